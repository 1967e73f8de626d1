import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CacheBus, connectCacheBus, openCacheBus } from '@shop/server/cache/cache-bus';
import { type App, buildApp } from '@shop/server/http/app';
import { insertCatalog, itemName } from '@shop/server/modules/resource/resource-fixtures';
import { createStaff, signInStaff } from '@shop/server/testing/admin-fixtures';
import { type TestDb, createTestDb } from '@shop/server/testing/databases';
import { testRedisUrl } from '@shop/server/testing/redis';
import { testEnv } from '@shop/server/testing/test-app';
import { PAGE_CACHE_HEADER, createPageCache } from './page-cache';
import { nextStandIn, policyNonce, priceOf, scriptNonces } from './page-cache-fixtures';
import { pageHandler } from './page-handler';

const redisUrl = await testRedisUrl();
const namespace = `test-pages-${process.pid}-${Date.now()}`;
const STAFF = { email: 'pages@example.om', name: 'Pages Staff', password: 'pages staff password' };

const within = async (ms: number, done: () => Promise<boolean>): Promise<number> => {
  const start = performance.now();
  while (!(await done())) {
    if (performance.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - start;
};

describe.skipIf(!redisUrl)('the shared page cache (Redis)', () => {
  let db: TestDb;
  let a: App;
  let b: App;
  let busA: CacheBus;
  let busB: CacheBus;
  let staff: { cookie: string; csrf: string };
  const rendersA = new Map<string, number>();
  const rendersB = new Map<string, number>();

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    await insertCatalog(db);
    await createStaff(db, STAFF);
    // node A: this process's bus (its changes are announced); node B: a second bus on the same Redis
    busA = await connectCacheBus(redisUrl!, { namespace });
    busB = await openCacheBus(redisUrl!, { namespace, onRemoteChange: () => {} });
    a = await buildApp({ db, env: testEnv() });
    a.all('/*', pageHandler(nextStandIn(a, rendersA), createPageCache({ bus: busA })));
    b = await buildApp({ db, env: testEnv() });
    b.all('/*', pageHandler(nextStandIn(b, rendersB), createPageCache({ bus: busB })));
    await Promise.all([a.ready(), b.ready()]);
    staff = await signInStaff(a, STAFF.email, STAFF.password);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await busA?.redis.del(`${namespace}:changes:version`);
    await busA?.close();
    await busB?.close();
    await db?.close();
  });

  const page = (app: App, url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('a catalog page served twice is rendered once, in each language, the copy compressed as asked', async () => {
    for (const url of ['/product/serum-5', '/ar/product/serum-5', '/', '/ar', '/shop?excludeOutOfStock=1']) {
      const first = await page(a, url);
      expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
      const second = await page(a, url, { 'accept-encoding': 'br' });
      expect(second.statusCode).toBe(200);
      expect(second.headers[PAGE_CACHE_HEADER]).toBe('hit');
      expect(second.headers['content-encoding']).toBe('br');
      expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(priceOf(brotliDecompressSync(second.rawPayload).toString())).toBe(priceOf(first.body));
      expect(rendersA.get(url)).toBe(1);
    }
  });

  it('counts its lookups for /metrics: a miss, a hit from this node, a hit from Redis on another node', async () => {
    const lookups = async (app: App) => {
      const text = (await app.inject({ url: '/metrics' })).body;
      const count = (result: string) =>
        Number(new RegExp(`^shop_page_cache_lookups_total\\{result="${result}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      return { miss: count('miss'), hit_local: count('hit_local'), hit_shared: count('hit_shared') };
    };
    const before = await lookups(a);
    const url = '/product/serum-5?metrics=1';
    expect((await page(a, url)).headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect((await page(a, url)).headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect((await page(b, url)).headers[PAGE_CACHE_HEADER]).toBe('hit');
    // one process, one registry: both nodes count into the same series here
    expect(await lookups(a)).toEqual({
      miss: before.miss + 1,
      hit_local: before.hit_local + 1,
      hit_shared: before.hit_shared + 1,
    });
  });

  it('a page Next streams in several writes is stored whole', async () => {
    const url = '/shop?excludeOutOfStock=1&chunks=1';
    const first = await page(a, url);
    const second = await page(a, url);
    expect(second.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(second.body.startsWith('<!-- streamed --><!doctype html>')).toBe(true);
    expect(second.body.length).toBe(first.body.length);
    expect(rendersA.get(url)).toBe(1);
  });

  it('a page rendered on node A is served by node B from Redis, B rendering nothing', async () => {
    const first = await page(a, '/ar/shop?excludeOutOfStock=0');
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    const onB = await page(b, '/ar/shop?excludeOutOfStock=0');
    expect(onB.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(priceOf(onB.body)).toBe(priceOf(first.body));
    expect(rendersB.get('/ar/shop?excludeOutOfStock=0')).toBeUndefined();
  });

  it('every copy gets a fresh nonce: the policy’s, on every script and in the payload', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const reply = await page(a, '/product/serum-5');
      expect(reply.headers[PAGE_CACHE_HEADER]).toBe('hit');
      const nonce = policyNonce(reply.headers['content-security-policy'])!;
      expect(scriptNonces(reply.body)).toEqual([nonce, nonce]);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it('a copy carries the locale cookie only when the shopper’s differs, as proxy.ts does', async () => {
    expect((await page(a, '/ar/product/serum-5')).headers['set-cookie']).toBe(
      'gg_locale=ar-OM; Path=/; Max-Age=31536000; SameSite=lax',
    );
    expect((await page(a, '/ar/product/serum-5', { cookie: 'gg_locale=ar-OM' })).headers['set-cookie']).toBeUndefined();
  });

  it('an admin price change on node A: the next page on A shows it, and node B’s within 1 s', async () => {
    await page(b, '/product/serum-5');
    expect(priceOf((await page(b, '/product/serum-5')).body)).toBe('4.5');
    expect(priceOf((await page(a, '/product/serum-5')).body)).toBe('4.5');
    const changed = await a.inject({
      method: 'PATCH',
      url: `/api/admin/catalog/items/${itemName(5)}`,
      payload: { custom_sale_price: 3.25 },
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(priceOf((await page(a, '/product/serum-5')).body)).toBe('3.25');
    const took = await within(1000, async () => priceOf((await page(b, '/product/serum-5')).body) === '3.25');
    expect(took).toBeLessThan(1000);
    const again = await page(b, '/product/serum-5');
    expect(again.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(priceOf(again.body)).toBe('3.25');
  });

  const uncached = async (url: string, headers: Record<string, string> = {}) => {
    const before = rendersA.get(url) ?? 0;
    for (let i = 0; i < 2; i++) expect((await page(a, url, headers)).headers[PAGE_CACHE_HEADER]).toBeUndefined();
    expect(rendersA.get(url)).toBe(before + 2);
  };

  it('never caches personal pages: cart, account, checkout, order and payment pages', async () => {
    for (const url of [
      '/cart',
      '/user',
      '/checkout',
      '/order-success?order=SO-1',
      '/order-placed',
      '/order-failed',
      '/payment-verify?id=1',
      '/ar/cart',
      '/admin',
    ]) {
      await uncached(url);
    }
  });

  it('never caches the results of a search: each search reaches the page, which logs it for the team', async () => {
    await page(a, '/shop?q=serum');
    await uncached('/shop?q=serum');
    await uncached('/ar/shop?excludeOutOfStock=1&q=%D8%B3%D9%8A%D8%B1%D9%88%D9%85');
  });

  it('never answers from the cache for staff, client-router fetches, prefetches or non-documents', async () => {
    await page(a, '/product/serum-1');
    await uncached('/product/serum-1', { cookie: 'gg_staff=s' });
    await uncached('/product/serum-1', { rsc: '1' });
    await uncached('/product/serum-1', { 'next-router-prefetch': '1' });
    await uncached('/product/serum-1', { 'next-router-state-tree': '%5B%5D' });
    await uncached('/product/serum-1', { 'sec-fetch-dest': 'empty' });
    const head = await a.inject({ method: 'HEAD', url: '/product/serum-1' });
    expect(head.headers[PAGE_CACHE_HEADER]).toBeUndefined();
  });

  it('never answers a plain URL the proxy would redirect to Arabic (remembered or asked for)', async () => {
    await page(a, '/product/serum-2');
    await uncached('/product/serum-2', { cookie: 'gg_locale=ar-OM' });
    await uncached('/product/serum-2', { 'accept-language': 'ar,en;q=0.5' });
    await uncached('/en/product/serum-2');
    expect(
      (await page(a, '/product/serum-2', { cookie: 'gg_locale=en-OM', 'accept-language': 'ar' })).headers[
        PAGE_CACHE_HEADER
      ],
    ).toBe('hit');
  });

  it('never stores a 404 or an answer that sets a cookie other than the locale', async () => {
    for (const url of ['/product/missing', '/product/serum-3?account=1']) {
      await page(a, url);
      expect((await page(a, url)).headers[PAGE_CACHE_HEADER]).toBe('miss');
      expect(rendersA.get(url)).toBe(2);
    }
  });
});
