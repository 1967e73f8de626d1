import type { Language } from '@shop/domain/language';
import { api } from '../api/client';
import { toSearchHit } from '../catalog/mappers';
import { searchableText } from '../catalog/search-request';
import type { SearchHit } from '../catalog/types';
import { searchHitWire, wireRows } from '../catalog/wire';

const DROPDOWN_LIMIT = 10;

/**
 * The header's search as the shopper types (SPEC §2, issue 29): the shop's own search, the last
 * word taken as unfinished. SPEC §8: a missing response counts as no list.
 */
export async function searchCatalog(
  text: string,
  warehouse: string,
  language: Language,
  signal: AbortSignal,
): Promise<SearchHit[]> {
  const q = searchableText(text);
  const { data, response } = await api.GET('/api/search', {
    params: { query: { q, warehouse, limit: DROPDOWN_LIMIT, typing: '1' } },
    signal,
  });
  if (!response.ok) return [];
  return wireRows(data, 'message', searchHitWire).map((row) => toSearchHit(row, language));
}
