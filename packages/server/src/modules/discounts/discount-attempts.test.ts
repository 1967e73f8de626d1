import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { DomainError } from '../../errors';
import { toTimestamp } from '../../db/time';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { WAREHOUSE, buildTestApp } from '../../testing/test-app';
import { limitedClient } from '../rate-limit/client-address';
import { FAILED_CHECK_LIMIT, FAILED_CHECK_WINDOW_MS } from './discount-attempts';
import { checkDiscountCode } from './discounts.service';
import { insertCheckoutData, orderBody } from '../orders/order-fixtures';

const line = { item_code: 'SKU-1', quantity: 1 };
const tooManyTries = {
  status: 429,
  name: 'RateLimitError',
  code: 'discount.too_many_tries',
  message: 'Too many discount codes tried. Please wait a few minutes and try again.',
  params: {},
  details: { limit: 'discount_refusals_per_device' },
};
/** Without an X-Device-Id a client is its address's one device: both rows count (rate-limit/README.md). */
const keysOf = (ip: string) => [`discount-check-device:address:${ip}`, `discount-check:${ip}`];

/** Guessing codes: each client gets FAILED_CHECK_LIMIT refused checks per window, then 429s. */
describe.each(await testEngines())('failed discount checks per IP on %s', (engine) => {
  let db: TestDb;
  let app: App;

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCheckoutData(db);
    app = await buildTestApp(db);
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom('rate_limit').execute();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (code: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/discount-check',
      remoteAddress,
      payload: { discount_code: code, items: [line] },
    });

  it(`after ${FAILED_CHECK_LIMIT} refused checks the IP gets a 429 in Strapi's body, even for a valid code; other IPs do not`, async () => {
    for (let i = 0; i < FAILED_CHECK_LIMIT; i++) {
      const reply = await post(`GUESS${i}`, '203.0.113.7');
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toMatchObject({ status: false, reason: 'This code does not exist.' });
    }
    for (const code of ['GUESS99', 'GLOW10']) {
      const blocked = await post(code, '203.0.113.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        data: null,
        error: tooManyTries,
      });
    }
    expect((await post('GLOW10', '198.51.100.2')).json().data).toMatchObject({ status: true });
    const rows = await db.kysely.selectFrom('rate_limit').select(['key', 'count']).orderBy('key').execute();
    expect(rows).toEqual(keysOf('203.0.113.7').map((key) => ({ key, count: FAILED_CHECK_LIMIT })));
  });

  it('an order or a quote with a code counts toward the same limit: over it, the same 429 and no order, never "does not exist"', async () => {
    const client = '203.0.113.9';
    for (let i = 0; i < FAILED_CHECK_LIMIT - 2; i++) expect((await post(`GUESS${i}`, client)).statusCode).toBe(200);
    const quote = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/quote',
        remoteAddress: client,
        payload: { items: [line], discount_code: code },
      });
    const place = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: client,
        payload: orderBody([['SKU-1', 1]], { discount_code: code }),
      });
    expect((await quote('GUESS-Q')).statusCode).toBe(200);
    expect((await place('GUESS-O')).statusCode).not.toBe(429);
    const orders = () => db.kysely.selectFrom('sales_order').select('name').execute();
    const before = await orders();
    for (const reply of [await quote('GUESS-Q2'), await place('GUESS-O2'), await post('GUESS-C', client)]) {
      expect(reply.statusCode).toBe(429);
      expect(reply.json().error).toEqual(tooManyTries);
    }
    expect(await orders()).toEqual(before);
    const rows = await db.kysely
      .selectFrom('rate_limit')
      .select(['key', 'count'])
      .where('key', 'like', 'discount-check%')
      .orderBy('key')
      .execute();
    expect(rows).toEqual(keysOf(client).map((key) => ({ key, count: FAILED_CHECK_LIMIT })));
  });

  it('valid checks never count', async () => {
    for (let i = 0; i < FAILED_CHECK_LIMIT + 5; i++)
      expect((await post('glow10', '203.0.113.8')).json().data.status).toBe(true);
    expect(await db.kysely.selectFrom('rate_limit').selectAll().execute()).toEqual([]);
  });

  it('loopback clients of a test run are not counted (APP_ENV=test; see rate-limit/client-address.ts)', async () => {
    for (let i = 0; i < FAILED_CHECK_LIMIT + 2; i++) expect((await post('NOPE', '127.0.0.1')).statusCode).toBe(200);
    expect(await db.kysely.selectFrom('rate_limit').selectAll().execute()).toEqual([]);
  });

  it('the window ends: a blocked IP may check again once it has passed, and stale keys are dropped', async () => {
    const start = new Date('2026-06-01T08:00:00Z');
    const request = { code: 'NOPE', items: [line], client: limitedClient('192.0.2.9') };
    for (let i = 0; i < FAILED_CHECK_LIMIT; i++) await checkDiscountCode(db.kysely, WAREHOUSE, request, start);
    const almost = new Date(start.getTime() + FAILED_CHECK_WINDOW_MS - 1);
    await expect(checkDiscountCode(db.kysely, WAREHOUSE, request, almost)).rejects.toBeInstanceOf(DomainError);
    await checkDiscountCode(db.kysely, WAREHOUSE, { ...request, client: limitedClient('192.0.2.10') }, start);

    const later = new Date(start.getTime() + FAILED_CHECK_WINDOW_MS);
    expect(await checkDiscountCode(db.kysely, WAREHOUSE, request, later)).toMatchObject({ status: false });
    const rows = await db.kysely
      .selectFrom('rate_limit')
      .select(['key', 'count', 'window_start'])
      .orderBy('key')
      .execute();
    expect(rows).toEqual(keysOf('192.0.2.9').map((key) => ({ key, count: 1, window_start: toTimestamp(later) })));
  });

  it(`50 parallel refused checks from one client: exactly ${FAILED_CHECK_LIMIT} are checked, the rest get a 429`, async () => {
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => post(`RACE${i}`, '203.0.113.9')));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(FAILED_CHECK_LIMIT);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(50 - FAILED_CHECK_LIMIT);
    const row = await db.kysely
      .selectFrom('rate_limit')
      .select('count')
      .where('key', '=', 'discount-check:203.0.113.9')
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(FAILED_CHECK_LIMIT);
  });

  it('a valid check gives its slot back once checked: only the refused ones of a parallel mix stay counted', async () => {
    const replies = await Promise.all(
      Array.from({ length: FAILED_CHECK_LIMIT }, (_, i) => post(i % 2 === 0 ? 'GLOW10' : `MIX${i}`, '203.0.113.11')),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(FAILED_CHECK_LIMIT).fill(200));
    const row = await db.kysely
      .selectFrom('rate_limit')
      .select('count')
      .where('key', '=', 'discount-check:203.0.113.11')
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(FAILED_CHECK_LIMIT / 2);
  });
});
