import { describe, expect, it } from 'vitest';
import { routeTails } from './product-path';

describe('route tails of a /product path (SPEC §2 /product/{cid}/{route})', () => {
  it('are the paths after each leading segment, longest first', () => {
    expect(routeTails(['Serums', 'rose-serum'])).toEqual(['rose-serum']);
    expect(routeTails(['Skin Care', 'serums', 'rose-serum'])).toEqual(['serums/rose-serum', 'rose-serum']);
  });

  it('a single segment has none (it is the route itself)', () => {
    expect(routeTails(['rose-serum'])).toEqual([]);
  });
});
