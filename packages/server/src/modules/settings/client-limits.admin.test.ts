import { DEFAULT_CLIENT_LIMITS } from '@shop/domain/client-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminTestApp } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import type { App } from '../../testing/test-app';
import { insertCheckoutData } from '../orders/order-fixtures';

const STAFF = { email: 'limits@example.om', name: 'Limits Staff', password: 'limits staff password' };

/** The per-client request limits in the back-office settings: read, validated, audited, and in force at once. */
describe.each(await testEngines())('request limits in the admin settings on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };
  let n = 0;

  beforeAll(async () => {
    ({ db, app, staff } = await openAdminTestApp(engine, insertCheckoutData, STAFF));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const settings = (method: 'GET' | 'PUT', body?: unknown) =>
    app.inject({
      method,
      url: '/api/admin/settings',
      payload: body as object | undefined,
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
    });
  const sendCode = (device: string) =>
    app.inject({
      method: 'POST',
      url: '/api/otps/send-otp',
      remoteAddress: '203.0.113.90',
      headers: { 'x-device-id': device },
      payload: { prefix: '968', national: `9${String(5_000_000 + ++n * 7919).slice(-7)}` },
    });
  const settingRows = () => db.kysely.selectFrom('site_setting').selectAll().orderBy('key').execute();

  it('reads the limits in force: the environment’s until the shop sets its own', async () => {
    const reply = await settings('GET');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.client_limits).toEqual(DEFAULT_CLIENT_LIMITS);
  });

  it('refuses values out of their bounds with a message naming the field, and writes nothing', async () => {
    const before = await settingRows();
    const bad: [unknown, RegExp][] = [
      [{ client_limits: {} }, /No request limit to change/],
      [
        { client_limits: { otp_sends_per_device: 0 } },
        /client_limits.otp_sends_per_device: Sign-in codes sent per device per hour must be at least 1/,
      ],
      [
        { client_limits: { order_requests_per_address: 9 } },
        /Order requests per address per 10 minutes must be at least 10/,
      ],
      [{ client_limits: { reviews_per_address: 100_001 } }, /Reviews per address per hour must be at most 100000/],
      [
        { client_limits: { discount_refusals_per_device: 2.5 } },
        /Refused discount codes per device per 15 minutes must be a whole number/,
      ],
      [{ client_limits: { reviews_per_device: '5' } }, /must be a whole number/],
      [{ client_limits: { everything_per_planet: 1 } }, /Unrecognized|everything_per_planet/i],
    ];
    for (const [body, message] of bad) {
      const reply = await settings('PUT', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await settingRows()).toEqual(before);
  });

  it('a change is audited, kept beside the others, kept from the storefront, and counted by the next request', async () => {
    const device = 'admin-test-device-1';
    const reply = await settings('PUT', { client_limits: { otp_sends_per_device: 2, otp_sends_per_address: 50 } });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.client_limits).toEqual({
      ...DEFAULT_CLIENT_LIMITS,
      otp_sends_per_device: 2,
      otp_sends_per_address: 50,
    });
    expect(
      (await settings('PUT', { client_limits: { reviews_per_device: 4 } })).json().data.client_limits,
    ).toMatchObject({
      otp_sends_per_device: 2,
      reviews_per_device: 4,
    });
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'actor_email', 'summary'])
      .where('action', '=', 'settings.change')
      .execute();
    expect(audit.map((a) => [a.target_id, a.actor_email])).toEqual([
      ['client_limits', STAFF.email],
      ['client_limits', STAFF.email],
    ]);
    expect(JSON.parse(audit[0]!.summary)).toEqual({
      before: {
        'client_limits.otp_sends_per_device': DEFAULT_CLIENT_LIMITS.otp_sends_per_device,
        'client_limits.otp_sends_per_address': DEFAULT_CLIENT_LIMITS.otp_sends_per_address,
      },
      after: { 'client_limits.otp_sends_per_device': 2, 'client_limits.otp_sends_per_address': 50 },
    });

    const global = (await app.inject({ method: 'GET', url: '/api/global-settings?populate=*' })).json().data[0]
      .attributes;
    expect(global).not.toHaveProperty('client_limits');

    expect((await sendCode(device)).statusCode).toBe(200);
    expect((await sendCode(device)).statusCode).toBe(200);
    const refused = await sendCode(device);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'otp.too_many_from_device',
      message: 'Too many OTP requests from this browser. Please try again later.',
      details: { limit: 'otp_sends_per_device' },
    });
    expect((await settings('PUT', { client_limits: { otp_sends_per_device: 3 } })).statusCode).toBe(200);
    expect((await sendCode(device)).statusCode).toBe(200);
    expect((await sendCode('admin-test-device-2')).statusCode).toBe(200);
  });
});
