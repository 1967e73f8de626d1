import 'server-only';
import { type ServiceResult, callService } from './transport';
import { encodeListingRequest as encode } from '../catalog/listing-request';
import type { ListingRequest as ListParams } from '../catalog/request-types';

const text = { parseAs: 'text' } as const;

/**
 * A Frappe envelope's `data` / `message`. The rows' shape follows the `fields` the caller asked
 * for, which no document can describe: the caller's row type is taken as given here.
 */
function unwrap<T>(result: ServiceResult<unknown>, key: 'data' | 'message'): ServiceResult<T> {
  if (!result.ok) return result;
  const body = result.data;
  return { ok: true, data: (body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined) as T };
}

/** GET /api/resource/{doctype} → data[] */
export async function listDocs<T>(doctype: string, params: ListParams, authenticated = false): Promise<ServiceResult<T[]>> {
  const result = await callService('resource', { authenticated }, (client, headers) =>
    client.GET('/api/resource/{doctype}', { params: { path: { doctype }, query: encode(params) }, headers, ...text }),
  );
  return unwrap<T[]>(result, 'data');
}

/** GET /api/resource/{doctype}/{name} → data */
export async function getDoc<T>(doctype: string, name: string, authenticated = false): Promise<ServiceResult<T>> {
  const result = await callService('resource', { authenticated }, (client, headers) =>
    client.GET('/api/resource/{doctype}/{name}', { params: { path: { doctype, name } }, headers, ...text }),
  );
  return unwrap<T>(result, 'data');
}

/** The total behind a listing: fields=["count(name) as count"] with the same filters. */
export async function countDocs(doctype: string, params: Pick<ListParams, 'filters' | 'or_filters'>, authenticated = false): Promise<ServiceResult<number>> {
  const result = await listDocs<{ count: number }>(doctype, { ...params, fields: ['count(name) as count'], limit_page_length: 1 }, authenticated);
  return result.ok ? { ok: true, data: Number(result.data[0]?.count ?? 0) } : result;
}
