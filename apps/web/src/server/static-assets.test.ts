import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, precompressStatic, staticAssetServer } from './static-assets';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('precompressed static files', () => {
  let root: string;
  let dir: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'static-'));
    dir = join(root, 'static');
    await mkdir(join(dir, 'chunks'), { recursive: true });
    await writeFile(join(dir, 'chunks/app.js'), script);
    await writeFile(join(dir, 'chunks/tiny.js'), '1');
    await writeFile(join(dir, 'font.woff2'), 'x'.repeat(4000));
    await writeFile(join(dir, '..', 'secret.js'), script);
    await precompressStatic(dir);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text files only', async () => {
    expect(brotliDecompressSync(await readFile(join(dir, 'chunks/app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(dir, 'chunks/app.js.gz'))).toString()).toBe(script);
    await expect(readFile(join(dir, 'chunks/tiny.js.br'))).rejects.toThrow();
    await expect(readFile(join(dir, 'font.woff2.br'))).rejects.toThrow();
  });

  it('answers with the copy the browser accepts, else leaves the request to Next', async () => {
    const find = staticAssetServer(dir);
    const br = await find('/_next/static/chunks/app.js?v=1', 'gzip, br');
    expect(br).toMatchObject({ encoding: 'br', contentType: 'application/javascript; charset=UTF-8' });
    expect(brotliDecompressSync(br!.body).toString()).toBe(script);
    expect((await find('/_next/static/chunks/app.js', 'gzip'))?.encoding).toBe('gzip');
    expect(await find('/_next/static/chunks/app.js', undefined)).toBeNull();
    expect(await find('/_next/static/chunks/tiny.js', 'br')).toBeNull();
    expect(await find('/_next/static/font.woff2', 'br')).toBeNull();
    expect(await find('/_next/static/chunks/missing.js', 'br')).toBeNull();
    expect(await find('/_next/static/chunks/app.js.br', 'br')).toBeNull();
  });

  it('never leaves the static folder', async () => {
    const find = staticAssetServer(dir);
    expect(await find('/_next/static/../secret.js', 'br')).toBeNull();
    expect(await find('/_next/static/%2e%2e/secret.js', 'br')).toBeNull();
    expect(await find('/_next/static/chunks/%2e%2e/%2e%2e/secret.js', 'br')).toBeNull();
  });
});
