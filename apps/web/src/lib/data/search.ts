import 'server-only';
import { pageCount } from '@shop/domain/catalog-query';
import type { Language } from '@shop/domain/language';
import type { ListingFilters } from '../catalog/listing-request';
import { toProduct } from '../catalog/mappers';
import { searchListingQuery } from '../catalog/search-request';
import type { ListingPage } from '../catalog/types';
import { searchReplyWire } from '../catalog/wire';
import { storeWarehouse } from '../config';
import { unreadable } from '../services/reply';
import { type ServiceResult, callService } from '../services/transport';

/** One page of the listing of a typed text, through the shop's own search (GET /api/search). */
export async function searchListing(filters: ListingFilters, page: number, language: Language): Promise<ServiceResult<ListingPage>> {
  const result = await callService('content', {}, (client, headers) =>
    client.GET('/api/search', { params: { query: searchListingQuery(filters, page, storeWarehouse) as never }, headers, parseAs: 'text' }),
  );
  if (!result.ok) return result;
  const reply = searchReplyWire.safeParse(result.data);
  if (!reply.success) return unreadable;
  const { message, total, corrected_to, suggestion, popular } = reply.data;
  return {
    ok: true,
    data: {
      products: message.map((row) => toProduct(row, language)),
      page,
      pageCount: pageCount(total),
      total,
      search: { correctedTo: corrected_to, suggestion, popular: popular.map((row) => toProduct(row, language)) },
    },
  };
}
