import { OFFERS, PAGE_SIZE, RELEVANCE } from '@shop/domain/catalog-query';
import type { ListingFilters } from './listing-request';

/**
 * The shop's own search (GET /api/search, issue 29) asked for the listing's filters: the results
 * page (`page`: the query is logged and, when nothing matches, a suggestion and popular products
 * come back). With a typed text the default sort is relevance; a sort the shopper chose orders the products found.
 */
export type SearchQuery = Record<string, string | number>;

/** Text no service accepts (NUL, a lone surrogate half) is a space: the search still answers. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const searchableText = (text: string) => text.replaceAll('\0', ' ').replace(LONE_SURROGATE, ' ').slice(0, 1000);

function selectedCategories(f: ListingFilters): string[] {
  if (f.subSubCategories.length) return f.subSubCategories;
  if (f.subCategories.length) return f.subCategories;
  return f.categories.filter((c) => c !== OFFERS);
}

export function searchListingQuery(f: ListingFilters, page: number, warehouse: string): SearchQuery {
  const query: SearchQuery = {
    q: searchableText(f.keyword ?? ''),
    warehouse,
    limit: PAGE_SIZE,
    start: Math.max(0, page) * PAGE_SIZE,
    sort: f.sort ?? RELEVANCE,
    page: '1',
  };
  const categories = selectedCategories(f);
  if (categories.length) query.categories = JSON.stringify(categories);
  if (f.brands.length) query.brands = JSON.stringify(f.brands);
  if (f.categories.includes(OFFERS)) query.offers = '1';
  if (f.excludeOutOfStock) query.in_stock = '1';
  if (f.salePriceMin !== undefined) query.min_price = f.salePriceMin;
  if (f.salePriceMax !== undefined) query.max_price = f.salePriceMax;
  return query;
}
