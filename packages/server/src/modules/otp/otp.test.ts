import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRIES } from '@shop/domain/phone';
import { createOutboxSender } from '../../adapters/sms/outbox-sender';
import type { App } from '../../testing/test-app';
import { DomainError } from '../../errors';
import { siteSettingRows } from '../../seed/settings';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { lastOutboxCode, sendCode, verifyCode } from '../customers/account-fixtures';
import { buildTestApp, testEnv } from '../../testing/test-app';
import { OTP_MAX_ATTEMPTS, SENDS_PER_DEVICE_PER_HOUR, SENDS_PER_NUMBER_PER_HOUR } from './otp-limits';
import { type OtpDeps, sendOtp, verifyOtp } from './otp.service';
import { clientAddress } from '../rate-limit/client-address';

/** Loopback in a test run: no per-client limit counts it. */
const testRun = clientAddress('127.0.0.1', 'test');

const SECOND = 1000;
let n = 0;
/** A fresh 8-digit Omani number per test, so cooldowns and limits never collide. */
const freshNational = () => `9${String(1_000_000 + ++n * 7919).slice(-7)}`;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(await testEngines())('phone sign-in codes on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let deps: OtpDeps;

  beforeAll(async () => {
    db = await createTestDb(engine);
    await db.kysely.insertInto('site_setting').values(siteSettingRows(new Date())).execute();
    app = await buildTestApp(db);
    deps = {
      db: db.kysely,
      secret: testEnv().SESSION_SECRET,
      sms: createOutboxSender(db.kysely),
      countries: async () => DEFAULT_COUNTRIES,
    };
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom('rate_limit').execute();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('sends the SPEC message through the outbox, stores only a hash with a 5 minute expiry, and never answers the code', async () => {
    const national = freshNational();
    const number = `968${national}`;
    const sent = await sendCode(app, national);
    expect(sent.statusCode).toBe(200);
    const code = await lastOutboxCode(db, number);
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.json().data).toEqual({
      uid: expect.stringMatching(/^\d+$/),
      number,
      resend_seconds_left: 120,
      expires_in_seconds: 300,
    });
    expect(sent.body).not.toContain(code);
    expect(JSON.stringify(sent.headers)).not.toContain(code);
    const row = await db.kysely
      .selectFrom('otp_challenge')
      .selectAll()
      .where('id', '=', Number(sent.json().data.uid))
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(new Date(`${row.expires_at}Z`).getTime() - new Date(`${row.created_at}Z`).getTime()).toBe(300 * SECOND);
    const verified = await verifyCode(app, number, code, sent.json().data.uid);
    expect(verified.body).not.toContain(`"${code}"`);
  });

  it('a right code signs in once: the customer is made, a second use of the same code is refused', async () => {
    const national = freshNational();
    const number = `968${national}`;
    await sendCode(app, national);
    const code = await lastOutboxCode(db, number);
    const first = await verifyCode(app, number, code);
    expect(first.statusCode).toBe(200);
    const customer = await db.kysely
      .selectFrom('customer')
      .select(['id', 'phone'])
      .where('phone', '=', number)
      .executeTakeFirstOrThrow();
    expect(first.json().data).toEqual({ verified: true, customer_id: customer.id });
    const again = await verifyCode(app, number, code);
    expect(again.json().data).toMatchObject({ verified: false, customer_id: null });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('a wrong code answers verified: false without a cookie', async () => {
    const national = freshNational();
    await sendCode(app, national);
    const code = await lastOutboxCode(db, `968${national}`);
    const reply = await verifyCode(app, `968${national}`, wrongCode(code));
    expect(reply.json().data).toEqual({
      verified: false,
      customer_id: null,
      reason: 'invalid',
      attempts_left: OTP_MAX_ATTEMPTS - 1,
    });
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it(`brute force stops after ${OTP_MAX_ATTEMPTS} wrong codes: even the right code is then refused`, async () => {
    const national = freshNational();
    const number = `968${national}`;
    await sendCode(app, national);
    const code = await lastOutboxCode(db, number);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      expect((await verifyCode(app, number, wrongCode(code))).json().data.verified).toBe(false);
    }
    const locked = await verifyCode(app, number, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe('Too many wrong OTPs. Please request a new OTP.');
    expect(
      await db.kysely.selectFrom('customer').select('id').where('phone', '=', number).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('parallel guesses cannot exceed the tries: 30 at once are answered, at most 5 compared', async () => {
    const national = freshNational();
    const number = `968${national}`;
    await sendCode(app, national);
    const code = await lastOutboxCode(db, number);
    const replies = await Promise.all(Array.from({ length: 30 }, () => verifyCode(app, number, wrongCode(code))));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(OTP_MAX_ATTEMPTS);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(30 - OTP_MAX_ATTEMPTS);
    expect((await verifyCode(app, number, code)).statusCode).toBe(429);
  });

  it('refuses a resend inside 120 s with the seconds left; allows it after, and the new code replaces the old', async () => {
    const national = freshNational();
    const number = `968${national}`;
    const t0 = new Date(Date.now() - 10 * 60 * SECOND);
    await sendOtp(deps, { prefix: '968', national }, testRun, t0, 'en');
    const oldCode = await lastOutboxCode(db, number);
    const at = (s: number) => new Date(t0.getTime() + s * SECOND);
    const refused = await sendOtp(deps, { prefix: '968', national }, testRun, at(30), 'en').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      kind: 'RateLimitError',
      message: 'Please wait 90 seconds before requesting a new OTP.',
      details: { resend_seconds_left: 90 },
    });
    await expect(sendOtp(deps, { prefix: '968', national }, testRun, at(119.5), 'en')).rejects.toMatchObject({
      kind: 'RateLimitError',
      details: { resend_seconds_left: 1 },
    });
    await sendOtp(deps, { prefix: '968', national }, testRun, at(120), 'en');
    const newCode = await lastOutboxCode(db, number);
    if (newCode !== oldCode)
      expect((await verifyOtp(deps, { number, otp: oldCode }, testRun, at(130))).verified).toBe(false);
    expect((await verifyOtp(deps, { number, otp: newCode }, testRun, at(131))).verified).toBe(true);
  });

  it('the HTTP reply of a refused resend is a 429 in Strapi’s body telling the seconds left', async () => {
    const national = freshNational();
    await sendCode(app, national);
    const again = await sendCode(app, national);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      data: null,
      error: { status: 429, name: 'RateLimitError', details: { resend_seconds_left: expect.any(Number) } },
    });
    expect(again.json().error.message).toMatch(/^Please wait (119|120) seconds before requesting a new OTP\.$/);
  });

  it('an expired code is refused (5 minutes), one just inside is accepted', async () => {
    const expired = freshNational();
    const t0 = new Date(Date.now() - 6 * 60 * SECOND);
    await sendOtp(deps, { prefix: '968', national: expired }, testRun, t0, 'en');
    const reply = await verifyCode(app, `968${expired}`, await lastOutboxCode(db, `968${expired}`));
    expect(reply.json().data).toEqual({ verified: false, customer_id: null, reason: 'expired' });
    const fresh = freshNational();
    await sendOtp(deps, { prefix: '968', national: fresh }, testRun, t0, 'en');
    const code = await lastOutboxCode(db, `968${fresh}`);
    expect(
      (await verifyOtp(deps, { number: `968${fresh}`, otp: code }, testRun, new Date(t0.getTime() + 300 * SECOND)))
        .verified,
    ).toBe(false);
    expect(
      (await verifyOtp(deps, { number: `968${fresh}`, otp: code }, testRun, new Date(t0.getTime() + 299 * SECOND)))
        .verified,
    ).toBe(true);
  });

  it(`limits each number to ${SENDS_PER_NUMBER_PER_HOUR} codes an hour`, async () => {
    const national = freshNational();
    const t0 = new Date(Date.now() - 3 * 60 * 60 * SECOND);
    const at = (i: number) => new Date(t0.getTime() + i * 121 * SECOND);
    for (let i = 0; i < SENDS_PER_NUMBER_PER_HOUR; i++)
      await sendOtp(deps, { prefix: '968', national }, testRun, at(i), 'en');
    await expect(
      sendOtp(deps, { prefix: '968', national }, testRun, at(SENDS_PER_NUMBER_PER_HOUR), 'en'),
    ).rejects.toMatchObject({
      kind: 'RateLimitError',
      message: 'Too many OTP requests for this number. Please try again in an hour.',
    });
    await sendOtp(deps, { prefix: '968', national }, testRun, new Date(t0.getTime() + 61 * 60 * SECOND), 'en');
  });

  it(`limits a client without a device id (its address) to ${SENDS_PER_DEVICE_PER_HOUR} codes an hour (other IPs unaffected; loopback is not limited)`, async () => {
    for (let i = 0; i < SENDS_PER_DEVICE_PER_HOUR; i++)
      expect((await sendCode(app, freshNational(), '203.0.113.5')).statusCode).toBe(200);
    const blocked = await sendCode(app, freshNational(), '203.0.113.5');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Too many OTP requests from your network. Please try again later.');
    expect((await sendCode(app, freshNational(), '198.51.100.4')).statusCode).toBe(200);
    for (let i = 0; i < SENDS_PER_DEVICE_PER_HOUR + 1; i++)
      expect((await sendCode(app, freshNational())).statusCode).toBe(200);
  });

  it('checks the number against the settings’ countries with the SPEC §5 messages', async () => {
    const short = await sendCode(app, '9123');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('national: Please enter a valid number of 8 digits');
    expect((await sendCode(app, '')).json().error.message).toBe('national: Please enter a valid number');
    expect((await sendCode(app, '912345678', '127.0.0.1', '971')).statusCode).toBe(200);
    expect((await sendCode(app, '91234567', '127.0.0.1', '999')).statusCode).toBe(400);
    expect((await verifyCode(app, '96891234567', '')).json().error.message).toContain('Please enter a valid OTP');
  });

  it('a gateway failure answers 502 and leaves no code behind', async () => {
    const national = freshNational();
    const failing = {
      ...deps,
      sms: { provider: 'gateway' as const, send: async () => Promise.reject(new Error('down')) },
    };
    await expect(sendOtp(failing, { prefix: '968', national }, testRun, new Date(), 'en')).rejects.toMatchObject({
      kind: 'PaymentProviderError',
    });
    expect(
      await db.kysely.selectFrom('otp_challenge').select('id').where('phone', '=', `968${national}`).execute(),
    ).toEqual([]);
  });
});
