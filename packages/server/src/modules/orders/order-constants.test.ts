import { describe, expect, it } from 'vitest';
import { ORDER_CONSTANTS, orderName, seriesPrefix } from './order-constants';

describe('order names', () => {
  it('fills the year of the naming series and pads the counter to five digits', () => {
    const prefix = seriesPrefix(ORDER_CONSTANTS.namingSeries, new Date('2026-11-23T10:00:00Z'));
    expect(prefix).toBe('SAL-ORD-2026-');
    expect(orderName(prefix, 7)).toBe('SAL-ORD-2026-00007');
    expect(orderName(prefix, 123_456)).toBe('SAL-ORD-2026-123456');
  });
});
