import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
import { type App, buildApp } from '../../http/app';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { PaymentProviderError, providerProductName } from './payment-provider';
import { createPaymentProvider, sandboxKeys } from './provider-factory';

describe.each(await testEngines())('payment sandbox on %s', (engine) => {
  let db: TestDb;
  let app: App;
  const env = () =>
    parseEnv({
      APP_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: db.url,
      MEDIA_DIR: mkdtempSync(join(tmpdir(), 'media-')),
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_BASE_URL: 'http://shop.test',
    });

  beforeAll(async () => {
    db = await createTestDb(engine);
    app = await buildApp({ db, env: env() });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const input = (ref: string) => ({
    client_reference_id: ref,
    products: [
      { name: 'Serum', quantity: 2, unit_amount: 4500 },
      { name: 'VAT', quantity: 1, unit_amount: 450 },
    ],
    success_url: `http://shop.test/payment-verify?cuid=${ref}`,
    cancel_url: `http://shop.test/payment-verify?cuid=${ref}`,
    metadata: { order_id: 'SO-1', name: 'Aisha', email: 'a@b.om', number: '96891234567' },
  });

  it('creates an unpaid session whose total is the sum of the lines, in baisa', async () => {
    const provider = createPaymentProvider(env(), app);
    const session = await provider.createSession(input('ref-total'));
    expect(session).toMatchObject({ client_reference_id: 'ref-total', payment_status: 'unpaid', total_amount: 9450 });
    expect(await provider.getSessionByReference('ref-total')).toMatchObject({ session_id: session.session_id });
  });

  it('the hosted page pays the session once; a later cancel changes nothing', async () => {
    const provider = createPaymentProvider(env(), app);
    const session = await provider.createSession(input('ref-pay'));
    const url = new URL(provider.hostedPageUrl(session.session_id));
    expect(url.origin).toBe('http://shop.test');
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay');
    const key = url.searchParams.get('key')!;
    const pay = await app.inject({
      method: 'POST',
      url: `${url.pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `key=${key}`,
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe('http://shop.test/payment-verify?cuid=ref-pay');
    await app.inject({
      method: 'POST',
      url: `${url.pathname}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `key=${key}`,
    });
    expect((await provider.getSession(session.session_id)).payment_status).toBe('paid');
  });

  it('cancel sends the shopper to the cancel url and marks the session cancelled', async () => {
    const provider = createPaymentProvider(env(), app);
    const session = await provider.createSession(input('ref-cancel'));
    const url = new URL(provider.hostedPageUrl(session.session_id));
    const response = await app.inject({
      method: 'POST',
      url: `${url.pathname}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `key=${url.searchParams.get('key')}`,
    });
    expect(response.statusCode).toBe(303);
    expect((await provider.getSession(session.session_id)).payment_status).toBe('cancelled');
  });

  it('refuses a wrong API key, a wrong publishable key and a reused reference', async () => {
    const wrong = await app.inject({
      method: 'GET',
      url: '/sandbox/thawani/api/v1/checkout/reference/ref-total',
      headers: { 'thawani-api-key': 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const provider = createPaymentProvider(env(), app);
    const session = await provider.getSessionByReference('ref-total');
    const page = await app.inject({ method: 'GET', url: `/sandbox/thawani/pay/${session.session_id}?key=bad` });
    expect(page.statusCode).toBe(404);
    await expect(provider.createSession(input('ref-total'))).rejects.toBeInstanceOf(PaymentProviderError);
    expect(sandboxKeys(env()).secretKey).toMatch(/^sandbox_sk_/);
  });

  it('cancel (the API, with the secret key) closes an unpaid session: its page no longer offers Pay and refuses it; a paid session cannot be cancelled', async () => {
    const provider = createPaymentProvider(env(), app);
    const open = await provider.createSession(input('ref-close'));
    await provider.cancelSession(open.session_id);
    await provider.cancelSession(open.session_id);
    expect((await provider.getSession(open.session_id)).payment_status).toBe('cancelled');
    const url = new URL(provider.hostedPageUrl(open.session_id));
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('This session is cancelled: it can no longer be paid.');
    expect(page.body).not.toContain('class="pay"');
    const pay = await app.inject({
      method: 'POST',
      url: `${url.pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `key=${url.searchParams.get('key')}`,
    });
    expect(pay.statusCode).toBe(409);
    expect((await provider.getSession(open.session_id)).payment_status).toBe('cancelled');

    const paid = await provider.createSession(input('ref-close-paid'));
    const paidUrl = new URL(provider.hostedPageUrl(paid.session_id));
    await app.inject({
      method: 'POST',
      url: `${paidUrl.pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `key=${paidUrl.searchParams.get('key')}`,
    });
    await expect(provider.cancelSession(paid.session_id)).rejects.toThrow('Session is paid and cannot be cancelled');
    await expect(provider.cancelSession('checkout_missing')).rejects.toBeInstanceOf(PaymentProviderError);
    const noKey = await app.inject({
      method: 'POST',
      url: `/sandbox/thawani/api/v1/checkout/${paid.session_id}/cancel`,
    });
    expect(noKey.statusCode).toBe(401);
  });

  it('the hosted page answers only to its session id: the order name or the client reference open nothing', async () => {
    const provider = createPaymentProvider(env(), app);
    const session = await provider.createSession(input('ref-address'));
    const key = new URL(provider.hostedPageUrl(session.session_id)).searchParams.get('key')!;
    for (const id of ['SO-1', 'ref-address']) {
      expect((await app.inject({ method: 'GET', url: `/sandbox/thawani/pay/${id}?key=${key}` })).statusCode).toBe(404);
      const cancel = await app.inject({
        method: 'POST',
        url: `/sandbox/thawani/pay/${id}/cancel`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `key=${key}`,
      });
      expect(cancel.statusCode).toBe(404);
    }
    expect((await provider.getSession(session.session_id)).payment_status).toBe('unpaid');
  });

  it('refuses a line of more than 100 units, as Thawani does', async () => {
    const provider = createPaymentProvider(env(), app);
    await expect(
      provider.createSession({ ...input('ref-many'), products: [{ name: 'Pads', quantity: 101, unit_amount: 500 }] }),
    ).rejects.toThrow(/quantity/);
  });

  it('refuses a unit amount under 100 baisa and an unknown session', async () => {
    const provider = createPaymentProvider(env(), app);
    await expect(
      provider.createSession({ ...input('ref-small'), products: [{ name: 'Tiny', quantity: 1, unit_amount: 99 }] }),
    ).rejects.toThrow(/unit_amount/);
    await expect(provider.getSession('checkout_missing')).rejects.toThrow(/not found/i);
  });
});

describe('provider product names', () => {
  it('keep names of up to 40 characters and cut longer ones to at most 40 with an ellipsis', () => {
    expect(providerProductName('Rose Water Toner 200ml')).toBe('Rose Water Toner 200ml');
    const long = providerProductName('Hydra Glow Vitamin C Brightening Serum With Hyaluronic Acid 30ml');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).toBe('Hydra Glow Vitamin C Brightening Serum…');
  });
});
