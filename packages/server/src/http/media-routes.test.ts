import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStorage } from '../adapters/media-storage';
import type { Env } from '../config/env';
import { insertCatalog, resourcePath } from '../modules/resource/resource-fixtures';
import { dataUrl, imageBytes, reviewPayload } from '../modules/reviews/reviews.test-helpers';
import { type TestDb, createTestDb, testEngines } from '../testing/databases';
import { rawGet } from '../testing/raw-http';
import { type TestS3, startTestS3 } from '../testing/s3-server';
import { testEnv } from '../testing/test-app';
import { type App, buildApp } from './app';

const REVIEWS = resourcePath('Website Item Review');

/** Two nodes over one database and one bucket, each with its own (empty) MEDIA_DIR. */
describe.each(await testEngines())('/media/* from the shared bucket, two nodes on %s', (engine) => {
  let db: TestDb;
  let s3: TestS3;
  let env1: Env;
  let node1: App;
  let node2: App;
  let port2: number;

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCatalog(db);
    s3 = await startTestS3();
    env1 = testEnv({ ...s3.settings, MEDIA_DIR: '/nonexistent/node-1-media' });
    node1 = await buildApp({ db, env: env1 });
    node2 = await buildApp({ db, env: testEnv({ ...s3.settings, MEDIA_DIR: '/nonexistent/node-2-media' }) });
    await node1.ready();
    await node2.listen({ port: 0, host: '127.0.0.1' });
    port2 = (node2.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await node1?.close();
    await node2?.close();
    await s3?.close();
    await db?.close();
  });

  it('serves on node 2 the review photo posted through node 1: same bytes, type, validators and caching', async () => {
    const posted = await node1.inject({
      method: 'POST',
      url: REVIEWS,
      payload: JSON.stringify(
        reviewPayload({ images: JSON.stringify([dataUrl('image/png', await imageBytes('png', '#2a6f97', 64))]) }),
      ),
      headers: { 'content-type': 'application/json' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const [url] = JSON.parse(String((posted.json() as { data: { images: string } }).data.images)) as string[];
    expect(url).toMatch(/^\/media\/reviews\/[0-9a-f]{10}-1-[0-9a-f]{8}\.webp$/);

    const stored = await createImageStorage(env1).get(url!.slice('/media/'.length));
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect((await sharp(bytes).metadata()).format).toBe('webp');

    const reply = await node2.inject({ url: url! });
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload).toEqual(bytes);
    expect(reply.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=604800, immutable',
      etag: stored!.etag,
      'last-modified': stored!.lastModified.toUTCString(),
    });

    const revalidated = await node2.inject({ url: url!, headers: { 'if-none-match': stored!.etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);

    const head = await node2.inject({ method: 'HEAD', url: url! });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      etag: stored!.etag,
    });
    expect(head.rawPayload.length).toBe(0);
  });

  it('draws on node 2 the link-preview rendition of an image node 1 stored, and keeps it in the bucket', async () => {
    const storage = createImageStorage(env1);
    await storage.put(
      'products/shared.v1.webp',
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c79aab' } })
        .webp()
        .toBuffer(),
      'image/webp',
    );
    const reply = await node2.inject({ url: '/media/og/products/shared.v1.webp.jpg' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(reply.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 1200 });
    expect(await storage.exists('og/products/shared.v1.webp.jpg')).toBe(true);
    // node 1 reads the rendition node 2 drew
    expect((await node1.inject({ url: '/media/og/products/shared.v1.webp.jpg' })).rawPayload).toEqual(reply.rawPayload);
  });

  it('answers a key with nothing stored with a 404 in the content envelope, GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const reply = await node2.inject({ method, url: '/media/reviews/never-posted.webp' });
      expect(reply.statusCode, method).toBe(404);
    }
    expect((await node2.inject({ url: '/media/reviews/never-posted.webp' })).json()).toMatchObject({
      data: null,
      error: { status: 404, name: 'NotFoundError' },
    });
  });

  it('refuses a path that is no valid key with a 400 over a real socket, before asking the bucket', async () => {
    for (const path of [
      '/media/..%2Fsecret.webp',
      '/media/a%20b.webp',
      '/media/reviews//x.webp',
      '/media/reviews/%2e%2e/x.webp',
      '/media/a%5Cb.webp',
      '/media/x%00.webp',
      '/media/x%ZZ.webp',
    ]) {
      const { status, text } = await rawGet(port2, path);
      expect(status, path).toBe(400);
      expect(text, path).not.toMatch(/content-type: image\//i);
    }
    // what the input guard lets through reaches the route, which names the problem
    expect((await node2.inject({ url: '/media/a%20b.webp' })).json()).toMatchObject({
      data: null,
      error: { status: 400, message: 'Not a valid media path.' },
    });
  });
});
