/**
 * Hydration after the first paint.
 *
 * The App Router writes its scripts as `<script src async>`: they are fetched beside the page's
 * stylesheet and hero image, sharing a slow phone's bandwidth with them, and each runs
 * the moment it arrives, so React's start-up and hydration can hold the first frame back
 * (vercel/next.js#66958). Here every such tag becomes a queue entry instead; a small inline
 * loader adds the scripts once the page's content, hero image included, has reached the
 * screen (or the page has loaded, or the shopper reaches for it). The cost is one round trip
 * before hydration: the bytes would have shared the line anyway. A click on a button before
 * React has hydrated it is held and replayed once it has, so it is never lost (hydration-loader.ts).
 *
 * `createScriptDeferrer` rewrites an HTML stream chunk by chunk (tags may be split between
 * chunks); `hydrateAfterPaint` applies it to a Node response whose content type is HTML.
 */
import type { ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import onHeaders from 'on-headers';
import { LOADER, QUEUE } from './hydration-loader';

/** Next's async chunk tags exactly as React writes them; the path has no characters that need escaping. */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/[\w./~-]+\.js)" async=""><\/script>/g;
const TAG_START = '<script src="';
/** Longer than any chunk tag: text held back beyond this cannot be one. */
const MAX_TAG = 512;

function deferred(src: string): string {
  return `<script>${QUEUE}(${JSON.stringify(src)})</script>`;
}

/** Where an unfinished chunk tag may begin at the end of `text` (-1: nothing to hold back). */
function unfinishedTagAt(text: string): number {
  const at = text.lastIndexOf('<');
  if (at < 0 || text.length - at > MAX_TAG) return -1;
  const tail = text.slice(at);
  if (tail.length < TAG_START.length) return TAG_START.startsWith(tail) ? at : -1;
  return tail.startsWith(TAG_START) && !tail.includes('>') ? at : -1;
}

/** A closing `</script>` split from its opening tag: hold the whole tag back until it is complete. */
function unfinishedElementAt(text: string): number {
  const at = text.lastIndexOf(TAG_START);
  if (at < 0 || text.length - at > MAX_TAG) return -1;
  const tail = text.slice(at);
  return tail.includes('</script>') ? -1 : at;
}

export interface ScriptDeferrer {
  /** Rewrites what can be rewritten so far; may hold back the end of the text for the next call. */
  push(text: string): string;
  /** The text still held back, at the end of the document. */
  end(): string;
  readonly deferredCount: number;
}

export function createScriptDeferrer(): ScriptDeferrer {
  let held = '';
  let count = 0;
  const rewrite = (text: string) =>
    text.replace(ASYNC_CHUNK, (_tag, src: string) => {
      count += 1;
      return (count === 1 ? `<script>${LOADER}</script>` : '') + deferred(src);
    });
  return {
    push(text) {
      const all = held + text;
      const holdAt = Math.min(...[unfinishedTagAt(all), unfinishedElementAt(all)].map((at) => (at < 0 ? Infinity : at)));
      const ready = all.slice(0, holdAt);
      held = all.slice(ready.length);
      return rewrite(ready);
    },
    end() {
      const rest = rewrite(held);
      held = '';
      return rest;
    },
    get deferredCount() {
      return count;
    },
  };
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * Rewrites the response's body through a script deferrer when it turns out to be HTML. Install
 * it after any compression wrapper on the same response, so it sees the body before it is compressed.
 */
export function hydrateAfterPaint(res: ServerResponse): void {
  let deferrer: ScriptDeferrer | null = null;
  let decoder: StringDecoder | null = null;
  onHeaders(res, function (this: ServerResponse) {
    if (!/^text\/html\b/i.test(String(this.getHeader('content-type') ?? ''))) return;
    deferrer = createScriptDeferrer();
    decoder = new StringDecoder('utf8');
    this.removeHeader('content-length');
  });
  const write = res.write.bind(res) as (chunk: Chunk, encoding?: BufferEncoding, cb?: Callback) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding, cb?: Callback) => ServerResponse;
  const text = (chunk: Chunk, encoding?: BufferEncoding) =>
    typeof chunk === 'string' ? Buffer.from(chunk, encoding).toString('utf8') : decoder!.write(chunk);
  const split = (encodingOrCb?: BufferEncoding | Callback, cb?: Callback) =>
    typeof encodingOrCb === 'function' ? { encoding: undefined, cb: encodingOrCb } : { encoding: encodingOrCb, cb };

  res.write = function (chunk: Chunk, encodingOrCb?: BufferEncoding | Callback, maybeCb?: Callback): boolean {
    const { encoding, cb } = split(encodingOrCb, maybeCb);
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!deferrer) return write(chunk, encoding, cb);
    const out = deferrer.push(text(chunk, encoding));
    if (out) return write(out, 'utf8', cb);
    if (cb) process.nextTick(cb);
    return true;
  } as ServerResponse['write'];

  res.end = function (chunkOrCb?: Chunk | Callback, encodingOrCb?: BufferEncoding | Callback, maybeCb?: Callback): ServerResponse {
    const chunk = typeof chunkOrCb === 'function' ? undefined : chunkOrCb;
    const { encoding, cb } = typeof chunkOrCb === 'function' ? { encoding: undefined, cb: chunkOrCb } : split(encodingOrCb, maybeCb);
    if (!res.headersSent) {
      // the whole body is known: say so, as compression's size threshold expects
      if (chunk != null && !res.hasHeader('content-length')) {
        res.setHeader('content-length', typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.byteLength);
      }
      res.writeHead(res.statusCode);
    }
    if (!deferrer) return end(chunk, encoding, cb);
    const last = (chunk == null ? '' : text(chunk, encoding)) + decoder!.end();
    return end(deferrer.push(last) + deferrer.end(), 'utf8', cb);
  } as ServerResponse['end'];
}
