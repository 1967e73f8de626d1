import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../http/app';
import { type TestDb, createTestDb } from '../../testing/databases';
import { rawGet } from '../../testing/raw-http';
import { testEnv } from '../../testing/test-app';
import { OG_IMAGE_MAX_BYTES, OG_IMAGE_SIDE, isFreshCopy, parseOgPath } from './og-images.service';

const JPEG_MAGIC = [0xff, 0xd8, 0xff];

/** Every file under a folder, as relative paths. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(folder.length + 1))
    .sort();
}

describe('parseOgPath', () => {
  it('names the source and the cached file of a rendition', () => {
    expect(parseOgPath('products/lunara-1.v1.webp.jpg')).toEqual({
      ok: true,
      target: { kind: 'image', sourceKey: 'products/lunara-1.v1.webp', cacheKey: 'og/products/lunara-1.v1.webp.jpg' },
    });
    expect(parseOgPath('Face%20Care.PNG.jpg')).toMatchObject({ ok: true, target: { sourceKey: 'Face Care.PNG' } });
    expect(parseOgPath('placeholder.jpg')).toMatchObject({ ok: true, target: { kind: 'placeholder' } });
  });

  it('refuses traversal and odd segments before any file is touched', () => {
    for (const path of [
      '../x.webp.jpg',
      '%2e%2e/x.webp.jpg',
      'a/./x.webp.jpg',
      'a%2Fx.webp.jpg',
      'a%5cx.webp.jpg',
      'a\\x.webp.jpg',
      'x%00.webp.jpg',
      '/etc/x.png.jpg',
      'a//x.webp.jpg',
      '%E0%A4%A.webp.jpg',
    ]) {
      expect(parseOgPath(path), path).toEqual({ ok: false, error: 'invalid-path' });
    }
  });

  it('does not find what is not a WebP/PNG/JPEG rendition or is itself a rendition', () => {
    for (const path of ['', 'x.webp', 'x.gif.jpg', 'x.svg.jpg', 'x.jpg', 'og/products/x.webp.jpg', 'x.webp.jpeg']) {
      expect(parseOgPath(path), path).toEqual({ ok: false, error: 'not-found' });
    }
  });
});

describe('isFreshCopy', () => {
  it('takes a copy stamped with its source time as fresh, even when the stamp reads back a hair early', () => {
    expect(isFreshCopy(1_732_451_234_567, 1_732_451_234_567.891)).toBe(true);
    expect(isFreshCopy(1_732_451_234_566.999, 1_732_451_234_567.891)).toBe(true);
  });

  it('takes a copy older than its source by a millisecond or more as stale', () => {
    expect(isFreshCopy(1_732_451_234_566, 1_732_451_234_567.891)).toBe(false);
    expect(isFreshCopy(1_732_451_234_567, 1_732_451_239_567)).toBe(false);
  });
});

describe('GET /media/og/<key>.jpg', () => {
  let db: TestDb;
  let app: App;
  let port: number;
  let root: string;
  let media: string;
  const get = (url: string) => app.inject({ url });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'og-images-'));
    media = join(root, 'media');
    await mkdir(join(media, 'products'), { recursive: true });
    // A WebP larger than the bound, wide, with EXIF that must not survive.
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c79aab' } })
      .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'secret' } })
      .webp({ quality: 90 })
      .toFile(join(media, 'products', 'wide.v1.webp'));
    // A small transparent PNG: contained on white, never enlarged past the square.
    await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toFile(join(media, 'logo.png'));
    // Fine grain all over: at quality 82 this is over 300 KB.
    const grain = Buffer.alloc(1200 * 1200 * 3);
    let seed = 12345;
    for (let i = 0; i < grain.length; i += 1) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      grain[i] = seed >>> 24;
    }
    await sharp(grain, { raw: { width: 1200, height: 1200, channels: 3 } })
      .blur(1.2)
      .jpeg({ quality: 95 })
      .toFile(join(media, 'products', 'busy.jpg'));
    await writeFile(join(media, 'products', 'fake.v1.webp'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(root, 'outside.webp'), await sharp(join(media, 'products', 'wide.v1.webp')).toBuffer());
    db = await createTestDb('sqlite');
    app = await buildApp({ db, env: testEnv({ MEDIA_DIR: media }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers a WebP as a 1200 px JPEG without metadata, written to MEDIA_DIR/og/, with long cache headers', async () => {
    const reply = await get('/media/og/products/wide.v1.webp.jpg');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/jpeg');
    expect(reply.headers['cache-control']).toBe('public, max-age=604800, immutable');
    const body = reply.rawPayload;
    expect([...body.subarray(0, 3)]).toEqual(JPEG_MAGIC);
    expect(body.length).toBeLessThanOrEqual(OG_IMAGE_MAX_BYTES);
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: OG_IMAGE_SIDE, height: OG_IMAGE_SIDE });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(body.includes('secret-owner')).toBe(false);
    expect(await readFile(join(media, 'og', 'products', 'wide.v1.webp.jpg'))).toEqual(body);
    // The static route still serves the WebP itself.
    const webp = await get('/media/products/wide.v1.webp');
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('serves the second request from the file on disk, and draws again once the source changes', async () => {
    const url = '/media/og/products/wide.v1.webp.jpg';
    const cached = join(media, 'og', 'products', 'wide.v1.webp.jpg');
    const source = join(media, 'products', 'wide.v1.webp');
    // Stand a recognisable file in for the cached rendition, as old as its source.
    const marker = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000000' } })
      .jpeg()
      .toBuffer();
    await writeFile(cached, marker);
    const { mtime } = await stat(source);
    await utimes(cached, mtime, mtime);
    expect((await get(url)).rawPayload).toEqual(marker);

    const later = new Date(mtime.getTime() + 5000);
    await utimes(source, later, later);
    const redrawn = (await get(url)).rawPayload;
    expect(await sharp(redrawn).metadata()).toMatchObject({ width: OG_IMAGE_SIDE, height: OG_IMAGE_SIDE });
    expect(await readFile(cached)).toEqual(redrawn);
  });

  it('contains a small transparent PNG on white and keeps a busy photo under 300 KB', async () => {
    const png = await get('/media/og/logo.png.jpg');
    expect(png.statusCode).toBe(200);
    const { data, info } = await sharp(png.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: OG_IMAGE_SIDE, height: OG_IMAGE_SIDE, channels: 3 });
    expect(Math.min(data[0]!, data[1]!, data[2]!)).toBeGreaterThan(245);

    const atQuality82 = await sharp(join(media, 'products', 'busy.jpg'))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    expect(atQuality82.length).toBeGreaterThan(OG_IMAGE_MAX_BYTES);
    const busy = await get('/media/og/products/busy.jpg.jpg');
    expect(busy.statusCode).toBe(200);
    expect(busy.rawPayload.length).toBeLessThanOrEqual(OG_IMAGE_MAX_BYTES);
    expect(await sharp(busy.rawPayload).metadata()).toMatchObject({ width: OG_IMAGE_SIDE, height: OG_IMAGE_SIDE });
  });

  it('gives concurrent first requests the same complete file and leaves no temporary file', async () => {
    await sharp({ create: { width: 700, height: 700, channels: 3, background: '#336699' } })
      .webp()
      .toFile(join(media, 'products', 'fresh.webp'));
    const replies = await Promise.all(Array.from({ length: 6 }, () => get('/media/og/products/fresh.webp.jpg')));
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.rawPayload).toEqual(replies[0]!.rawPayload);
    }
    expect((await readdir(join(media, 'og', 'products'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('serves the placeholder as a JPEG for products without an image', async () => {
    const reply = await get('/media/og/placeholder.jpg');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(reply.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: OG_IMAGE_SIDE,
      height: OG_IMAGE_SIDE,
    });
  });

  it('answers a missing or unreadable source with a 404 in the content envelope, and HEAD alike', async () => {
    for (const url of [
      '/media/og/products/missing.webp.jpg',
      '/media/og/products/fake.v1.webp.jpg',
      '/media/og/products/wide.v1.gif.jpg',
      '/media/og/og/products/wide.v1.webp.jpg.jpg',
      '/media/og/products.jpg',
      '/media/og/',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json(), url).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError' } });
    }
    const head = await app.inject({ method: 'HEAD', url: '/media/og/products/wide.v1.webp.jpg' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses traversal over a real socket and writes nothing outside MEDIA_DIR/og', async () => {
    const before = await filesUnder(root);
    const attempts = [
      '/media/og/../outside.webp.jpg',
      '/media/og/../../outside.webp.jpg',
      '/media/og/%2e%2e/outside.webp.jpg',
      '/media/og/%2E%2E/%2E%2E/outside.webp.jpg',
      '/media/og/..%2Foutside.webp.jpg',
      '/media/og/products%2F..%2F..%2Foutside.webp.jpg',
      '/media/og/%2F' + root.slice(1).split('/').join('%2F') + '%2Foutside.webp.jpg',
      '/media/og//' + root.slice(1) + '/outside.webp.jpg',
      '/media/og/..%5Coutside.webp.jpg',
      '/media/og/products/wide.v1.webp%00.jpg',
      '/media/og/x%ZZ.webp.jpg',
    ];
    for (const path of attempts) {
      const { status, text } = await rawGet(port, path);
      expect(status, path).toBe(400);
      expect(text, path).not.toMatch(/content-type: image\/jpeg/i);
    }
    expect(await filesUnder(root)).toEqual(before);
  });
});
