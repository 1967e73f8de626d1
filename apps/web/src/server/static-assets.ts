/**
 * Next's build output under /_next/static, served compressed ahead of time.
 *
 * Next compresses every response itself, on every request and with gzip only. Its static files
 * never change after a build (content-hashed names), so `precompressStatic` writes a brotli and
 * a gzip copy of each text file once, after `next build`, and `serveStaticAssets` serves the
 * build's files with the best copy the browser accepts. Any other path under /_next/static is
 * a small fixed 404 that never reaches Next: 40 000 unknown paths sent to Next's handler kept
 * ~250 MB of memory (bench/static-misses.ts).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { registerImmutableFiles } from '@shop/server/http/immutable-files';

const STATIC_PREFIX = '/_next/static/';

/** The text files worth a compressed copy. */
const compressible = new Set(['.js', '.css', '.json', '.svg', '.txt']);

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
export async function precompressStatic(
  staticDir: string,
): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for await (const path of walk(staticDir)) {
    if (!compressible.has(extname(path))) continue;
    const body = await readFile(path);
    if (body.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gz(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    totals.files += 1;
    totals.bytes += body.length;
    totals.br += br.length;
    totals.gzip += gzipped.length;
  }
  return totals;
}

/** The production build's /_next/static files; every other path under it a fixed 404. */
export async function serveStaticAssets(app: FastifyInstance, staticDir: string): Promise<void> {
  await registerImmutableFiles(app, { root: staticDir, prefix: STATIC_PREFIX });
}
