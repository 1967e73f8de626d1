import { describe, expect, it } from 'vitest';
import type { Product } from '@/lib/catalog/types';
import { type ListingSnapshot, createListingCache, restoreListing } from './listing-cache';

const product = (id: string, stock = 5): Product => ({
  id,
  itemCode: id,
  name: id,
  route: id,
  image: null,
  salePrice: 1000,
  regularPrice: 1000,
  brand: null,
  category: null,
  stock,
  bogo: false,
  dangerousGood: false,
  uom: 'Nos',
});
const ids = (s: ListingSnapshot) => s.products.map((p) => p.id);
const summary = (count: number) => ({ average: 4, count, firstReviewer: 'A' });

describe('listing cache', () => {
  it('keeps a few listings, dropping the least recently used', () => {
    const cache = createListingCache(2);
    const entry = (page: number) => ({ products: [], page, summaries: {} });
    cache.set('/shop?a', entry(1));
    cache.set('/shop?b', entry(2));
    expect(cache.get('/shop?a')?.page).toBe(1);
    cache.set('/shop?c', entry(3));
    expect(cache.size).toBe(2);
    expect(cache.get('/shop?b')).toBeUndefined();
    expect(cache.get('/shop?a')?.page).toBe(1);
    cache.set('/shop?a', entry(4));
    expect(cache.get('/shop?a')?.page).toBe(4);
    expect(cache.size).toBe(2);
  });
});

describe('restoring a listing on return', () => {
  const initial = [product('p1', 9), product('p2')];
  const kept = {
    products: [product('p1', 1), product('p2'), product('p3'), product('p4')],
    page: 1,
    summaries: { p1: summary(1), p3: summary(2) },
  };

  it('the server first page, then the pages loaded before, at the page reached', () => {
    const restored = restoreListing(kept, initial, { p1: summary(5) });
    expect(ids(restored)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(restored.page).toBe(1);
    expect(restored.products[0]!.stock).toBe(9);
    expect(restored.summaries).toEqual({ p1: summary(5), p3: summary(2) });
  });

  it('nothing kept, only a first page kept, or a first page that changed: the server page alone', () => {
    const fresh = { products: initial, page: 0, summaries: {} };
    expect(restoreListing(undefined, initial, {})).toEqual(fresh);
    expect(restoreListing({ ...kept, page: 0 }, initial, {})).toEqual(fresh);
    expect(restoreListing({ ...kept, products: [product('p2'), product('p1'), product('p3')] }, initial, {})).toEqual(
      fresh,
    );
    expect(restoreListing({ ...kept, products: [product('p1')] }, initial, {})).toEqual(fresh);
  });
});
