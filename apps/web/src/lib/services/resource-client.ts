import 'server-only';
import type { z } from 'zod';
import { type ServiceResult, callService } from './transport';
import { replyData } from './reply';
import { encodeListingRequest as encode } from '../catalog/listing-request';
import type { ListingRequest as ListParams } from '../catalog/request-types';
import { countRowWire } from '../catalog/wire';

const text = { parseAs: 'text' } as const;

/**
 * GET /api/resource/{doctype} → data[], each row parsed with `row`: the schema of the `fields`
 * asked for (a `.pick` of the doctype's wire schema for a subset).
 */
export async function listDocs<S extends z.ZodType>(
  doctype: string,
  params: ListParams,
  row: S,
  authenticated = false,
): Promise<ServiceResult<z.output<S>[]>> {
  const result = await callService('resource', { authenticated }, (client, headers) =>
    client.GET('/api/resource/{doctype}', { params: { path: { doctype }, query: encode(params) }, headers, ...text }),
  );
  return replyData(result, 'data', row.array());
}

/** GET /api/resource/{doctype}/{name} → data, parsed with `doc`. */
export async function getDoc<S extends z.ZodType>(
  doctype: string,
  name: string,
  doc: S,
  authenticated = false,
): Promise<ServiceResult<z.output<S>>> {
  const result = await callService('resource', { authenticated }, (client, headers) =>
    client.GET('/api/resource/{doctype}/{name}', { params: { path: { doctype, name } }, headers, ...text }),
  );
  return replyData(result, 'data', doc);
}

/** The total behind a listing: fields=["count(name) as count"] with the same filters. */
export async function countDocs(
  doctype: string,
  params: Pick<ListParams, 'filters' | 'or_filters'>,
  authenticated = false,
): Promise<ServiceResult<number>> {
  const result = await listDocs(
    doctype,
    { ...params, fields: ['count(name) as count'], limit_page_length: 1 },
    countRowWire,
    authenticated,
  );
  return result.ok ? { ok: true, data: result.data[0]?.count ?? 0 } : result;
}
