import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '@shop/server/http/app';
import { bumpCatalogVersion } from '@shop/server/modules/resource/resource-cache';
import { insertCatalog, itemName } from '@shop/server/modules/resource/resource-fixtures';
import { createStaff, signInStaff } from '@shop/server/testing/admin-fixtures';
import { type TestDb, createTestDb } from '@shop/server/testing/databases';
import { testEnv } from '@shop/server/testing/test-app';
import { PAGE_CACHE_HEADER, type PageCacheOptions, createPageCache } from './page-cache';
import { nextStandIn, policyNonce, priceOf, scriptNonces } from './page-cache-fixtures';
import { pageHandler } from './page-handler';

const STAFF = { email: 'memory-pages@example.om', name: 'Memory Pages', password: 'memory pages password' };

describe('the page cache of the embedded start (no Redis)', () => {
  let db: TestDb;
  const apps: App[] = [];
  let staff: { cookie: string; csrf: string };

  /** One process with its own page cache; `during` runs while Next renders, before it answers. */
  async function node(options: PageCacheOptions = {}, during?: (url: string) => void) {
    const app = await buildApp({ db, env: testEnv() });
    const renders = new Map<string, number>();
    const render = nextStandIn(app, renders);
    const handle = async (req: IncomingMessage, res: ServerResponse) => {
      during?.(req.url ?? '/');
      await render(req, res);
    };
    app.all('/*', pageHandler(handle, createPageCache(options)));
    await app.ready();
    apps.push(app);
    const page = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });
    const cacheOf = async (url: string) => (await page(url)).headers[PAGE_CACHE_HEADER];
    return { app, renders, page, cacheOf };
  }

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    await insertCatalog(db);
    await createStaff(db, STAFF);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.close();
  });

  it('a catalog page is rendered once, in each language, every copy compressed as asked with a fresh nonce', async () => {
    const { page, renders } = await node();
    for (const url of ['/product/serum-5', '/ar/product/serum-5', '/', '/ar', '/shop?excludeOutOfStock=1']) {
      const first = await page(url);
      expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
      const nonces = new Set<string>();
      for (let i = 0; i < 3; i++) {
        const copy = await page(url, { 'accept-encoding': 'br' });
        expect(copy.statusCode).toBe(200);
        expect(copy.headers[PAGE_CACHE_HEADER]).toBe('hit');
        expect(copy.headers['content-encoding']).toBe('br');
        const html = brotliDecompressSync(copy.rawPayload).toString();
        expect(priceOf(html)).toBe(priceOf(first.body));
        const nonce = policyNonce(copy.headers['content-security-policy'])!;
        expect(scriptNonces(html)).toEqual([nonce, nonce]);
        nonces.add(nonce);
      }
      expect(nonces.size).toBe(3);
      expect(renders.get(url)).toBe(1);
    }
  });

  it('a staff price change: the very next view shows the new price, and is cached again', async () => {
    const { app, page, renders } = await node();
    staff = await signInStaff(app, STAFF.email, STAFF.password);
    const url = '/product/serum-5?change=1';
    await page(url);
    expect(priceOf((await page(url)).body)).toBe('4.5');
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/catalog/items/${itemName(5)}`,
      payload: { custom_sale_price: 3.25 },
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await page(url);
    expect(after.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(priceOf(after.body)).toBe('3.25');
    expect((await page(url)).headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(renders.get(url)).toBe(2);
  });

  it('a page whose render was under way when a change landed is not stored', async () => {
    const { cacheOf, renders } = await node({}, (url) => url.includes('racing') && bumpCatalogVersion());
    const url = '/product/serum-6?racing=1';
    expect(await cacheOf(url)).toBe('miss');
    expect(await cacheOf(url)).toBe('miss');
    expect(renders.get(url)).toBe(2);
  });

  it('a copy lives for the TTL, then the page is rendered anew', async () => {
    const { cacheOf } = await node({ ttlMs: 300 });
    const stored = performance.now();
    expect(await cacheOf('/product/serum-7')).toBe('miss');
    expect(await cacheOf('/product/serum-7')).toBe('hit');
    while ((await cacheOf('/product/serum-7')) === 'hit') await new Promise((resolve) => setTimeout(resolve, 20));
    expect(performance.now() - stored).toBeGreaterThanOrEqual(290);
  });

  it('keeps at most its number of pages, the least recently served out first', async () => {
    const { cacheOf } = await node({ local: { maxEntries: 2 } });
    for (const url of ['/product/serum-1', '/product/serum-2']) expect(await cacheOf(url)).toBe('miss');
    expect(await cacheOf('/product/serum-1')).toBe('hit');
    expect(await cacheOf('/product/serum-3')).toBe('miss');
    expect(await cacheOf('/product/serum-1')).toBe('hit');
    expect(await cacheOf('/product/serum-2')).toBe('miss');
  });

  it('keeps at most its bytes of HTML: a page larger than that is never stored', async () => {
    const { cacheOf } = await node({ local: { maxBytes: 1000 } });
    expect(await cacheOf('/product/serum-4')).toBe('miss');
    expect(await cacheOf('/product/serum-4')).toBe('miss');
  });

  it('never caches personal pages, staff views or client-router fetches', async () => {
    const { page, renders } = await node();
    for (const [url, headers] of [
      ['/cart', {}],
      ['/checkout', {}],
      ['/product/serum-8', { cookie: 'gg_staff=s' }],
      ['/product/serum-8', { rsc: '1' }],
    ] as const) {
      const before = renders.get(url) ?? 0;
      for (let i = 0; i < 2; i++) expect((await page(url, headers)).headers[PAGE_CACHE_HEADER]).toBeUndefined();
      expect(renders.get(url)).toBe(before + 2);
    }
  });
});
