import type { IncomingMessage, ServerResponse } from 'node:http';
import { splitLocalePath } from '../lib/i18n/locale';
import { ERROR_SHELL, errorDocument, hasErrorPage } from './error-document';

/**
 * A browser loading a page: not the client router's RSC fetches and prefetches (they carry an
 * `rsc` header), nor a subresource. Without Sec-Fetch-Dest (curl, old browsers) it is a document.
 */
export function isDocumentRequest(req: IncomingMessage): boolean {
  if (req.headers.rsc !== undefined || req.headers['next-router-prefetch'] !== undefined) return false;
  const destination = req.headers['sec-fetch-dest'];
  return destination === undefined || destination === 'document';
}

const isHtml = (type: unknown) => typeof type === 'string' && type.startsWith('text/html');

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * For a document request, holds back an error page's HTML (404 or 5xx; they are small) until
 * Next has written all of it; if it is Next's empty error shell, sends the page rendered in it
 * instead (error-document.ts), same status and headers. Every other answer passes untouched.
 * Call it after any middleware that wraps the response (compression), so it sees Next's own bytes.
 */
export function replaceErrorShell(req: IncomingMessage, res: ServerResponse): void {
  if (!isDocumentRequest(req)) return;
  const write = res.write as Write;
  const end = res.end as End;
  const flushHeaders = res.flushHeaders;
  const restore = () => Object.assign(res, { write, end, flushHeaders });
  let held: Buffer[] | null | undefined;
  /** Decided on Next's first write, when its status and type are set: an answer to hold, or not. */
  const holding = (): Buffer[] | null => {
    if (held === undefined) {
      held = hasErrorPage(res.statusCode) && isHtml(res.getHeader('content-type')) ? [] : null;
      if (!held) restore();
    }
    return held;
  };

  res.flushHeaders = () => {
    if (!holding()) res.flushHeaders();
  };
  res.write = ((chunk, encoding, callback) => {
    const chunks = holding();
    if (!chunks) return res.write(chunk, encoding as BufferEncoding, callback as () => void);
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  }) as Write as typeof res.write;
  res.end = ((chunk, encoding, callback) => {
    const chunks = holding();
    if (!chunks) return res.end(chunk, encoding as BufferEncoding, callback as () => void);
    restore();
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const body = Buffer.concat(chunks);
    const html = body.toString('utf8');
    if (!html.includes(ERROR_SHELL)) return res.end(body, done);
    const { locale } = splitLocalePath(new URL(req.url ?? '/', 'http://shop').pathname);
    const page = Buffer.from(errorDocument(html, res.statusCode, locale));
    if (!res.headersSent) res.setHeader('content-length', page.byteLength);
    return res.end(page, done);
  }) as End as typeof res.end;
}
