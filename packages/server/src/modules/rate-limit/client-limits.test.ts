import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_LIMIT_DEFAULTS } from '../../config/client-limit-settings';
import { parseEnv } from '../../config/env';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { type App, buildTestApp } from '../../testing/test-app';
import { insertCheckoutData, orderBody } from '../orders/order-fixtures';

/**
 * Order requests are counted per client address (a high ceiling: a carrier's address is shared
 * by many shoppers), per phone and per browser (tight), each slot taken before the work in the
 * shared rate_limit table: requests sent together pass each limit exactly its number of times.
 * An order for an item that does not exist passes every limit and is refused after them (409),
 * so the statuses count what the limits let through.
 */
const BURST = 40;
const ADDRESS = '203.0.113.40';

const statuses = (replies: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of replies) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};
const limitsNamed = (replies: { statusCode: number; json(): { error: { details: { limit?: string } } } }[]) => [
  ...new Set(replies.filter((r) => r.statusCode === 429).map((r) => r.json().error.details.limit)),
];

describe('the per-client limit settings', () => {
  it('default to a high address ceiling and tight per-phone and per-device limits', () => {
    expect(CLIENT_LIMIT_DEFAULTS).toMatchObject({
      order_requests_per_address: 1000,
      order_requests_per_phone: 10,
      order_requests_per_device: 10,
    });
    for (const kind of ['otp_sends', 'otp_wrong_codes', 'reviews', 'discount_refusals'] as const) {
      expect(CLIENT_LIMIT_DEFAULTS[`${kind}_per_address`]).toBeGreaterThanOrEqual(
        10 * CLIENT_LIMIT_DEFAULTS[`${kind}_per_device`],
      );
    }
  });
  it.each([
    ['ORDER_REQUESTS_PER_ADDRESS', '9'],
    ['ORDER_REQUESTS_PER_ADDRESS', '100001'],
    ['ORDER_REQUESTS_PER_PHONE', '0'],
    ['ORDER_REQUESTS_PER_DEVICE', '1001'],
    ['OTP_SENDS_PER_ADDRESS', '4'],
    ['DISCOUNT_REFUSALS_PER_ADDRESS', 'many'],
    ['OTP_SENDS_PER_DEVICE', '0'],
    ['REVIEWS_PER_DEVICE', '1001'],
  ])('%s=%s is refused, naming the setting', (key, value) => {
    expect(() => parseEnv({ [key]: value })).toThrow(key);
  });
});

describe.each(await testEngines())('order limits combined on %s, requests sent together', (engine) => {
  let db: TestDb;
  let app: App;
  let n = 0;
  const phone = () => `9${String(3_000_000 + ++n).slice(-7)}`;
  const device = () => `device-${++n}-0123456789`;
  const order = (remoteAddress: string, mobile: string, deviceId?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress,
      headers: deviceId ? { 'x-device-id': deviceId } : {},
      payload: orderBody([['NO-SUCH', 1]], { form: { MobileNumber: mobile } }),
    });
  const addressCount = async (ip: string) =>
    (await db.kysely.selectFrom('rate_limit').select('count').where('key', '=', `order:${ip}`).executeTakeFirst())
      ?.count ?? 0;

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCheckoutData(db);
    app = await buildTestApp(db, { ORDER_REQUESTS_PER_ADDRESS: '30' });
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom('rate_limit').execute();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('shoppers with their own phone and device behind one address pass until its ceiling (30 here), then orders_per_address', async () => {
    const replies = await Promise.all(Array.from({ length: BURST }, () => order(ADDRESS, phone(), device())));
    expect(statuses(replies)).toEqual({ 409: 30, 429: BURST - 30 });
    expect(limitsNamed(replies)).toEqual(['orders_per_address']);
    expect(await addressCount(ADDRESS)).toBe(30);
  });

  it('one phone from many addresses and browsers: 10 pass, then orders_per_phone, and its refusals leave the address ceiling alone', async () => {
    const mobile = phone();
    const replies = await Promise.all(
      Array.from({ length: BURST }, (_, i) => order(i % 2 ? ADDRESS : `198.51.100.${i}`, mobile, device())),
    );
    expect(statuses(replies)).toEqual({ 409: 10, 429: BURST - 10 });
    expect(limitsNamed(replies)).toEqual(['orders_per_phone']);
    const passedFromAddress = replies.filter((r, i) => i % 2 && r.statusCode === 409).length;
    expect(await addressCount(ADDRESS)).toBe(passedFromAddress);
  });

  it('a placed order sent again with its key (a phone that timed out) is answered each time and counts toward no limit', async () => {
    const mobile = phone();
    const deviceId = device();
    const body = orderBody([['SKU-1', 1]], { form: { MobileNumber: mobile } });
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: ADDRESS,
        headers: { 'x-device-id': deviceId },
        payload: body,
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const resends = await Promise.all(Array.from({ length: 15 }, send));
    expect(statuses(resends)).toEqual({ 200: 15 });
    expect(new Set(resends.map((r) => r.json().data.order.name))).toEqual(new Set([first.json().data.order.name]));
    expect(await addressCount(ADDRESS)).toBe(1);
    const fresh = await order(ADDRESS, mobile, deviceId);
    expect(fresh.statusCode, 'a new order from the same phone is still counted from its first').toBe(409);
  });

  it('one browser trying many phones from many addresses: 10 pass, then orders_per_device', async () => {
    const deviceId = device();
    const replies = await Promise.all(
      Array.from({ length: BURST }, (_, i) => order(`198.51.100.${i}`, phone(), deviceId)),
    );
    expect(statuses(replies)).toEqual({ 409: 10, 429: BURST - 10 });
    expect(limitsNamed(replies)).toEqual(['orders_per_device']);
  });

  it('a malformed X-Device-Id is no device: only the phone and the address count', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, () => order(ADDRESS, phone(), 'bad id!')));
    expect(statuses(replies)).toEqual({ 409: 12 });
    expect(
      await db.kysely.selectFrom('rate_limit').select('key').where('key', 'like', 'order-device:%').execute(),
    ).toEqual([]);
  });

  it('the refusal is in the shopper language: the Arabic text for an Arabic request', async () => {
    const mobile = phone();
    for (let i = 0; i < 10; i++) expect((await order(ADDRESS, mobile)).statusCode).toBe(409);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: ADDRESS,
      headers: { 'accept-language': 'ar' },
      payload: orderBody([['NO-SUCH', 1]], { form: { MobileNumber: mobile } }),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'تم إرسال عدد كبير من الطلبات لرقم الهاتف هذا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    );
    const english = await order(ADDRESS, mobile);
    expect(english.json().error).toMatchObject({
      message: 'Too many orders for this phone number. Please wait a few minutes and try again.',
      details: { limit: 'orders_per_phone' },
    });
  });
});
