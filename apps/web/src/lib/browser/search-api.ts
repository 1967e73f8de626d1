import type { Language } from '@shop/domain/language';
import { api } from '../api/client';
import { encodeListingRequest, searchRequest } from '../catalog/listing-request';
import { toSearchHit } from '../catalog/mappers';
import type { SearchHit } from '../catalog/types';
import { searchHitWire, wireRows } from '../catalog/wire';

/**
 * SPEC §7 search from the browser: the public method endpoint, anonymous (no credential).
 * SPEC §8: a missing response counts as no list.
 */
export async function searchCatalog(text: string, warehouse: string, language: Language, signal: AbortSignal): Promise<SearchHit[]> {
  const query = { doctype: 'Website Item', ...encodeListingRequest(searchRequest(text, warehouse, language)) };
  const { data, response } = await api.GET('/api/method/frappe.client.get_list', { params: { query }, signal });
  if (!response.ok) return [];
  return wireRows(data, 'message', searchHitWire).map((row) => toSearchHit(row, language));
}
