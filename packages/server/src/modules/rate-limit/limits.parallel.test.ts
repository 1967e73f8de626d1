import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { createStaff } from '../../testing/admin-fixtures';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { lastOutboxCode, sendCode, verifyCode } from '../customers/account-fixtures';
import { FAILED_CHECK_LIMIT } from '../discounts/discount-attempts';
import { insertCheckoutData } from '../orders/order-fixtures';
import { OTP_MAX_ATTEMPTS, SENDS_PER_DEVICE_PER_HOUR, WRONG_CODES_PER_DEVICE_PER_HOUR } from '../otp/otp-limits';
import { resourcePath } from '../resource/resource-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { REVIEW_SUBMIT_LIMIT } from '../reviews/review-attempts';
import { DEVICE_COOKIE } from '../staff/device-cookies';
import { FAILED_PER_DEVICE, FAILED_PER_EMAIL, FAILED_PER_IP } from '../staff/sign-in-limits';

/** The address ceiling these tests count to: set low (its default, 1000, is tested in client-limits.test.ts). */
const ORDER_LIMIT = 30;
/**
 * Every limit is counted before the work it guards, atomically: 50 requests sent together
 * from one client (or at one account) pass a limit of N exactly N times, the rest get a 429.
 * (The OTP per-number limit sits behind the 120 s resend cooldown, so parallel sends to one
 * number never reach it; its slots are the same takeSlots, tested in fixed-window.test.ts.)
 */
const BURST = 50;
const STAFF = { email: 'burst@example.om', name: 'Burst Staff', password: 'the right password 1' };

const statuses = (replies: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of replies) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

describe.each(await testEngines())('every limit under %s parallel requests', (engine) => {
  let db: TestDb;
  let app: App;
  let n = 0;
  const freshNational = () => `9${String(2_000_000 + ++n * 7919).slice(-7)}`;

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCheckoutData(db);
    app = await buildTestApp(db, { ORDER_REQUESTS_PER_ADDRESS: String(ORDER_LIMIT) });
    await createStaff(db, STAFF);
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom('rate_limit').execute();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const burst = <R extends { statusCode: number }>(send: (i: number) => Promise<R>) =>
    Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));
  const signIn = (i: number, remoteAddress: string, email: string, password: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      remoteAddress,
      payload: { email, password },
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it(`refused discount checks: ${FAILED_CHECK_LIMIT} per client`, async () => {
    const replies = await burst((i) =>
      app.inject({
        method: 'POST',
        url: '/api/discount-check',
        remoteAddress: '203.0.113.1',
        payload: { discount_code: `NO${i}`, items: [{ item_code: 'SKU-1', quantity: 1 }] },
      }),
    );
    expect(statuses(replies)).toEqual({ 200: FAILED_CHECK_LIMIT, 429: BURST - FAILED_CHECK_LIMIT });
  });

  it(`order requests: ${ORDER_LIMIT} per client`, async () => {
    const replies = await burst(() =>
      app.inject({ method: 'POST', url: '/api/orders', remoteAddress: '203.0.113.2', payload: {} }),
    );
    expect(statuses(replies)).toEqual({ 400: ORDER_LIMIT, 429: BURST - ORDER_LIMIT });
  });

  it(`review submissions: ${REVIEW_SUBMIT_LIMIT} per client`, async () => {
    const replies = await burst(() =>
      app.inject({
        method: 'POST',
        url: resourcePath('Website Item Review'),
        remoteAddress: '203.0.113.3',
        payload: {},
      }),
    );
    expect(statuses(replies)).toEqual({ 400: REVIEW_SUBMIT_LIMIT, 429: BURST - REVIEW_SUBMIT_LIMIT });
  });

  it(`one-time codes sent: ${SENDS_PER_DEVICE_PER_HOUR} per client`, async () => {
    const replies = await burst(() => sendCode(app, freshNational(), '203.0.113.4'));
    expect(statuses(replies)).toEqual({ 200: SENDS_PER_DEVICE_PER_HOUR, 429: BURST - SENDS_PER_DEVICE_PER_HOUR });
  });

  it(`wrong one-time codes: ${WRONG_CODES_PER_DEVICE_PER_HOUR} per client`, async () => {
    const numbers: { number: string; wrong: string }[] = [];
    for (let i = 0; i < BURST / OTP_MAX_ATTEMPTS; i++) {
      const national = freshNational();
      await sendCode(app, national, '198.51.100.1');
      const code = await lastOutboxCode(db, `968${national}`);
      numbers.push({ number: `968${national}`, wrong: String((Number(code) + 1) % 1_000_000).padStart(6, '0') });
    }
    const replies = await burst((i) =>
      verifyCode(
        app,
        numbers[i % numbers.length]!.number,
        numbers[i % numbers.length]!.wrong,
        undefined,
        '203.0.113.5',
      ),
    );
    expect(statuses(replies)).toEqual({
      200: WRONG_CODES_PER_DEVICE_PER_HOUR,
      429: BURST - WRONG_CODES_PER_DEVICE_PER_HOUR,
    });
    expect(replies.filter((r) => r.statusCode === 200).every((r) => r.json().data.reason === 'invalid')).toBe(true);
  });

  it(`staff sign-ins from unknown clients: ${FAILED_PER_EMAIL} refusals per account, from ${BURST} addresses`, async () => {
    const replies = await burst((i) => signIn(i, `203.0.114.${i}`, STAFF.email, `wrong ${i}`));
    expect(statuses(replies)).toEqual({ 401: FAILED_PER_EMAIL, 429: BURST - FAILED_PER_EMAIL });
  });

  it(`staff sign-ins: ${FAILED_PER_IP} attempts per client address, across accounts`, async () => {
    const replies = await burst((i) => signIn(i, '203.0.113.6', `someone${i}@example.om`, 'wrong'));
    // Past the limit: checked (401), or refused by the full hashing queue at once (503, still counted).
    const counts = statuses(replies);
    expect((counts[401] ?? 0) + (counts[503] ?? 0)).toBe(FAILED_PER_IP);
    expect(counts[429]).toBe(BURST - FAILED_PER_IP);
  });

  it(`staff sign-ins from a browser with the account's device cookie: ${FAILED_PER_DEVICE} refusals per device`, async () => {
    const ok = await signIn(0, '198.51.100.2', STAFF.email, STAFF.password);
    expect(ok.statusCode).toBe(200);
    const device = [ok.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith(`${DEVICE_COOKIE}=`))!
      .split(';')[0]!;
    const replies = await burst((i) => signIn(i, `203.0.115.${i}`, STAFF.email, `wrong ${i}`, device));
    expect(statuses(replies)).toEqual({ 401: FAILED_PER_DEVICE, 429: BURST - FAILED_PER_DEVICE });
  });
});
