import { type ListingFilters, encodeListingRequest, listingRequest } from '../catalog/listing-request';
import { toProduct } from '../catalog/mappers';
import type { Product } from '../catalog/types';
import type { WebsiteItemWire } from '../catalog/wire';

/** One later page of the listing from the public (anonymous) resource endpoint. */
export async function fetchListingPage(filters: ListingFilters, page: number, warehouse: string, signal: AbortSignal): Promise<Product[]> {
  const params = new URLSearchParams(encodeListingRequest(listingRequest(filters, page, warehouse)));
  const response = await fetch(`/api/resource/Website%20Item?${params}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  const body = (await response.json()) as { data?: WebsiteItemWire[] };
  return (body.data ?? []).map(toProduct);
}
