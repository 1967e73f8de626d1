import 'server-only';
import { type ServiceResult, callService } from './transport';
import { encodeListingRequest as encode } from '../catalog/listing-request';
import type { ListingRequest as ListParams } from '../catalog/request-types';

const resourcePath = (doctype: string) => `/api/resource/${encodeURIComponent(doctype)}`;

function unwrap<T, K extends string>(result: ServiceResult<Record<K, T>>, key: K): ServiceResult<T> {
  return result.ok ? { ok: true, data: result.data[key] } : result;
}

/** GET /api/resource/{doctype} → data[] */
export async function listDocs<T>(doctype: string, params: ListParams, authenticated = false): Promise<ServiceResult<T[]>> {
  const result = await callService<{ data: T[] }>('resource', {
    path: resourcePath(doctype),
    query: encode(params),
    authenticated,
  });
  return unwrap(result, 'data');
}

/** GET /api/resource/{doctype}/{name} → data */
export async function getDoc<T>(doctype: string, name: string, authenticated = false): Promise<ServiceResult<T>> {
  const result = await callService<{ data: T }>('resource', {
    path: `${resourcePath(doctype)}/${encodeURIComponent(name)}`,
    authenticated,
  });
  return unwrap(result, 'data');
}

/** The total behind a listing: fields=["count(name) as count"] with the same filters. */
export async function countDocs(
  doctype: string,
  params: Pick<ListParams, 'filters' | 'or_filters'>,
  authenticated = false,
): Promise<ServiceResult<number>> {
  const result = await listDocs<{ count: number }>(
    doctype,
    { ...params, fields: ['count(name) as count'], limit_page_length: 1 },
    authenticated,
  );
  return result.ok ? { ok: true, data: Number(result.data[0]?.count ?? 0) } : result;
}

/** GET /api/method/frappe.client.get_list → message[] */
export async function methodGetList<T>(doctype: string, params: ListParams): Promise<ServiceResult<T[]>> {
  const result = await callService<{ message: T[] }>('resource', {
    path: '/api/method/frappe.client.get_list',
    query: { doctype, ...encode(params) },
  });
  return unwrap(result, 'message');
}
