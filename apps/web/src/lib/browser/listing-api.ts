import type { Language } from '@shop/domain/language';
import { api } from '../api/client';
import { type ListingFilters, encodeListingRequest, listingRequest } from '../catalog/listing-request';
import { toProduct } from '../catalog/mappers';
import { searchListingQuery } from '../catalog/search-request';
import type { Product } from '../catalog/types';
import { websiteItemWire, wireRows } from '../catalog/wire';

/** One later page of the listing: the public (anonymous) resource endpoint, or the shop's search for a typed text. */
export async function fetchListingPage(
  filters: ListingFilters,
  page: number,
  warehouse: string,
  language: Language,
  signal: AbortSignal,
): Promise<Product[]> {
  if (filters.keyword?.trim()) {
    const query = { ...searchListingQuery(filters, page, warehouse), page: '0' };
    const { data, response } = await api.GET('/api/search', { params: { query: query as never }, signal });
    if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
    return wireRows(data, 'message', websiteItemWire).map((row) => toProduct(row, language));
  }
  const { data, response } = await api.GET('/api/resource/{doctype}', {
    params: {
      path: { doctype: 'Website Item' },
      query: encodeListingRequest(listingRequest(filters, page, warehouse, language)),
    },
    signal,
  });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return wireRows(data, 'data', websiteItemWire).map((row) => toProduct(row, language));
}
