import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden } from '../../http/errors';
import { getDoctype } from './doctypes';
import type { Caller } from './resource-auth';

/**
 * Writes of the resource service, for the doctypes the SPEC writes through it:
 *   POST /resource/{Doctype}          → {"data": {...new doc}}
 *   PUT  /resource/{Doctype}/{name}   → {"data": {...doc}}
 * Each doctype's module supplies its writer and decides who may call it (a review may be
 * submitted anonymously; moderation needs the token). A doctype without a writer: 403.
 */
export interface WriteContext {
  caller: Caller;
  ip: string;
}

export interface DoctypeWriter {
  create?: (body: unknown, context: WriteContext) => Promise<Record<string, unknown>>;
  /** A create body larger than BODY_LIMITS.default (the route gets this doctype's own path). */
  createBodyLimit?: number;
  update?: (name: string, body: unknown, context: WriteContext) => Promise<Record<string, unknown>>;
}

export interface ResourceWriteDeps {
  writers: Readonly<Record<string, DoctypeWriter>>;
  authenticate: (header: string | undefined) => Caller;
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

const docBody = z.record(z.string(), z.unknown()).describe('The document fields (JSON), or a form with them as JSON in `data`');
const docReply = z.object({ data: z.record(z.string(), z.unknown()) });

export function registerResourceWriteRoutes(parent: FastifyInstance, { writers, authenticate }: ResourceWriteDeps): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest): WriteContext => ({ caller: authenticate(request.headers.authorization), ip: request.ip });
  const writerOf = (doctype: string, action: keyof DoctypeWriter) => {
    const def = getDoctype(doctype);
    const write = writers[def.name]?.[action];
    if (!write) throw forbidden(`${def.name} cannot be ${action === 'create' ? 'created' : 'updated'} through this API`);
    return write;
  };
  const tags = ['resource'];
  const security: Record<string, string[]>[] = [{ frappeToken: [] }, {}];

  const createRoute = (doctype: string | undefined, bodyLimit?: number) =>
    app.post(
      doctype === undefined ? '/resource/:doctype' : `/resource/${doctype}`,
      {
        ...(bodyLimit === undefined ? {} : { bodyLimit }),
        schema: {
          tags, security,
          summary: doctype === undefined ? 'Create a document (403 for a doctype without a writer)' : `Create a ${doctype} (body up to ${bodyLimit} bytes)`,
          ...(doctype === undefined ? { params: z.object({ doctype: z.string() }) } : {}), body: docBody, response: { 200: docReply },
        },
      },
      async (request) => {
        const create = writerOf(doctype ?? (request.params as { doctype: string }).doctype, 'create') as NonNullable<DoctypeWriter['create']>;
        const ctx = context(request);
        return { data: await create(documentOf(request.body), ctx) };
      },
    );
  createRoute(undefined);
  // A doctype taking large bodies gets its own path, so only its creations may be that large.
  for (const [doctype, writer] of Object.entries(writers)) if (writer.createBodyLimit) createRoute(doctype, writer.createBodyLimit);
  app.put(
    '/resource/:doctype/:name',
    { schema: { tags, security, summary: 'Update a document (Website Item Review: docstatus 1 approve / 2 reject, token only)', params: z.object({ doctype: z.string(), name: z.string() }), body: docBody, response: { 200: docReply } } },
    async (request) => {
      const update = writerOf(request.params.doctype, 'update') as NonNullable<DoctypeWriter['update']>;
      const ctx = context(request);
      return { data: await update(request.params.name, documentOf(request.body), ctx) };
    },
  );
}
