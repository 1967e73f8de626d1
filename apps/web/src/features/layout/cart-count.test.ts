import { describe, expect, it } from 'vitest';
import { cartCountBadge } from './cart-count';

describe('header cart count (SPEC §2)', () => {
  it('shows every count, 0 included, and 99+ above 99', () => {
    expect([0, 1, 2, 99, 100, 250].map(cartCountBadge)).toEqual(['0', '1', '2', '99', '99+', '99+']);
  });
});
