import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../adapters/payment/thawani-webhook';
import { createPaymentProvider, sandboxKeys } from '../../adapters/payment/provider-factory';
import type { App } from '../../testing/test-app';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { insertCheckoutData, muscatForm, orderBody } from '../orders/order-fixtures';
import { buildTestApp, testEnv } from '../../testing/test-app';
import { type PaymentsDeps, releaseStaleCardOrders } from './payments.service';

/** Card orders through the built-in sandbox, which speaks Thawani's API through the same client. */
describe.each(await testEngines())('card payments on %s', (engine) => {
  let db: TestDb;
  let app: App;
  const card = { ...muscatForm, PaymentType: 'Credit / Debit Card' };

  beforeAll(async () => {
    db = await createTestDb(engine, { poolSize: 20 });
    await insertCheckoutData(db);
    await db.kysely
      .updateTable('website_item')
      .set({ custom_stock_available: 1_000 })
      .where('item_code', 'in', ['SKU-1', 'SKU-5'])
      .execute();
    app = await buildTestApp(db);
  });
  const payments = (): PaymentsDeps => ({
    db: db.kysely,
    provider: createPaymentProvider(testEnv(), app),
    publicBaseUrl: 'http://localhost:3000',
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const stockOf = async (code: string) =>
    (
      await db.kysely
        .selectFrom('website_item')
        .select('custom_stock_available')
        .where('item_code', '=', code)
        .executeTakeFirstOrThrow()
    ).custom_stock_available;
  const orderRow = (name: string) =>
    db.kysely.selectFrom('sales_order').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  const events = (cuid: string) =>
    db.kysely
      .selectFrom('payment_session_event as e')
      .innerJoin('payment_session as s', 's.id', 'e.payment_session_id')
      .select(['e.status', 'e.source'])
      .where('s.client_reference_id', '=', cuid)
      .execute();

  /** Places a card order and acts on the sandbox's hosted page as the shopper would. */
  async function cardOrder(items: [string, number][] = [['SKU-5', 2]], extra: Record<string, unknown> = {}) {
    const response = await post('/api/orders', orderBody(items, extra, card));
    expect(response.statusCode).toBe(201);
    const { order, payment } = response.json().data;
    const url = new URL(payment.session_url);
    const act = (action: 'pay' | 'cancel' | 'leave') =>
      app.inject({
        method: 'POST',
        url: `${url.pathname}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `key=${url.searchParams.get('key')}`,
      });
    return {
      name: order.name as string,
      cuid: payment.client_reference_id as string,
      sessionUrl: payment.session_url as string,
      secret: payment.payment_secret as string,
      act,
    };
  }

  it('opens a session whose lines are the stored order in baisa, with VAT and delivery as their own lines', async () => {
    const { name, cuid } = await cardOrder();
    const session = await db.kysely
      .selectFrom('sandbox_checkout_session')
      .selectAll()
      .where('client_reference_id', '=', cuid)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(session.products)).toEqual([
      { name: 'Matte Lipstick', quantity: 2, unit_amount: 4_500 },
      { name: 'VAT 5%', quantity: 1, unit_amount: 450 },
      { name: 'Delivery', quantity: 1, unit_amount: 2_000 },
    ]);
    expect(session.total_amount).toBe((await orderRow(name)).grand_total);
    expect(JSON.parse(session.metadata)).toEqual({
      name: 'Aisha',
      order_id: name,
      email: 'aisha@example.om',
      number: '96891234567',
    });
    expect(session.success_url).toBe(`http://localhost:3000/payment-verify?cuid=${cuid}`);
    expect((await orderRow(name)).client_reference_id).toBe(cuid);
  });

  it('unpaid: pending with the session url; nothing changes', async () => {
    const { name, cuid, sessionUrl, act } = await cardOrder();
    await act('leave');
    const response = await post('/api/thawani-verify', { cuid });
    expect(response.json().data).toEqual({
      payment_status: 'unpaid',
      order_id: name,
      session_url: sessionUrl,
      total_amount: 11.45,
      refund_due: false,
    });
    expect(await orderRow(name)).toMatchObject({
      custom_online_payment_status: 'Unpaid',
      custom_payment_verification_check: 0,
    });
    expect(await events(cuid)).toEqual([]);
  });

  it('paid: the order is marked paid and verified once, however often and concurrently it is verified', async () => {
    const { name, cuid, act, secret } = await cardOrder();
    await act('pay');
    const responses = await Promise.all(Array.from({ length: 50 }, () => post('/api/thawani-verify', { cuid })));
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(responses.every((r) => r.json().data.payment_status === 'paid')).toBe(true);
    expect(await orderRow(name)).toMatchObject({
      custom_online_payment_status: 'Paid',
      custom_payment_verification_check: 1,
      custom_cancelled_payment: 0,
    });
    expect(await events(cuid)).toEqual([{ status: 'paid', source: 'verify' }]);
    const reopen = await post('/api/thawani-payment', { order_id: name, payment_secret: secret });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error.message).toBe(`Order ${name} is already paid.`);
  });

  it('cancelled: the order is cancelled, its stock and code use returned, once', async () => {
    const stock = await stockOf('SKU-1');
    const { name, cuid, act } = await cardOrder([['SKU-1', 2]], { discount_code: 'SAVE5' });
    const used = async () =>
      (
        await db.kysely
          .selectFrom('discount_code')
          .select('used_count')
          .where('code', '=', 'SAVE5')
          .executeTakeFirstOrThrow()
      ).used_count;
    const usedWithOrder = await used();
    expect(await stockOf('SKU-1')).toBe(stock - 2);
    await act('cancel');
    await Promise.all(Array.from({ length: 20 }, () => post('/api/thawani-verify', { cuid })));
    expect(await orderRow(name)).toMatchObject({
      custom_online_payment_status: 'Cancelled',
      custom_cancelled_payment: 1,
      status: 'Cancelled',
      stock_returned: 1,
    });
    expect(await stockOf('SKU-1')).toBe(stock);
    expect(await used()).toBe(usedWithOrder - 1);
    expect(await events(cuid)).toEqual([{ status: 'cancelled', source: 'verify' }]);
  });

  it("a repeated order request, or /api/thawani-payment with the order's secret, reuses the open session", async () => {
    const body = orderBody([['SKU-5', 1]], {}, card);
    const first = (await post('/api/orders', body)).json().data;
    const again = await post('/api/orders', body);
    expect(again.statusCode).toBe(200);
    const { payment_secret: secret, ...link } = again.json().data.payment;
    const { payment_secret: _first, ...firstLink } = first.payment;
    expect(link).toEqual(firstLink);
    const reopened = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/api/thawani-payment', { order_id: first.order.name, payment_secret: secret }),
      ),
    );
    for (const r of reopened) expect(r.json().data).toEqual(firstLink);
    const sessions = await db.kysely
      .selectFrom('payment_session')
      .select('id')
      .where('order_name', '=', first.order.name)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('refuses unknown sessions and orders, and bad bodies', async () => {
    expect((await post('/api/thawani-verify', { cuid: 'nope' })).statusCode).toBe(404);
    expect((await post('/api/thawani-verify', {})).statusCode).toBe(400);
    expect((await post('/api/thawani-verify', { cuid: 'x'.repeat(500) })).statusCode).toBe(400);
    expect((await post('/api/thawani-payment', { order_id: 'SAL-ORD-1999-00001' })).statusCode).toBe(404);
    expect(
      (await post('/api/thawani-payment', { order_id: 'SAL-ORD-1999-00001', payment_secret: 'x'.repeat(201) }))
        .statusCode,
    ).toBe(400);
  });

  describe('card orders left unpaid past the hold', () => {
    const backdate = (name: string) =>
      db.kysely
        .updateTable('sales_order')
        .set({ creation: '2020-01-01 00:00:00.000' })
        .where('name', '=', name)
        .execute();
    const release = () => releaseStaleCardOrders(payments(), new Date(Date.now() - 60 * 60_000));

    it('give their stock back and are cancelled, unless the provider says they were paid', async () => {
      const stock = await stockOf('SKU-5');
      const unpaid = await cardOrder([['SKU-5', 3]]);
      const paid = await cardOrder([['SKU-5', 1]]);
      await paid.act('pay');
      const fresh = await cardOrder([['SKU-5', 1]]);
      await backdate(unpaid.name);
      await backdate(paid.name);
      const results = await Promise.all([release(), release()]);
      expect(results.reduce((n, r) => n + r.cancelled, 0)).toBeGreaterThanOrEqual(1);
      expect(await orderRow(unpaid.name)).toMatchObject({
        custom_cancelled_payment: 1,
        status: 'Cancelled',
        stock_returned: 1,
      });
      expect(await orderRow(paid.name)).toMatchObject({
        custom_payment_verification_check: 1,
        custom_online_payment_status: 'Paid',
      });
      expect(await orderRow(fresh.name)).toMatchObject({
        custom_cancelled_payment: 0,
        custom_payment_verification_check: 0,
      });
      expect(await stockOf('SKU-5')).toBe(stock - 2);
      expect(await events(unpaid.cuid)).toEqual([{ status: 'cancelled', source: 'expiry' }]);
    });

    it("close the order's session at the provider, whose page then refuses Pay", async () => {
      const stale = await cardOrder([['SKU-5', 1]]);
      await backdate(stale.name);
      await release();
      const session = await db.kysely
        .selectFrom('sandbox_checkout_session')
        .select('payment_status')
        .where('client_reference_id', '=', stale.cuid)
        .executeTakeFirstOrThrow();
      expect(session.payment_status).toBe('cancelled');
      expect((await stale.act('pay')).statusCode).toBe(409);
      expect((await post('/api/thawani-verify', { cuid: stale.cuid })).json().data).toMatchObject({
        payment_status: 'cancelled',
        refund_due: false,
      });
      expect(await orderRow(stale.name)).toMatchObject({
        status: 'Cancelled',
        custom_payment_verification_check: 0,
        refund_status: null,
      });
    });
  });

  describe('webhook', () => {
    const secret = sandboxKeys(testEnv()).webhookSecret;
    const hook = (body: string, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/thawani-webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
    const signed = (body: string, at = String(Date.now())) => ({
      'thawani-signature': signWebhook(secret, body, at),
      'thawani-timestamp': at,
    });

    it('a signed webhook re-reads the session and applies it once', async () => {
      const { name, cuid, act } = await cardOrder();
      await act('pay');
      const body = JSON.stringify({
        event_type: 'checkout.completed',
        data: { client_reference_id: cuid, payment_status: 'paid' },
      });
      const [a, b] = await Promise.all([hook(body, signed(body)), hook(body, signed(body))]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      await post('/api/thawani-verify', { cuid });
      expect(await orderRow(name)).toMatchObject({ custom_payment_verification_check: 1 });
      expect(await events(cuid)).toEqual([{ status: 'paid', source: 'webhook' }]);
    });

    it('does not trust the webhook body: an unpaid session stays unpaid', async () => {
      const { name, cuid } = await cardOrder();
      const body = JSON.stringify({ data: { client_reference_id: cuid, payment_status: 'paid' } });
      expect((await hook(body, signed(body))).json().data.payment_status).toBe('unpaid');
      expect(await orderRow(name)).toMatchObject({ custom_payment_verification_check: 0 });
    });

    it.each([
      ['no signature', (): Record<string, string> => ({ 'thawani-timestamp': String(Date.now()) })],
      ['a wrong signature', (body: string) => ({ ...signed(body), 'thawani-signature': 'ab'.repeat(32) })],
      ['a signature for another body', () => signed('{"data":{}}')],
      ['a stale timestamp', (body: string) => signed(body, String(Date.now() - 10 * 60_000))],
    ])('refuses %s with 401 and changes nothing', async (_label, headersFor) => {
      const { name, cuid, act } = await cardOrder();
      await act('pay');
      const body = JSON.stringify({ data: { client_reference_id: cuid } });
      const response = await hook(body, headersFor(body));
      expect(response.statusCode).toBe(401);
      expect(await orderRow(name)).toMatchObject({ custom_payment_verification_check: 0 });
    });
  });
});
