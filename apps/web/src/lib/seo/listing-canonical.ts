import { type FilterState, defaultSort, filtersToQuery } from '@shop/domain/catalog-query';

/**
 * The canonical path of a listing: the same products, so the filters (brand, category levels,
 * price range, search text q) in their stable order, without what only orders or narrows the
 * display: sort and excludeOutOfStock. A `page` parameter is not part of it either: the server
 * always renders the first page and the rest arrive by infinite scroll.
 */
export function listingCanonicalPath(filters: FilterState): string {
  const params = filtersToQuery({ ...filters, sort: defaultSort(filters.keyword) });
  params.delete('excludeOutOfStock');
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `/shop?${query}` : '/shop';
}

/**
 * Search results (q) are not indexed (they are endless and thin; Google asks sites not to have
 * them crawled into the index), but their links are followed to the products.
 */
export const isSearchListing = (filters: FilterState) => filters.keyword !== '';
