import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { type App, buildTestApp } from '../../testing/test-app';
import { lastOutboxCode, sendCode } from '../customers/account-fixtures';
import { insertCheckoutData } from '../orders/order-fixtures';
import { resourcePath } from '../resource/resource-fixtures';

/**
 * Sign-in codes, wrong codes, reviews and refused discount checks are counted per client (the
 * browser's X-Device-Id; without one, its address's one anonymous client) and per address, both
 * before the work, behind one trusted proxy hop: the address is the one the proxy reported. Small
 * limits here (3 per device, 10 per address); requests of a burst are sent together.
 */
const PER_DEVICE = 3;
const PER_ADDRESS = 10;
const CARRIER = '203.0.113.77';

type Refusal = { code: string; details?: { limit?: string }; params?: { limit?: string } };
/** The shop's API answers { error }, the resource API (reviews) Frappe's body with the code and params at its top. */
type Reply = { statusCode: number; json(): { error?: Refusal } & Refusal };
const refusalOf = (reply: Reply) => {
  const body = reply.json();
  const error = body.error ?? body;
  return `${error.code} ${error.details?.limit ?? error.params?.limit}`;
};

const statuses = (replies: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of replies) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};
const refusals = (replies: Reply[]) => [...new Set(replies.filter((r) => r.statusCode === 429).map(refusalOf))];

describe.each(await testEngines())('per-client limits on %s behind a proxy', (engine) => {
  let db: TestDb;
  let app: App;
  let n = 0;
  const device = () => `phone-${++n}-abcdefgh`;
  const national = () => `9${String(4_000_000 + ++n * 7919).slice(-7)}`;
  const headers = (address: string, deviceId?: string) => ({
    'x-forwarded-for': address,
    ...(deviceId ? { 'x-device-id': deviceId } : {}),
  });
  /** Numbers with a live code each (sent from loopback, which no limit counts) and a wrong guess for it. */
  const liveCodes = async (count: number) => {
    const codes: { number: string; wrong: string }[] = [];
    for (let i = 0; i < count; i++) {
      const local = national();
      await sendCode(app, local);
      const code = await lastOutboxCode(db, `968${local}`);
      codes.push({ number: `968${local}`, wrong: String((Number(code) + 1) % 1_000_000).padStart(6, '0') });
    }
    return codes;
  };

  const kinds: {
    kind: string;
    setting: string;
    /** The refusal of one browser (its X-Device-Id) over its limit, and of an address or a client without a device id. */
    code: { browser: string; network: string };
    passed: number;
    send: (address: string, deviceId?: string) => Promise<Reply>;
  }[] = [
    {
      kind: 'sign-in codes sent',
      setting: 'otp_sends',
      code: { browser: 'otp.too_many_from_device', network: 'otp.too_many_from_network' },
      passed: 200,
      send: (address, deviceId) =>
        app.inject({
          method: 'POST',
          url: '/api/otps/send-otp',
          headers: headers(address, deviceId),
          payload: { prefix: '968', national: national() },
        }),
    },
    {
      kind: 'wrong sign-in codes',
      setting: 'otp_wrong_codes',
      code: { browser: 'otp.too_many_wrong_from_device', network: 'otp.too_many_wrong_from_network' },
      passed: 200,
      send: async (address, deviceId) => {
        const [code] = await liveCodes(1);
        return app.inject({
          method: 'POST',
          url: '/api/otps/verify-otp',
          headers: headers(address, deviceId),
          payload: { number: code!.number, otp: code!.wrong },
        });
      },
    },
    {
      kind: 'review submissions',
      setting: 'reviews',
      code: { browser: 'review.too_many_from_device', network: 'review.too_many' },
      passed: 400,
      send: (address, deviceId) =>
        app.inject({
          method: 'POST',
          url: resourcePath('Website Item Review'),
          headers: headers(address, deviceId),
          payload: {},
        }),
    },
    {
      kind: 'refused discount checks',
      setting: 'discount_refusals',
      code: { browser: 'discount.too_many_tries', network: 'discount.too_many_tries' },
      passed: 200,
      send: (address, deviceId) =>
        app.inject({
          method: 'POST',
          url: '/api/discount-check',
          headers: headers(address, deviceId),
          payload: { discount_code: `NOPE${++n}`, items: [{ item_code: 'SKU-1', quantity: 1 }] },
        }),
    },
  ];

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCheckoutData(db);
    const limits = ['OTP_SENDS', 'OTP_WRONG_CODES', 'REVIEWS', 'DISCOUNT_REFUSALS'].flatMap((kind) => [
      [`${kind}_PER_DEVICE`, String(PER_DEVICE)],
      [`${kind}_PER_ADDRESS`, String(PER_ADDRESS)],
    ]);
    app = await buildTestApp(db, { TRUST_PROXY: '1', ...Object.fromEntries(limits) });
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom('rate_limit').execute();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  describe.each(kinds)('$kind', ({ setting, code, passed, send }) => {
    it('one client over its limit is refused, naming it; another client behind the same address is not', async () => {
      const abuser = device();
      const replies = await Promise.all(Array.from({ length: 8 }, () => send(CARRIER, abuser)));
      expect(statuses(replies)).toEqual({ [passed]: PER_DEVICE, 429: 8 - PER_DEVICE });
      expect(refusals(replies)).toEqual([`${code.browser} ${setting}_per_device`]);
      const neighbour = device();
      const theirs = await Promise.all(Array.from({ length: PER_DEVICE }, () => send(CARRIER, neighbour)));
      expect(statuses(theirs)).toEqual({ [passed]: PER_DEVICE });
    });

    it('many clients behind one address share its ceiling, and a refused device does not use it up', async () => {
      const refused = device();
      for (let i = 0; i < PER_DEVICE; i++) expect((await send(CARRIER, refused)).statusCode).toBe(passed);
      expect((await send(CARRIER, refused)).statusCode).toBe(429);
      const replies = await Promise.all(Array.from({ length: 12 }, () => send(CARRIER, device())));
      expect(statuses(replies)).toEqual({ [passed]: PER_ADDRESS - PER_DEVICE, 429: 12 - (PER_ADDRESS - PER_DEVICE) });
      expect(refusals(replies)).toEqual([`${code.network} ${setting}_per_address`]);
      expect((await send('198.51.100.77', device())).statusCode).toBe(passed);
    });

    it('requests without a device id are their address’s one client; the address is the one the proxy reported', async () => {
      const replies = await Promise.all(Array.from({ length: 6 }, () => send(`10.9.9.${++n}, ${CARRIER}`)));
      expect(statuses(replies)).toEqual({ [passed]: PER_DEVICE, 429: 6 - PER_DEVICE });
      expect(refusals(replies)).toEqual([`${code.network} ${setting}_per_device`]);
      expect((await send(CARRIER, device())).statusCode).toBe(passed);
      expect((await send('198.51.100.78')).statusCode).toBe(passed);
    });
  });
});
