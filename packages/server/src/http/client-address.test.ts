import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { FAILED_CHECK_LIMIT } from '../modules/discounts/discount-attempts';
import { buildTestApp, testEnv } from '../testing/test-app';
import { type TestDb, createTestDb } from '../testing/databases';
import type { App } from './app';

const PROXY = '10.0.0.5';

/** The address the app sees for a request from `remoteAddress` carrying `forwardedFor`. */
async function seenAddress(app: App, remoteAddress: string, forwardedFor?: string) {
  const reply = await app.inject({
    url: '/test/client',
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });
  return reply.json() as { ip: string; limited: boolean; device: string | null };
}

describe('the client address behind TRUST_PROXY', () => {
  let db: TestDb;
  const apps = new Map<string, App>();

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    for (const setting of ['0', '1', '2', '10.0.0.0/24, 192.0.2.1']) {
      const app = await buildApp({ db, env: testEnv({ APP_ENV: 'demo', TRUST_PROXY: setting }) });
      app.get('/test/client', async (request) => request.client);
      await app.ready();
      apps.set(setting, app);
    }
  });
  afterAll(async () => {
    for (const app of apps.values()) await app.close();
    await db.close();
  });

  it('0: the socket is the client; any X-Forwarded-For is ignored', async () => {
    const app = apps.get('0')!;
    expect(await seenAddress(app, '198.51.100.7', '6.6.6.6')).toEqual({
      ip: '198.51.100.7',
      limited: true,
      device: null,
    });
    expect(await seenAddress(app, PROXY, '6.6.6.6, 1.2.3.4')).toEqual({ ip: PROXY, limited: true, device: null });
  });

  it('1 hop: the entry our proxy appended, never one the client wrote before it', async () => {
    const app = apps.get('1')!;
    expect((await seenAddress(app, PROXY, '6.6.6.6, 1.2.3.4')).ip).toBe('1.2.3.4');
    expect((await seenAddress(app, PROXY, '1.2.3.4')).ip).toBe('1.2.3.4');
    expect((await seenAddress(app, PROXY, '6.6.6.6,7.7.7.7, 1.2.3.4')).ip).toBe('1.2.3.4');
    expect((await seenAddress(app, PROXY)).ip).toBe(PROXY);
  });

  it('2 hops: the entry the outer proxy appended; the inner proxy’s own entry and the client’s are not the client', async () => {
    const app = apps.get('2')!;
    expect((await seenAddress(app, PROXY, '6.6.6.6, 1.2.3.4, 10.0.0.9')).ip).toBe('1.2.3.4');
    expect((await seenAddress(app, PROXY, '1.2.3.4, 10.0.0.9')).ip).toBe('1.2.3.4');
  });

  it('an address list: the first address from the right that is not a proxy of ours', async () => {
    const app = apps.get('10.0.0.0/24, 192.0.2.1')!;
    expect((await seenAddress(app, PROXY, '6.6.6.6, 1.2.3.4')).ip).toBe('1.2.3.4');
    expect((await seenAddress(app, PROXY, '6.6.6.6, 1.2.3.4, 192.0.2.1, 10.0.0.7')).ip).toBe('1.2.3.4');
    // A client reaching the app directly is not a proxy: its own X-Forwarded-For is not read.
    expect((await seenAddress(app, '198.51.100.7', '6.6.6.6')).ip).toBe('198.51.100.7');
  });

  it('outside test runs loopback is a client like any other', async () => {
    expect(await seenAddress(apps.get('0')!, '127.0.0.1')).toEqual({ ip: '127.0.0.1', limited: true, device: null });
    expect(await seenAddress(apps.get('1')!, '127.0.0.1', '6.6.6.6, ::1')).toEqual({
      ip: '::1',
      limited: true,
      device: null,
    });
  });
});

describe('limits behind a proxy (1 hop)', () => {
  let db: TestDb;
  let app: App;

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    app = await buildApp({ db, env: testEnv({ APP_ENV: 'development', TRUST_PROXY: '1' }) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const check = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/discount-check',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { discount_code: 'NOPE', items: [{ item_code: 'SKU-1', quantity: 1 }] },
    });

  it('count each shopper, whatever they write in X-Forwarded-For, and a proxy on loopback is not exempt', async () => {
    for (let i = 0; i < FAILED_CHECK_LIMIT; i++) expect((await check(`6.6.6.${i}, 1.2.3.4`)).statusCode).toBe(200);
    expect((await check('9.9.9.9, 1.2.3.4')).statusCode).toBe(429);
    expect((await check('1.2.3.5')).statusCode).toBe(200);
    const keys = (await db.kysely.selectFrom('rate_limit').select('key').orderBy('key').execute()).map((r) => r.key);
    expect(keys).toEqual([
      'discount-check-device:address:1.2.3.4',
      'discount-check-device:address:1.2.3.5',
      'discount-check:1.2.3.4',
      'discount-check:1.2.3.5',
    ]);
  });
});

describe('loopback outside test runs', () => {
  let db: TestDb;
  let app: App;

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    app = await buildApp({ db, env: testEnv({ APP_ENV: 'development' }) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('is limited like any client (the exemption is for APP_ENV=test only)', async () => {
    const check = () =>
      app.inject({
        method: 'POST',
        url: '/api/discount-check',
        remoteAddress: '127.0.0.1',
        payload: { discount_code: 'NOPE', items: [{ item_code: 'SKU-1', quantity: 1 }] },
      });
    for (let i = 0; i < FAILED_CHECK_LIMIT; i++) expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(429);
    const test = await buildTestApp(db);
    for (let i = 0; i < FAILED_CHECK_LIMIT + 1; i++) {
      const reply = await test.inject({
        method: 'POST',
        url: '/api/discount-check',
        payload: { discount_code: 'NOPE', items: [{ item_code: 'SKU-1', quantity: 1 }] },
      });
      expect(reply.statusCode).toBe(200);
    }
    await test.close();
  });
});
