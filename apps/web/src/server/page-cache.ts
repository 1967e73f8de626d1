import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CacheBus } from '@shop/server/cache/cache-bus';
import { onLocalChange } from '@shop/server/cache/local-changes';
import { cspNonce } from '@shop/server/http/security-headers';
import { pageCacheLookups } from '@shop/server/observability/metrics';
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale, preferredLocale, splitLocalePath } from '../lib/i18n/locale';
import { isDocumentRequest } from './error-shell';
import { type CopyLimits, PageCopies, type ReadyPage } from './page-copies';

/**
 * The catalog pages (home, /shop, /product/…, in every language) shared by all nodes through
 * Redis, or kept by this one process when there is none (the embedded start). What may be served from it and stored in it, why the HTML is kept uncompressed and how
 * its nonce is renewed: README.md, "The shared page cache".
 */
export const PAGE_CACHE_HEADER = 'x-page-cache';
const STAFF_COOKIE = 'gg_staff';
const YEAR_S = 60 * 60 * 24 * 365;
/** Written here for every response, or by Fastify's hooks before the page handler runs: never replayed. */
const UNSTORED = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  PAGE_CACHE_HEADER,
]);

const isCatalogPath = (path: string) => path === '/' || path === '/shop' || path.startsWith('/product/');

function cookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/** The locale proxy.ts sends a document load of a plain (English) URL to: the remembered one, else Accept-Language's. */
function preferredLocaleOf(req: IncomingMessage): Locale {
  return preferredLocale(cookie(req, LOCALE_COOKIE), req.headers['accept-language']);
}

/** The page's locale if this request may be answered from the cache (and its answer stored), else null. */
function cacheableLocale(req: IncomingMessage): Locale | null {
  if (req.method !== 'GET' || !isDocumentRequest(req) || req.headers['next-router-state-tree'] !== undefined)
    return null;
  const url = req.url ?? '/';
  const { locale, path } = splitLocalePath(url.split('?')[0]!);
  if (!isCatalogPath(path) || /^\/en(\/|$)/.test(url)) return null;
  if (cookie(req, STAFF_COOKIE) !== undefined) return null;
  // a search's results: each one is logged for the team's zero-result report, and typed texts are endless keys
  if (new URLSearchParams(url.split('?')[1] ?? '').has('q')) return null;
  // proxy.ts redirects this load to the preferred locale's page: Next answers it, never the cache
  if (locale === DEFAULT_LOCALE && preferredLocaleOf(req) !== DEFAULT_LOCALE) return null;
  return locale;
}

interface StoredPage {
  nonce: string;
  headers: Record<string, string | string[]>;
  html: string;
}

/** A request the cache answered, or one for Next: `capture`, when given, is to be called once the response is wrapped for compression, before any other wrapper. */
type PageLookup = { served: true } | { served: false; capture?: () => void };

export interface PageCache {
  serve(req: IncomingMessage, res: ServerResponse): Promise<PageLookup>;
}

export interface PageCacheOptions {
  /** The pages shared by every node (REDIS_URL); without it, this process keeps them alone and counts its own changes. */
  bus?: CacheBus;
  ttlMs?: number;
  /** What this process keeps parsed in memory. */
  local?: Partial<CopyLimits>;
  onError?: (error: unknown) => void;
}

function rememberLocale(req: IncomingMessage, res: ServerResponse, locale: Locale): void {
  if (cookie(req, LOCALE_COOKIE) !== locale)
    res.setHeader('set-cookie', `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_S}; SameSite=lax`);
}

const ready = (page: StoredPage): ReadyPage => ({ headers: page.headers, pieces: page.html.split(page.nonce) });

/** The encoding of a copy: brotli if accepted, else gzip, else none (a q=0 refuses one). */
function copyEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) accepted.add(name.trim());
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * Compressed here, once per copy (its nonce is new), in one synchronous call: measured on a
 * 108 KB product page, the `compression` middleware's stream cost ~10 ms of CPU a page and an
 * asynchronous one-shot call ~1.4 ms (~4 ms under load), a synchronous one 0.67 ms at the
 * middleware's quality 4 (17.5 KB) and 0.49 ms at quality 3 (18.5 KB): 5 % more bytes for a
 * quarter less CPU. A 128 KB window compresses these pages as well as the default 4 MB.
 */
function send(req: IncomingMessage, res: ServerResponse, page: ReadyPage, locale: Locale): void {
  for (const [name, value] of Object.entries(page.headers)) if (!res.hasHeader(name)) res.setHeader(name, value);
  rememberLocale(req, res, locale);
  res.setHeader(PAGE_CACHE_HEADER, 'hit');
  const vary = String(res.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const html = Buffer.from(page.pieces.join(cspNonce(res)));
  const encoding = copyEncoding(req.headers['accept-encoding']);
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 3,
            [constants.BROTLI_PARAM_LGWIN]: 17,
            [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
          },
        })
      : encoding === 'gzip'
        ? gzipSync(html)
        : html;
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.statusCode = 200;
  res.end(body);
}

/** Only the proxy's own locale cookie may come with a stored page (send() writes it afresh); any other cookie keeps it out. */
function setsOtherCookies(res: ServerResponse): boolean {
  const value = res.getHeader('set-cookie');
  const cookies = value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
  return cookies.some((line) => !line.startsWith(`${LOCALE_COOKIE}=`));
}

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

const toBuffer = (chunk: unknown, encoding: unknown) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : Buffer.from(chunk as Uint8Array);

/** Copies Next's bytes as they pass; when the answer is a whole 200 HTML page with no cookie of its own, stores it. */
function capture(res: ServerResponse, store: (page: StoredPage) => void, headersPresent: Set<string>): void {
  const write = res.write as Write;
  const end = res.end as End;
  const chunks: Buffer[] = [];
  let keep = true;
  res.write = ((chunk, encoding, callback) => {
    if (keep && chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(toBuffer(chunk, encoding));
    return write.call(res, chunk, encoding, callback);
  }) as Write as typeof res.write;
  res.end = ((chunk, encoding, callback) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const type = res.getHeader('content-type');
    if (
      keep &&
      res.statusCode === 200 &&
      typeof type === 'string' &&
      type.startsWith('text/html') &&
      !setsOtherCookies(res)
    ) {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value === undefined || UNSTORED.has(name) || headersPresent.has(name)) continue;
        headers[name] = typeof value === 'number' ? String(value) : value;
      }
      store({ nonce: cspNonce(res), headers, html: Buffer.concat(chunks).toString('utf8') });
    }
    keep = false;
    return end.call(res, chunk, encoding, callback);
  }) as End as typeof res.end;
}

type ChangeVersions = Pick<CacheBus, 'namespace' | 'version' | 'announcing'>;

/** Without Redis: this process's own change count, raised by every staff change made here (the caches' `announceChange()`). */
function processVersions(): ChangeVersions {
  let seen = 0;
  onLocalChange(() => (seen += 1));
  return { namespace: 'gg', version: () => seen, announcing: () => false };
}

export function createPageCache({
  bus,
  ttlMs = 60_000,
  local: limits,
  onError = () => {},
}: PageCacheOptions = {}): PageCache {
  const local = new PageCopies({ maxEntries: 500, maxBytes: 64 * 1024 * 1024, ...limits });
  const versions: ChangeVersions = bus ?? processVersions();
  return {
    async serve(req, res) {
      const locale = cacheableLocale(req);
      // a change made here and not yet in Redis: neither the cache nor this render can be trusted to match
      if (locale === null || versions.announcing()) return { served: false };
      const version = versions.version();
      const key = `${versions.namespace}:page:${version}:${locale}:${req.url ?? '/'}`;
      const copy = local.get(key, version);
      if (copy) {
        pageCacheLookups.inc({ result: 'hit_local' });
        send(req, res, copy, locale);
        return { served: true };
      }
      if (bus) {
        let stored: string | null = null;
        let ttl = 0;
        try {
          [stored, ttl] = await Promise.all([bus.redis.get(key), bus.redis.pttl(key)]);
        } catch (error) {
          pageCacheLookups.inc({ result: 'error' });
          onError(error);
          return { served: false };
        }
        if (stored !== null && ttl > 0) {
          pageCacheLookups.inc({ result: 'hit_shared' });
          const page = ready(JSON.parse(stored) as StoredPage);
          local.set(key, version, page, ttl);
          send(req, res, page, locale);
          return { served: true };
        }
      }
      pageCacheLookups.inc({ result: 'miss' });
      res.setHeader(PAGE_CACHE_HEADER, 'miss');
      const present = new Set(Object.keys(res.getHeaders()));
      const store = (page: StoredPage) => {
        if (versions.version() !== version || versions.announcing()) return;
        local.set(key, version, ready(page), ttlMs);
        bus?.redis.set(key, JSON.stringify(page), 'PX', ttlMs).catch(onError);
      };
      return { served: false, capture: () => capture(res, store, present) };
    },
  };
}
