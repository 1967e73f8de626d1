import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, mandatoryMissing } from '../../errors';
import type { ClientAddress } from '../rate-limit/client-address';
import { getDoctype } from './doctypes';
import type { Caller } from './resource-auth';

/**
 * Writes of the resource service (frappe/api/v1.py create_doc, update_doc, delete_doc):
 *   POST   /resource/{Doctype}          → {"data": {...new doc}}
 *   PUT    /resource/{Doctype}/{name}   → {"data": {...doc}}
 *   DELETE /resource/{Doctype}/{name}   → 202 {"data": "ok"}
 * and the same under v2's /v2/document (PATCH too). Each doctype's module supplies its writer
 * and decides who may call it (a review may be submitted anonymously; moderation needs the
 * token). A doctype without the writer's action: 403, with the doctype's reason where it has one.
 */
export interface WriteContext {
  caller: Caller;
  client: ClientAddress;
  /** For the audit entry of a write made with the token. */
  requestId: string;
}

export interface DoctypeWriter {
  /**
   * Runs when a create request arrives, before its body is read (onRequest): where a limit
   * guards a large body, a refused client costs no upload. Throws to refuse.
   */
  admitCreate?: (context: WriteContext) => Promise<void>;
  create?: (body: unknown, context: WriteContext) => Promise<Record<string, unknown>>;
  /** A create body larger than BODY_LIMITS.default (the route gets this doctype's own path). */
  createBodyLimit?: number;
  update?: (name: string, body: unknown, context: WriteContext) => Promise<Record<string, unknown>>;
  /** Deletes the document (audited); throws to refuse (a link to it, no token). */
  remove?: (name: string, context: WriteContext) => Promise<void>;
  /** Why the doctype is never deleted, with its stable code (PermissionError, 403). */
  notDeletable?: { code: string; message: string };
  /** Fields an insert must carry (non-empty): without one, Frappe's 417 MandatoryError. */
  mandatory?: readonly string[];
}

export interface ResourceWriteDeps {
  writers: Readonly<Record<string, DoctypeWriter>>;
  authenticate: (header: string | undefined) => Caller;
  /** Where the routes hang: '/resource' (v1) or '/v2/document'. */
  base?: '/resource' | '/v2/document';
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * frappe/model/document.py `_validate_mandatory`: every missing field named in one
 * MandatoryError, "[Doctype, name]: field, field".
 */
function checkMandatory(doctype: string, writer: DoctypeWriter, doc: unknown): void {
  const fields = writer.mandatory ?? [];
  const record = doc && typeof doc === 'object' && !Array.isArray(doc) ? (doc as Record<string, unknown>) : {};
  const missing = fields.filter((f) => isEmpty(record[f]));
  if (missing.length)
    throw mandatoryMissing(
      `[${doctype}, new-${doctype.toLowerCase().replace(/ /g, '-')}]: ${missing.join(', ')}`,
      missing,
    );
}

/** Frappe clients send the document as JSON, or as a form with the JSON in a `data` field. */
function documentOf(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const keys = Object.keys(body);
    const data = (body as Record<string, unknown>).data;
    if (keys.length === 1 && typeof data === 'string') {
      try {
        return JSON.parse(data) as unknown;
      } catch {
        throw badRequest('data must be a JSON document');
      }
    }
  }
  if (body === undefined || body === null) throw badRequest('A JSON document is required');
  return body;
}

const docBody = z
  .record(z.string(), z.unknown())
  .describe('The document fields (JSON), or a form with them as JSON in `data`');
const docReply = z.object({ data: z.record(z.string(), z.unknown()) });

export function registerResourceWriteRoutes(
  parent: FastifyInstance,
  { writers, authenticate, base = '/resource' }: ResourceWriteDeps,
): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest): WriteContext => ({
    caller: authenticate(request.headers.authorization),
    client: request.client,
    requestId: request.id,
  });
  /** The doctype's writer when it can do `action`: 403 otherwise. */
  const verbs = { create: 'created', update: 'updated', remove: 'deleted' } as const;
  const writerFor = <A extends 'create' | 'update' | 'remove'>(doctype: string, action: A) => {
    const def = getDoctype(doctype);
    const writer = writers[def.name];
    if (action === 'remove' && writer?.notDeletable)
      throw forbidden(writer.notDeletable.message, { code: writer.notDeletable.code });
    if (!writer?.[action]) {
      throw forbidden(
        `${def.name} cannot be ${verbs[action]} through this API`,
        action === 'remove' ? { code: 'resource.not_deletable' } : undefined,
      );
    }
    return { name: def.name, writer: writer as DoctypeWriter & Required<Pick<DoctypeWriter, A>> };
  };
  const doctypeOf = (request: FastifyRequest, fixed: string | undefined) =>
    fixed ?? (request.params as { doctype: string }).doctype;
  const tags = ['resource'];
  const security: Record<string, string[]>[] = [{ frappeToken: [] }, {}];

  const createRoute = (doctype: string | undefined, bodyLimit?: number) =>
    app.post(
      doctype === undefined ? `${base}/:doctype` : `${base}/${doctype}`,
      {
        ...(bodyLimit === undefined ? {} : { bodyLimit }),
        // Before the body is read: an unknown doctype or a refused client costs no upload.
        onRequest: async (request) => {
          await writerFor(doctypeOf(request, doctype), 'create').writer.admitCreate?.(context(request));
        },
        schema: {
          tags,
          security,
          summary:
            doctype === undefined
              ? 'Create a document: Sales Order (token; priced by the server), Website Item Review; 403 for other doctypes'
              : `Create a ${doctype} (body up to ${bodyLimit} bytes)`,
          ...(doctype === undefined ? { params: z.object({ doctype: z.string() }) } : {}),
          body: docBody,
          response: { 200: docReply },
        },
      },
      async (request) => {
        const { name, writer } = writerFor(doctypeOf(request, doctype), 'create');
        const doc = documentOf(request.body);
        checkMandatory(name, writer, doc);
        return { data: await writer.create(doc, context(request)) };
      },
    );
  createRoute(undefined);
  // A doctype taking large bodies gets its own path, so only its creations may be that large.
  for (const [doctype, writer] of Object.entries(writers))
    if (writer.createBodyLimit) createRoute(doctype, writer.createBodyLimit);
  const docParams = z.object({ doctype: z.string(), name: z.string() });
  app.route({
    method: base === '/resource' ? ['PUT'] : ['PUT', 'PATCH'],
    url: `${base}/:doctype/:name`,
    schema: {
      tags,
      security,
      summary:
        'Update a document, token only: Website Item price, stock, published; Sales Order payment flags; Website Item Review docstatus 1 approve / 2 reject',
      params: docParams,
      body: docBody,
      response: { 200: docReply },
    },
    handler: async (request) => ({
      data: await writerFor(request.params.doctype, 'update').writer.update(
        request.params.name,
        documentOf(request.body),
        context(request),
      ),
    }),
  });
  app.delete(
    `${base}/:doctype/:name`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a document where its doctype allows it (token only; Brand and Ecommerce Category not in use)',
        params: docParams,
        response: { 202: z.object({ data: z.literal('ok') }) },
      },
    },
    async (request, reply) => {
      await writerFor(request.params.doctype, 'remove').writer.remove(request.params.name, context(request));
      return reply.status(202).send({ data: 'ok' as const });
    },
  );
}
