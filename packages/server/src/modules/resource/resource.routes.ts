import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BODY_LIMITS } from '../../config/body-limits';
import { invalidQuery } from '../../errors';
import { type RawParams, parseCountParams, parseListParams } from './list-params';
import type { DoctypeView } from './query-types';
import type { Caller } from './resource-auth';
import type { ResponseCache } from './resource-cache';
import type { Db } from '../../db/connection';
import { countResources, getResource, listResources, resourceView } from './resource.service';
import { getValueAnswer, getValueQuery } from './get-value';

/**
 * HTTP of the resource service (Frappe-compatible subset), mounted under /api:
 *   GET      /resource/{Doctype}                  → {"data": [...]}
 *   GET      /resource/{Doctype}/{name}           → {"data": {...}}
 *   GET|POST /method/frappe.client.get_list       → {"message": [...]}
 *   GET|POST /method/frappe.client.get_count      → {"message": n}
 *   GET|POST /method/frappe.client.get            → {"message": {...}}
 *   GET|POST /method/frappe.client.get_value      → {"message": {field: value} | value}
 *   GET|POST /method/ping, /method/frappe.ping    → {"message": "pong"}
 *   v2 (frappe/api/v2.py): /v2/document/{Doctype}[/{name}], /v2/doctype/{Doctype}/count,
 *   /v2/method/{method} → {"data": …}; v1 paths are this service again under /api/v1.
 * Errors: Frappe's body (exc_type, exception, message, _server_messages) with 417 for a bad
 * query, 404 unknown doctype/document, 403 anonymous on private data, 401 bad token.
 */
export interface ResourceRouteDeps {
  db: Db;
  /** Anonymous catalog answers, as UTF-8 JSON bytes ready to send. */
  cache: ResponseCache<Buffer>;
  authenticate: (header: string | undefined) => Caller;
}

const text = z.union([z.string(), z.array(z.string())]).optional();
const listQuery = z.object({
  fields: text.describe('JSON list of fields, e.g. ["name","web_item_name"]; "*", "count(name) as count"'),
  filters: text.describe('JSON: [[field, op, value], …] or {field: value | [op, value]}'),
  or_filters: text.describe('JSON, same forms as filters; OR-ed together, AND-ed with filters'),
  order_by: text.describe('"field asc|desc[, field asc|desc]"'),
  group_by: text.describe('"field"'),
  limit_start: text.describe('offset, default 0'),
  limit_page_length: text.describe('page size, default 20, 0 = up to 1000, max 1000'),
  limit: text.describe(
    'alias of limit_page_length (frappe-js-sdk); limit_page_length wins when both are given, as in Frappe v15',
  ),
  start: text.describe('alias of limit_start'),
  as_dict: text.describe('false: rows as value lists'),
});
const methodQuery = listQuery.extend({
  doctype: text,
  name: text,
  fieldname: text.describe('get_value: a field or a JSON list of fields'),
});
/** A POST may carry its parameters in the query string only (no body, or an empty one), as Frappe allows. */
const methodBody = z.record(z.string(), z.unknown()).nullish();
const docParams = z.object({ doctype: z.string(), name: z.string() });

function sendJson(reply: FastifyReply, body: string | Buffer, cache?: 'hit' | 'miss'): FastifyReply {
  if (cache) void reply.header('x-resource-cache', cache);
  return reply.type('application/json; charset=utf-8').send(body);
}

const doctypeOf = (raw: RawParams): string => {
  if (typeof raw.doctype !== 'string' || raw.doctype === '') throw invalidQuery('doctype is required');
  return raw.doctype;
};

/** A v2 method answer: v1's {"message": x} sent as {"data": x} (errors pass unchanged). */
async function messageAsData(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const body = JSON.parse(payload.toString()) as Record<string, unknown>;
  return 'message' in body ? JSON.stringify({ data: body.message }) : payload;
}

export async function registerResourceRoutes(parent: FastifyInstance, deps: ResourceRouteDeps): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, cache, authenticate } = deps;
  const callerOf = (request: FastifyRequest) => authenticate(request.headers.authorization);

  /**
   * Anonymous GETs already answered are found by their exact URL before any parsing (hook
   * below); other requests are parsed, then looked up by their normalised query.
   */
  const urlKey = (request: FastifyRequest) => `url\u0000${request.url}`;
  const fromUrlCache = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const hit = request.headers.authorization === undefined ? cache.get(urlKey(request)) : undefined;
    if (hit === undefined) done();
    else sendJson(reply, hit, 'hit');
  };

  /** Answers from the cache for anonymous catalog reads; straight from the database otherwise. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    view: DoctypeView,
    key: string,
    run: () => Promise<unknown>,
  ) {
    const compute = async () => Buffer.from(JSON.stringify(await run()));
    if (!view.cacheable) return sendJson(reply, await compute());
    const { value, hit } = await cache.getOrCompute(`${view.def.name}\u0000${key}`, compute);
    if (request.method === 'GET') cache.set(urlKey(request), value);
    return sendJson(reply, value, hit ? 'hit' : 'miss');
  }

  async function list(
    request: FastifyRequest,
    reply: FastifyReply,
    caller: Caller,
    doctype: string,
    raw: RawParams,
    envelope: 'data' | 'message',
  ) {
    const view = resourceView(doctype, caller);
    const query = parseListParams(view, raw);
    return answer(request, reply, view, `list:${envelope}:${JSON.stringify(query)}`, async () => ({
      [envelope]: await listResources(db, view, query),
    }));
  }

  async function count(request: FastifyRequest, reply: FastifyReply, caller: Caller, raw: RawParams) {
    const view = resourceView(doctypeOf(raw), caller);
    const query = parseCountParams(view, raw);
    return answer(request, reply, view, `count:${JSON.stringify(query)}`, async () => ({
      message: await countResources(db, view, query),
    }));
  }

  async function getOne(
    request: FastifyRequest,
    reply: FastifyReply,
    caller: Caller,
    doctype: string,
    name: string,
    envelope: 'data' | 'message',
  ) {
    const view = resourceView(doctype, caller);
    return answer(request, reply, view, `get:${envelope}:${name}`, async () => ({
      [envelope]: await getResource(db, view, name),
    }));
  }

  const tags = ['resource'];
  const onRequest = fromUrlCache;
  app.get(
    '/resource/:doctype',
    { onRequest, schema: { tags, querystring: listQuery, params: z.object({ doctype: z.string() }) } },
    (request, reply) => list(request, reply, callerOf(request), request.params.doctype, request.query, 'data'),
  );
  app.get('/resource/:doctype/:name', { onRequest, schema: { tags, params: docParams } }, (request, reply) =>
    getOne(request, reply, callerOf(request), request.params.doctype, request.params.name, 'data'),
  );

  // frappe.client methods: parameters in the query string, or for POST also in a JSON / form
  // body; the body wins where both name a parameter (Frappe merges them so into form_dict).
  type Handler = (
    request: FastifyRequest,
    reply: FastifyReply,
    caller: Caller,
    raw: RawParams,
  ) => Promise<FastifyReply>;
  const methods: Record<string, Handler> = {
    'frappe.client.get_list': (request, reply, caller, raw) =>
      list(request, reply, caller, doctypeOf(raw), raw, 'message'),
    'frappe.client.get_count': count,
    'frappe.client.get': (request, reply, caller, raw) => {
      if (typeof raw.name !== 'string' || raw.name === '') throw invalidQuery('name is required');
      return getOne(request, reply, caller, doctypeOf(raw), raw.name, 'message');
    },
    'frappe.client.get_value': async (request, reply, caller, raw) => {
      const view = resourceView(doctypeOf(raw), caller);
      const { fields, query } = getValueQuery(raw);
      const [row] = (await listResources(db, view, parseListParams(view, query))) as (
        Record<string, unknown> | unknown[]
      )[];
      return sendJson(reply, JSON.stringify({ message: getValueAnswer(row, fields, raw.as_dict) }));
    },
    // frappe/handler.py ping(): "pong", for anyone.
    'frappe.ping': async (_request, reply) => sendJson(reply, '{"message":"pong"}'),
    ping: async (_request, reply) => sendJson(reply, '{"message":"pong"}'),
  };
  for (const [method, handler] of Object.entries(methods)) {
    app.get(`/method/${method}`, { onRequest, schema: { tags, querystring: methodQuery } }, (request, reply) =>
      handler(request, reply, callerOf(request), request.query),
    );
    app.post(
      `/method/${method}`,
      { bodyLimit: BODY_LIMITS.method, schema: { tags, querystring: methodQuery, body: methodBody } },
      (request, reply) => handler(request, reply, callerOf(request), { ...request.query, ...(request.body ?? {}) }),
    );
  }

  // Frappe v15's v2 paths (frappe/api/v2.py): the same answers, every one in {"data": …}.
  const v2 = { tags: ['resource v2'] };
  app.get(
    '/v2/document/:doctype',
    { schema: { ...v2, querystring: listQuery, params: z.object({ doctype: z.string() }) } },
    (request, reply) => list(request, reply, callerOf(request), request.params.doctype, request.query, 'data'),
  );
  app.get('/v2/document/:doctype/:name', { schema: { ...v2, params: docParams } }, (request, reply) =>
    getOne(request, reply, callerOf(request), request.params.doctype, request.params.name, 'data'),
  );
  app.get(
    '/v2/doctype/:doctype/count',
    { schema: { ...v2, querystring: listQuery, params: z.object({ doctype: z.string() }) } },
    async (request, reply) => {
      const view = resourceView(request.params.doctype, callerOf(request));
      return sendJson(
        reply,
        JSON.stringify({ data: await countResources(db, view, parseCountParams(view, request.query)) }),
      );
    },
  );
  for (const [method, handler] of Object.entries(methods)) {
    app.get(
      `/v2/method/${method}`,
      { onSend: messageAsData, schema: { ...v2, querystring: methodQuery } },
      (request, reply) => handler(request, reply, callerOf(request), request.query),
    );
    app.post(
      `/v2/method/${method}`,
      {
        onSend: messageAsData,
        bodyLimit: BODY_LIMITS.method,
        schema: { ...v2, querystring: methodQuery, body: methodBody },
      },
      (request, reply) => handler(request, reply, callerOf(request), { ...request.query, ...(request.body ?? {}) }),
    );
  }
}
