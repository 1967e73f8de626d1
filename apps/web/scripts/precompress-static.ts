/**
 * After `next build`: a brotli and a gzip copy of every script and stylesheet in .next/static,
 * which the shop's server sends instead of compressing them per request (src/server/static-assets.ts).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressStatic } from '../src/server/static-assets';

const staticDir = resolve(fileURLToPath(import.meta.url), '../../.next/static');
const started = Date.now();
const totals = await precompressStatic(staticDir);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${totals.files} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ${kb(totals.bytes)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gzip)}`,
);
