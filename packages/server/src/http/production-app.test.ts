import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider, webhookSecretOf } from '../adapters/payment/provider-factory';
import type { PaymentProvider } from '../adapters/payment/payment-provider';
import { createSmsSender } from '../adapters/sms/sms-factory';
import { type Env, EnvError, parseEnv } from '../config/env';
import { siteSettingRows } from '../seed/settings';
import { createStaff, signInStaff } from '../testing/admin-fixtures';
import { type TestDb, createTestDb, testEngines } from '../testing/databases';
import { PRODUCTION_SECRETS, PRODUCTION_SETTINGS } from '../testing/production-settings';
import { type App, buildApp } from './app';

/** The production configuration; its gateway is a local stand-in the test controls (the https rule is checked at parse time). */
function productionEnv(overrides: Partial<Env> = {}): Env {
  // every request logged (LOG_SAMPLE_RATE=1), so the test sees each line a request could write
  return {
    ...parseEnv({
      ...PRODUCTION_SETTINGS,
      LOG_LEVEL: 'trace',
      LOG_SAMPLE_RATE: '1',
      MEDIA_DIR: join(tmpdir(), 'shop-production-test-media'),
    }),
    ...overrides,
  };
}

/** An SMS gateway on a local port: records each request's query and answers as told. */
async function fakeGateway() {
  const received: URLSearchParams[] = [];
  let mode: 'ok' | 'fail' | 'reset' = 'ok';
  const server: Server = createServer((request, response) => {
    received.push(new URL(request.url ?? '/', 'http://gateway').searchParams);
    if (mode === 'reset') return request.socket.destroy();
    response.writeHead(mode === 'ok' ? 200 : 500).end(mode === 'ok' ? 'OK' : 'Internal error');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/SendSMS`,
    received,
    answer: (next: typeof mode) => {
      mode = next;
    },
    codes: () =>
      received.map((q) => /(\d{6})\.$/.exec(q.get('Message') ?? '')?.[1]).filter((c): c is string => Boolean(c)),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe('production builds no stand-in, whatever made its settings', () => {
  const app = {} as Parameters<typeof createPaymentProvider>[1];
  const db = {} as Parameters<typeof createSmsSender>[1];

  it('the payment provider factory and the webhook secret refuse the sandbox by name', () => {
    const forged = productionEnv({ PAYMENT_PROVIDER: 'sandbox' });
    expect(() => createPaymentProvider(forged, app)).toThrow(EnvError);
    expect(() => createPaymentProvider(forged, app)).toThrow(
      /PAYMENT_PROVIDER: the card sandbox cannot run in production/,
    );
    expect(() => webhookSecretOf(forged)).toThrow(/PAYMENT_PROVIDER/);
    expect(createPaymentProvider(productionEnv(), app).name).toBe('thawani');
  });

  it('the SMS factory refuses the outbox by name', () => {
    expect(() => createSmsSender(productionEnv({ SMS_PROVIDER: 'outbox' }), db)).toThrow(
      /SMS_PROVIDER: the SMS outbox cannot run in production/,
    );
    expect(createSmsSender(productionEnv(), db).provider).toBe('gateway');
  });
});

describe.each(await testEngines())('the production app on %s', (engine) => {
  let db: TestDb;
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  let app: App;
  const log: string[] = [];

  beforeAll(async () => {
    db = await createTestDb(engine);
    await db.kysely.insertInto('site_setting').values(siteSettingRows(new Date())).execute();
    gateway = await fakeGateway();
    app = await buildApp({
      db,
      env: productionEnv({ SMS_GATEWAY_URL: gateway.url }),
      logStream: { write: (line) => log.push(line) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await gateway?.close();
    await db?.close();
  });

  it('refuses to build with the sandbox, a sandbox stand-in or the outbox, naming the setting', async () => {
    await expect(buildApp({ db, env: productionEnv({ PAYMENT_PROVIDER: 'sandbox' }) })).rejects.toThrow(
      /PAYMENT_PROVIDER: the card sandbox/,
    );
    await expect(buildApp({ db, env: productionEnv({ SMS_PROVIDER: 'outbox' }) })).rejects.toThrow(
      /SMS_PROVIDER: the SMS outbox/,
    );
    const standIn = { name: 'sandbox' } as PaymentProvider;
    await expect(buildApp({ db, env: productionEnv(), paymentProvider: standIn })).rejects.toThrow(/PAYMENT_PROVIDER/);
  });

  it('serves no API documentation: /api/docs and its JSON and YAML answer 404', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('has no sandbox checkout: /sandbox/thawani answers 404', async () => {
    for (const url of ['/sandbox/thawani/pay/x?key=k', '/sandbox/thawani/api/v1/checkout/session/x']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const create = await app.inject({ method: 'POST', url: '/sandbox/thawani/api/v1/checkout/session', payload: {} });
    expect(create.statusCode).toBe(404);
  });

  it('writes no one-time code, password or secret to its log, at any level, through sign-ins and gateway failures', async () => {
    const staffPassword = 'staff-password-c41e9b';
    await createStaff(db, { email: 'ops@gulfglow.om', name: 'Ops', password: staffPassword });
    const ip = '203.0.113.7';
    const send = (national: string) =>
      app.inject({
        method: 'POST',
        url: '/api/otps/send-otp',
        remoteAddress: ip,
        payload: { prefix: '968', national },
      });

    gateway.answer('ok');
    const sent = await send('91234501');
    expect(sent.statusCode).toBe(200);
    const [code] = gateway.codes();
    const verified = await app.inject({
      method: 'POST',
      url: '/api/otps/verify-otp',
      remoteAddress: ip,
      payload: { number: '96891234501', otp: code },
    });
    expect(verified.json().data.verified).toBe(true);
    const customerCookie = String(verified.headers['set-cookie']).split(';')[0]!;
    expect(
      (await app.inject({ method: 'GET', url: '/api/customers/me', headers: { cookie: customerCookie } })).statusCode,
    ).toBe(200);

    gateway.answer('fail');
    expect((await send('91234502')).statusCode).toBe(502);
    gateway.answer('reset');
    expect((await send('91234503')).statusCode).toBe(502);
    expect(gateway.codes()).toHaveLength(3);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      remoteAddress: ip,
      payload: { email: 'ops@gulfglow.om', password: 'not-the-password-77' },
    });
    expect(wrong.statusCode).toBe(401);
    const staff = await signInStaff(app, 'ops@gulfglow.om', staffPassword);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/me',
          headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
        })
      ).statusCode,
    ).toBe(200);
    const resourceToken = `token ${PRODUCTION_SETTINGS.RESOURCE_API_KEY}:${PRODUCTION_SETTINGS.RESOURCE_API_SECRET}`;
    await app.inject({ method: 'GET', url: '/api/resource/Sales%20Order', headers: { authorization: resourceToken } });
    await app.inject({ method: 'GET', url: `/api/nothing?token=${PRODUCTION_SETTINGS.CONTENT_API_TOKEN}&otp=${code}` });

    const text = log.join('');
    expect(text).toContain('SMS gateway answered 500');
    expect(text).toMatch(/SMS gateway unreachable \([A-Z_]+\)/);
    expect(text).toContain('/api/admin/sign-in');
    // A code counts as a whole number: the digits of a timestamp or a duration may contain it by chance.
    for (const otp of gateway.codes())
      expect(text, `the log holds the code ${otp}`).not.toMatch(new RegExp(`(?<!\\d)${otp}(?!\\d)`));
    const forbidden = [
      staffPassword,
      'not-the-password-77',
      ...PRODUCTION_SECRETS,
      customerCookie.split('=')[1]!,
      staff.cookie.split('=')[1]!,
      staff.csrf,
      'OTP for login',
      'Password=',
      'Token=',
    ];
    for (const secret of forbidden) expect(text, `the log holds ${secret}`).not.toContain(secret);
  });
});
