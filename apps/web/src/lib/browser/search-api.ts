import { encodeListingRequest, searchRequest } from '../catalog/listing-request';
import { toSearchHit } from '../catalog/mappers';
import type { SearchHit } from '../catalog/types';
import type { SearchHitWire } from '../catalog/wire';

/**
 * SPEC §7 search from the browser: the public method endpoint, anonymous (no credential).
 * SPEC §8: a missing response counts as no list.
 */
export async function searchCatalog(text: string, warehouse: string, signal: AbortSignal): Promise<SearchHit[]> {
  const params = new URLSearchParams({ doctype: 'Website Item', ...encodeListingRequest(searchRequest(text, warehouse)) });
  const response = await fetch(`/api/method/frappe.client.get_list?${params}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) return [];
  const body = (await response.json().catch(() => null)) as { message?: SearchHitWire[] } | null;
  return Array.isArray(body?.message) ? body.message.map(toSearchHit) : [];
}
