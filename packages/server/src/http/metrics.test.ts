import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env';
import { insertCheckoutData, orderBody } from '../modules/orders/order-fixtures';
import { type TestDb, createTestDb, testEngines } from '../testing/databases';
import { PRODUCTION_SETTINGS } from '../testing/production-settings';
import { testEnv } from '../testing/test-app';
import { type App, buildApp } from './app';

/** The address ceiling these tests count to: set low (its default, 1000, is tested in client-limits.test.ts). */
const ORDER_LIMIT = 30;
const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const productionEnv = (extra: Record<string, string> = {}) =>
  parseEnv({
    ...PRODUCTION_SETTINGS,
    LOG_LEVEL: 'silent',
    MEDIA_DIR: join(tmpdir(), 'shop-metrics-test-media'),
    ...extra,
  });

/** The value of one series in a Prometheus text exposition (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('who may read /metrics', () => {
  let db: TestDb;
  const apps: App[] = [];
  const open = async (env: ReturnType<typeof testEnv>) => {
    const app = await buildApp({ db, env });
    apps.push(app);
    await app.ready();
    return app;
  };
  beforeAll(async () => {
    db = await createTestDb('sqlite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.close();
  });

  it('production without METRICS_TOKEN: 404, as if there were no such page', async () => {
    const app = await open(productionEnv());
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything-at-all-here' } })).statusCode,
    ).toBe(404);
  });

  it('with METRICS_TOKEN: only `Authorization: Bearer <token>` reads them', async () => {
    const app = await open(productionEnv({ METRICS_TOKEN }));
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}x` } })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: '/metrics', headers: { authorization: `token ${METRICS_TOKEN}` } })).statusCode,
    ).toBe(401);
    const allowed = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(allowed.body).toMatch(/^# HELP http_request_duration_seconds /m);
  });

  it('outside production without a token they are open (a developer reads them)', async () => {
    const app = await open(testEnv());
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(200);
  });

  it('METRICS_TOKEN is a setting of at least 16 characters', () => {
    expect(() => testEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });
});

describe.each(await testEngines())('what /metrics counts on %s', (engine) => {
  let db: TestDb;
  let app: App;
  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCheckoutData(db);
    app = await buildApp({ db, env: testEnv({ METRICS_TOKEN, ORDER_REQUESTS_PER_ADDRESS: String(ORDER_LIMIT) }) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  const scrape = async () =>
    (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;

  it('requests by route pattern and status class, never the raw URL', async () => {
    const series =
      'http_request_duration_seconds_count{method="GET",route="/api/resource/:doctype/:name",status_class="4xx"}';
    const before = sample(await scrape(), series);
    await app.inject({
      url: '/api/resource/Website%20Item/NO-SUCH-1',
      headers: { authorization: 'token nobody:nothing' },
    });
    await app.inject({
      url: '/api/resource/Website%20Item/NO-SUCH-2',
      headers: { authorization: 'token nobody:nothing' },
    });
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 2);
    expect(text).not.toMatch(/NO-SUCH/);
  });

  it('orders placed and failed, and rate-limit refusals', async () => {
    const before = await scrape();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/orders',
          remoteAddress: '203.0.113.9',
          payload: orderBody([['SKU-5', 1]]),
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/orders',
          remoteAddress: '203.0.113.9',
          payload: orderBody([['NO-SUCH', 1]]),
        })
      ).statusCode,
    ).toBe(409);
    for (let i = 2; i < ORDER_LIMIT; i++)
      await app.inject({ method: 'POST', url: '/api/orders', remoteAddress: '203.0.113.9', payload: {} });
    expect(
      (await app.inject({ method: 'POST', url: '/api/orders', remoteAddress: '203.0.113.9', payload: {} })).statusCode,
    ).toBe(429);
    const after = await scrape();
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta('shop_orders_placed_total{payment="COD"}')).toBe(1);
    expect(delta('shop_orders_failed_total{kind="ConflictError"}')).toBe(1);
    expect(delta('shop_rate_limit_refusals_total{route="/api/orders"}')).toBe(1);
  });

  it.runIf(engine === 'postgres')('the PostgreSQL pools: connections open, idle and waiting', async () => {
    const text = await scrape();
    expect(text).toMatch(/^db_pool_connections_total\{pool="main"\} \d+$/m);
    expect(text).toMatch(/^db_pool_connections_idle\{pool="main"\} \d+$/m);
    expect(text).toMatch(/^db_pool_requests_waiting\{pool="main"\} 0$/m);
  });
});
