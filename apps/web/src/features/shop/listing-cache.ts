import type { RatingSummaries } from '@/lib/catalog/review-summaries';
import type { Product } from '@/lib/catalog/types';

/** What a shopper had of a listing: the products of every page loaded, the last page, their ratings. */
export interface ListingSnapshot {
  products: Product[];
  page: number;
  summaries: RatingSummaries;
}

/** A few listings are kept: the shop page the shopper left for a product, and the ones before it. */
const LISTINGS_KEPT = 4;

/** Least recently used goes first; reading an entry makes it the most recent. */
export function createListingCache(max = LISTINGS_KEPT) {
  const entries = new Map<string, ListingSnapshot>();
  return {
    get(key: string): ListingSnapshot | undefined {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key: string, entry: ListingSnapshot): void {
      entries.delete(key);
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= max) break;
        entries.delete(oldest);
      }
    },
    get size(): number {
      return entries.size;
    },
  };
}

/**
 * The listing to show on arrival: the server's first page, followed by the later pages kept from
 * the shopper's last visit to the same listing (so back from a product finds the grid as it was
 * and the browser restores the scroll position onto it). Kept pages are dropped when the first
 * page has changed since, and the server's fresher first page and ratings win over the kept ones.
 */
export function restoreListing(
  kept: ListingSnapshot | undefined,
  initial: Product[],
  summaries: RatingSummaries,
): ListingSnapshot {
  const fresh = { products: initial, page: 0, summaries };
  if (!kept || kept.page === 0 || kept.products.length < initial.length) return fresh;
  if (initial.some((p, i) => kept.products[i]?.id !== p.id)) return fresh;
  return {
    products: [...initial, ...kept.products.slice(initial.length)],
    page: kept.page,
    summaries: { ...kept.summaries, ...summaries },
  };
}

/** The listings of this browser tab (module scope: they live as long as the page does). */
export const listingCache = createListingCache();
