import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from '@shop/server/http/app';
import { type PageOutage, answeredWhileAway, failuresWhileAwayAre503 } from './database-outage';
import { replaceErrorShell } from './error-shell';
import type { PageCache } from './page-cache';

/**
 * How a page request reaches Next.js: Fastify's hooks have already written the security headers
 * on the raw response (packages/server/src/http/security-headers.ts); the handler hands the
 * response over to Next (`reply.hijack()`), compressed (brotli when the browser accepts it), with
 * the response's own policy on the request, where Next reads its script nonce; a document
 * request Next answers with its empty error shell gets the error page rendered in it
 * (error-shell.ts). A catalog page may be answered from the page cache (page-cache.ts: Redis, or this process alone).
 * While the database is away a page waits for it, then answers 503, never a 500 (database-outage.ts).
 * See README.md.
 */
export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const apiPrefixes = ['/api/', '/media/', '/sandbox/'];
const CSP = 'content-security-policy';

/**
 * Next's App Router puts the nonce of the request's `Content-Security-Policy` header (or of its
 * report-only twin) on every script it writes (next/dist/server/app-render/get-script-nonce-from-header).
 * It gets the policy this response is sent with; none a client sent reaches it.
 */
function passPolicyToNext(req: IncomingMessage, res: ServerResponse): void {
  delete req.headers[`${CSP}-report-only`];
  const policy = res.getHeader(CSP);
  if (typeof policy === 'string') req.headers[CSP] = policy;
  else delete req.headers[CSP];
}

export function pageHandler(handle: NextHandler, pageCache?: PageCache, outage?: PageOutage) {
  // next.config.ts turns Next's own compression off: it has no brotli
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (apiPrefixes.some((p) => request.url.startsWith(p)) || request.url === '/api') {
      return sendApiNotFound(request, reply);
    }
    reply.hijack();
    passPolicyToNext(request.raw, reply.raw);
    const cached = pageCache ? await pageCache.serve(request.raw, reply.raw) : undefined;
    if (cached?.served) return;
    if (outage && (await answeredWhileAway(request.raw, reply.raw, outage))) return;
    if (outage) failuresWhileAwayAre503(reply.raw, outage.health);
    compress(request.raw, reply.raw, () => {});
    // before the error shell's wrapper, which puts back the one under it when it lets an answer pass
    cached?.capture?.();
    replaceErrorShell(request.raw, reply.raw);
    await handle(request.raw, reply.raw);
  };
}
