import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressStatic, serveStaticAssets } from './static-assets';

describe('precompressed static files', () => {
  let root: string;
  let dir: string;
  let app: FastifyInstance;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'static-'));
    dir = join(root, 'static');
    await mkdir(join(dir, 'chunks'), { recursive: true });
    await writeFile(join(dir, 'chunks/app.js'), script);
    await writeFile(join(dir, 'chunks/tiny.js'), '1');
    await writeFile(join(dir, 'font.woff2'), 'x'.repeat(4000));
    await writeFile(join(dir, '..', 'secret.js'), script);
    await precompressStatic(dir);
    app = Fastify();
    await serveStaticAssets(app, dir);
    app.get('/*', async () => 'the page handler');
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of text files only', async () => {
    expect(brotliDecompressSync(await readFile(join(dir, 'chunks/app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(dir, 'chunks/app.js.gz'))).toString()).toBe(script);
    await expect(readFile(join(dir, 'chunks/tiny.js.br'))).rejects.toThrow();
    await expect(readFile(join(dir, 'font.woff2.br'))).rejects.toThrow();
  });

  it('answers with the copy the browser accepts, cached for a year as immutable, varying on Accept-Encoding', async () => {
    const br = await get('/_next/static/chunks/app.js?v=1', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=utf-8',
      vary: 'accept-encoding',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzipped = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    expect(
      (await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br;q=0, gzip;q=0.8' })).headers[
        'content-encoding'
      ],
    ).toBe('gzip');
    const plain = await get('/_next/static/chunks/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(script);
  });

  it('files without a copy (small scripts, fonts) are sent as they are', async () => {
    const tiny = await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' });
    expect([tiny.statusCode, tiny.body, tiny.headers['content-encoding']]).toEqual([200, '1', undefined]);
    const font = await get('/_next/static/font.woff2', { 'accept-encoding': 'br' });
    expect([font.statusCode, font.headers['content-type'], font.headers['cache-control']]).toEqual([
      200,
      'font/woff2',
      'public, max-age=31536000, immutable',
    ]);
  });

  it('an ETag per encoded copy, and 304 when the browser has it', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).not.toBe(
      String((await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })).headers.etag),
    );
    const again = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('any other path under /_next/static is a small fixed 404 that never reaches the page handler or the disk', async () => {
    for (const url of [
      '/_next/static/chunks/missing.js',
      '/_next/static/nope',
      '/_next/static/chunks/app.js.br',
      '/_next/static/chunks/',
    ]) {
      const miss = await get(url, { 'accept-encoding': 'br' });
      expect([miss.statusCode, miss.body, miss.headers['cache-control']], url).toEqual([404, 'Not Found', 'no-store']);
    }
    await writeFile(join(dir, 'chunks/late.js'), script);
    expect((await get('/_next/static/chunks/late.js')).statusCode).toBe(404);
    expect((await get('/shop')).body).toBe('the page handler');
  });

  it('never leaves the static folder', async () => {
    for (const url of [
      '/_next/static/../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/chunks/%2e%2e/%2e%2e/secret.js',
    ]) {
      const reply = await get(url, { 'accept-encoding': 'br' });
      expect(reply.body, url).not.toContain('xxxx');
    }
  });
});
