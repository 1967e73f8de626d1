import type { Language } from '@shop/domain/language';
import { api } from '../api/client';
import { type ListingFilters, encodeListingRequest, listingRequest } from '../catalog/listing-request';
import { toProduct } from '../catalog/mappers';
import type { Product } from '../catalog/types';
import { websiteItemWire, wireRows } from '../catalog/wire';

/** One later page of the listing from the public (anonymous) resource endpoint. */
export async function fetchListingPage(filters: ListingFilters, page: number, warehouse: string, language: Language, signal: AbortSignal): Promise<Product[]> {
  const { data, response } = await api.GET('/api/resource/{doctype}', {
    params: { path: { doctype: 'Website Item' }, query: encodeListingRequest(listingRequest(filters, page, warehouse, language)) },
    signal,
  });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return wireRows(data, 'data', websiteItemWire).map((row) => toProduct(row, language));
}
