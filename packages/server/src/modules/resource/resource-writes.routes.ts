import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden } from '../../errors';
import type { ClientAddress } from '../rate-limit/client-address';
import { getDoctype } from './doctypes';
import type { Caller } from './resource-auth';

/**
 * Writes of the resource service, for the doctypes the SPEC writes through it:
 *   POST /resource/{Doctype}          → {"data": {...new doc}}
 *   PUT  /resource/{Doctype}/{name}   → {"data": {...doc}}
 * Each doctype's module supplies its writer and decides who may call it (a review may be
 * submitted anonymously; moderation needs the token). A doctype without a writer: 403.
 */
interface WriteContext {
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
  const context = (request: FastifyRequest): WriteContext => ({
    caller: authenticate(request.headers.authorization),
    client: request.client,
    requestId: request.id,
  });
  /** The doctype's writer when it can do `action`: 403 otherwise. */
  const writerFor = (doctype: string, action: 'create' | 'update') => {
    const def = getDoctype(doctype);
    const writer = writers[def.name];
    if (!writer?.[action]) throw forbidden(`${def.name} cannot be ${action === 'create' ? 'created' : 'updated'} through this API`);
    return writer as DoctypeWriter & Required<Pick<DoctypeWriter, typeof action>>;
  };
  const doctypeOf = (request: FastifyRequest, fixed: string | undefined) => fixed ?? (request.params as { doctype: string }).doctype;
  const tags = ['resource'];
  const security: Record<string, string[]>[] = [{ frappeToken: [] }, {}];

  const createRoute = (doctype: string | undefined, bodyLimit?: number) =>
    app.post(
      doctype === undefined ? '/resource/:doctype' : `/resource/${doctype}`,
      {
        ...(bodyLimit === undefined ? {} : { bodyLimit }),
        // Before the body is read: an unknown doctype or a refused client costs no upload.
        onRequest: async (request) => {
          await writerFor(doctypeOf(request, doctype), 'create').admitCreate?.(context(request));
        },
        schema: {
          tags,
          security,
          summary: doctype === undefined ? 'Create a document (403 for a doctype without a writer)' : `Create a ${doctype} (body up to ${bodyLimit} bytes)`,
          ...(doctype === undefined ? { params: z.object({ doctype: z.string() }) } : {}),
          body: docBody,
          response: { 200: docReply },
        },
      },
      async (request) => ({
        data: await writerFor(doctypeOf(request, doctype), 'create').create(documentOf(request.body), context(request)),
      }),
    );
  createRoute(undefined);
  // A doctype taking large bodies gets its own path, so only its creations may be that large.
  for (const [doctype, writer] of Object.entries(writers)) if (writer.createBodyLimit) createRoute(doctype, writer.createBodyLimit);
  app.put(
    '/resource/:doctype/:name',
    {
      schema: {
        tags,
        security,
        summary: 'Update a document (Website Item Review: docstatus 1 approve / 2 reject, token only)',
        params: z.object({ doctype: z.string(), name: z.string() }),
        body: docBody,
        response: { 200: docReply },
      },
    },
    async (request) => ({
      data: await writerFor(request.params.doctype, 'update').update(request.params.name, documentOf(request.body), context(request)),
    }),
  );
}
