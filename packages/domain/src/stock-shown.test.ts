import { describe, expect, it } from 'vitest';
import { FEW_LEFT, stockChangeShows } from './stock-shown';

describe('stockChangeShows: what a product page says of the stock changed', () => {
  it('when stock crosses zero, either way', () => {
    expect(stockChangeShows(2, 0)).toBe(true);
    expect(stockChangeShows(0, 30)).toBe(true);
    expect(stockChangeShows(-1, 4)).toBe(true);
  });

  it('when the units left are named before or after (few left)', () => {
    expect(stockChangeShows(FEW_LEFT + 1, FEW_LEFT)).toBe(true);
    expect(stockChangeShows(4, 3)).toBe(true);
    expect(stockChangeShows(FEW_LEFT, 40)).toBe(true);
  });

  it('not while the item stays plainly in stock, or stays out of it', () => {
    expect(stockChangeShows(40, FEW_LEFT + 1)).toBe(false);
    expect(stockChangeShows(FEW_LEFT + 1, 500)).toBe(false);
    expect(stockChangeShows(0, -2)).toBe(false);
    expect(stockChangeShows(7, 7)).toBe(false);
  });
});
