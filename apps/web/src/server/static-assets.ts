/**
 * Next's build output under /_next/static, served compressed ahead of time.
 *
 * Next compresses every response itself, on every request and with gzip only. Its static files
 * never change after a build (content-hashed names), so `precompressStatic` writes a brotli and
 * a gzip copy of each text file once, after `next build`, and `staticAssetServer` answers with
 * the best copy the browser accepts, kept in memory after the first read. Whatever has no
 * copy (fonts, images, a build without the step) falls through to Next as before.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const STATIC_PREFIX = '/_next/static/';

const contentTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
};

export type Encoding = 'br' | 'gzip';
const suffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Text files below this size gain too little to be worth a second request path. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each compressible file. */
export async function precompressStatic(staticDir: string): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for await (const path of walk(staticDir)) {
    if (!(extname(path) in contentTypes)) continue;
    const body = await readFile(path);
    if (body.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gz(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(path + suffix.br, br), writeFile(path + suffix.gzip, gzipped)]);
    totals.files += 1;
    totals.bytes += body.length;
    totals.br += br.length;
    totals.gzip += gzipped.length;
  }
  return totals;
}

/** The encoding to answer with: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

export interface StaticAsset {
  body: Buffer;
  contentType: string;
  encoding: Encoding;
  etag: string;
}

/**
 * Looks a request path up among the precompressed copies. Returns null (let Next answer) for
 * anything outside the static folder, a file type that is not compressed, or a missing copy.
 */
export function staticAssetServer(staticDir: string) {
  const cache = new Map<string, StaticAsset | null>();

  async function load(relativePath: string, encoding: Encoding): Promise<StaticAsset | null> {
    const key = `${encoding}:${relativePath}`;
    if (cache.has(key)) return cache.get(key)!;
    const path = join(staticDir, relativePath);
    let asset: StaticAsset | null = null;
    try {
      if ((await stat(path)).isFile()) {
        const body = await readFile(path + suffix[encoding]);
        const hash = createHash('sha1').update(body).digest('base64url').slice(0, 16);
        asset = { body, contentType: contentTypes[extname(path)]!, encoding, etag: `"${encoding}-${hash}"` };
      }
    } catch {
      asset = null;
    }
    cache.set(key, asset);
    return asset;
  }

  return async function find(url: string, acceptEncoding: string | undefined): Promise<StaticAsset | null> {
    if (!url.startsWith(STATIC_PREFIX)) return null;
    let relativePath: string;
    try {
      relativePath = decodeURIComponent(url.slice(STATIC_PREFIX.length).split(/[?#]/)[0]!);
    } catch {
      return null;
    }
    if (!(extname(relativePath) in contentTypes)) return null;
    // the path must stay inside the static folder
    const inside = relative(staticDir, join(staticDir, relativePath));
    if (!inside || inside.startsWith('..') || inside.split(sep).includes('..') || relativePath.includes('\0')) return null;
    const encoding = pickEncoding(acceptEncoding);
    return encoding ? load(inside, encoding) : null;
  };
}
