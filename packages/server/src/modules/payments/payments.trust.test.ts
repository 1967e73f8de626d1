import { staffRequest } from '../../testing/admin-fixtures';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../../adapters/payment/payment-provider';
import { createPaymentProvider } from '../../adapters/payment/provider-factory';
import type { App } from '../../testing/test-app';
import { type TestDb, testEngines } from '../../testing/databases';
import { openOrdersAdminApp, muscatForm, orderBody } from '../orders/order-fixtures';
import { testEnv } from '../../testing/test-app';
import { releaseStaleCardOrders } from './payments.service';

const STAFF = { email: 'payments@example.om', name: 'Payments', password: 'payments password 1' };
const card = { ...muscatForm, PaymentType: 'Credit / Debit Card' };

/** Issue 13: a payment page opens only for the browser that placed the order; a cancelled order takes no payment, and one that still arrives is a refund. */
describe.each(await testEngines())('payments that cannot be hijacked or misreported on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({ db, app, staff } = await openOrdersAdminApp(engine, STAFF));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const admin = (method: 'GET' | 'POST', url: string) => staffRequest(app, staff, method, url);
  const orderRow = (name: string) =>
    db.kysely.selectFrom('sales_order').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  const sandboxStatus = async (cuid: string) =>
    (
      await db.kysely
        .selectFrom('sandbox_checkout_session')
        .select('payment_status')
        .where('client_reference_id', '=', cuid)
        .executeTakeFirstOrThrow()
    ).payment_status;
  const events = (cuid: string) =>
    db.kysely
      .selectFrom('payment_session_event as e')
      .innerJoin('payment_session as s', 's.id', 'e.payment_session_id')
      .select(['e.status', 'e.source'])
      .where('s.client_reference_id', '=', cuid)
      .orderBy('e.id')
      .execute();

  async function cardOrder(items: [string, number][] = [['SKU-5', 1]]) {
    const body = orderBody(items, {}, card);
    const reply = await post('/api/orders', body);
    expect(reply.statusCode, reply.body).toBe(201);
    const { order, payment } = reply.json().data;
    const url = new URL(payment.session_url);
    const act = (action: 'pay' | 'cancel') =>
      app.inject({
        method: 'POST',
        url: `${url.pathname}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `key=${url.searchParams.get('key')}`,
      });
    return {
      body,
      name: order.name as string,
      cuid: payment.client_reference_id as string,
      secret: payment.payment_secret as string,
      url,
      act,
    };
  }
  const reopen = (order_id: string, payment_secret?: string) =>
    post('/api/thawani-payment', payment_secret === undefined ? { order_id } : { order_id, payment_secret });

  it('reopens a payment page only with the secret its placement returned; every other order name is the same 404', async () => {
    const mine = await cardOrder();
    const other = await cardOrder();
    const paid = await cardOrder();
    await paid.act('pay');
    await post('/api/thawani-verify', { cuid: paid.cuid });
    const cancelled = await cardOrder();
    await cancelled.act('cancel');
    await post('/api/thawani-verify', { cuid: cancelled.cuid });
    const cod = (await post('/api/orders', orderBody([['SKU-5', 1]]))).json().data.order.name as string;

    const refusals = await Promise.all([
      reopen(mine.name),
      reopen(mine.name, ''),
      reopen(mine.name, 'not-the-secret'),
      reopen(mine.name, other.secret),
      reopen(paid.name),
      reopen(cancelled.name),
      reopen(cod),
      reopen(cod, mine.secret),
      reopen('SAL-ORD-1999-00001'),
      reopen('SAL-ORD-1999-00001', mine.secret),
    ]);
    for (const reply of refusals) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({
        data: null,
        error: {
          status: 404,
          name: 'NotFoundError',
          code: 'payment.not_found',
          message: 'This payment was not found.',
          params: {},
          details: {},
        },
      });
    }
    const opened = await reopen(mine.name, mine.secret);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toEqual({ session_url: mine.url.href, client_reference_id: mine.cuid });
    expect((await reopen(paid.name, paid.secret)).statusCode).toBe(409);
  });

  it("keeps only the secret's SHA-256; a replay of the placement hands out a new secret and the old one stops working", async () => {
    const order = await cardOrder();
    const row = await orderRow(order.name);
    expect(row.payment_secret_hash).toBe(createHash('sha256').update(order.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(order.secret);
    const replay = await post('/api/orders', order.body);
    expect(replay.statusCode).toBe(200);
    const renewed = replay.json().data.payment.payment_secret as string;
    expect(renewed).not.toBe(order.secret);
    expect((await reopen(order.name, order.secret)).statusCode).toBe(404);
    expect((await reopen(order.name, renewed)).statusCode).toBe(200);
    expect(
      (await orderRow((await post('/api/orders', orderBody([['SKU-5', 1]]))).json().data.order.name))
        .payment_secret_hash,
    ).toBeNull();
  });

  it('staff cancelling an unpaid card order closes its session at the provider: the page refuses Pay and the shopper sees it cancelled', async () => {
    const order = await cardOrder();
    expect((await admin('POST', `/orders/${order.name}/cancel`)).statusCode).toBe(200);
    expect(await sandboxStatus(order.cuid)).toBe('cancelled');
    const page = await app.inject({ method: 'GET', url: `${order.url.pathname}${order.url.search}` });
    expect(page.body).toContain('This session is cancelled: it can no longer be paid.');
    expect(page.body).not.toContain('>Pay<');
    expect((await order.act('pay')).statusCode).toBe(409);
    expect((await post('/api/thawani-verify', { cuid: order.cuid })).json().data).toMatchObject({
      payment_status: 'cancelled',
      refund_due: false,
    });
    expect(await orderRow(order.name)).toMatchObject({
      status: 'Cancelled',
      custom_payment_verification_check: 0,
      refund_status: null,
    });
  });

  it('a payment taken before the cancellation reached the provider: never confirmed, recorded once as due for refund, and the shopper is told', async () => {
    const order = await cardOrder([['SKU-1', 1]]);
    await order.act('pay'); // paid at the provider; the shopper has not come back yet
    expect((await admin('POST', `/orders/${order.name}/cancel`)).statusCode).toBe(200);
    expect(await orderRow(order.name)).toMatchObject({
      status: 'Cancelled',
      custom_cancelled_payment: 1,
      custom_payment_verification_check: 0,
      refund_status: 'Due',
      stock_returned: 1,
    });
    const checks = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/thawani-verify', { cuid: order.cuid })),
    );
    for (const check of checks)
      expect(check.json().data).toMatchObject({
        payment_status: 'paid',
        order_id: order.name,
        refund_due: true,
        total_amount: 15.125,
      });
    expect(await orderRow(order.name)).toMatchObject({
      status: 'Cancelled',
      custom_payment_verification_check: 0,
      custom_online_payment_status: 'Cancelled',
    });
    expect(await events(order.cuid)).toEqual([
      { status: 'cancelled', source: 'staff' },
      { status: 'paid_after_cancellation', source: 'staff' },
    ]);
  });

  it('a provider that could not close the session: the payment that still arrives is a refund, recorded once however often it is verified', async () => {
    const order = await cardOrder();
    const real = createPaymentProvider(testEnv(), app);
    const unreachable = {
      ...real,
      cancelSession: async () => Promise.reject(new PaymentProviderError('Payment provider unreachable: timeout')),
    };
    const payments = { db: db.kysely, provider: unreachable, publicBaseUrl: 'http://localhost:3000' };
    await db.kysely
      .updateTable('sales_order')
      .set({ creation: '2020-01-01 00:00:00.000' })
      .where('name', '=', order.name)
      .execute();
    expect(await releaseStaleCardOrders(payments, new Date(Date.now() - 60 * 60_000))).toMatchObject({ cancelled: 1 });
    expect(await sandboxStatus(order.cuid)).toBe('unpaid');
    await order.act('pay');
    const checks = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/thawani-verify', { cuid: order.cuid })),
    );
    expect(checks.every((c) => c.json().data.refund_due === true && c.json().data.payment_status === 'paid')).toBe(
      true,
    );
    expect(await events(order.cuid)).toEqual([
      { status: 'cancelled', source: 'expiry' },
      { status: 'paid_after_cancellation', source: 'verify' },
    ]);
    expect(await orderRow(order.name)).toMatchObject({
      refund_status: 'Due',
      custom_payment_verification_check: 0,
      status: 'Cancelled',
    });
  });

  it('a paid order cancelled by staff is due for refund too; the order list filters them and the dashboard counts them', async () => {
    const order = await cardOrder();
    await order.act('pay');
    await post('/api/thawani-verify', { cuid: order.cuid });
    expect((await admin('POST', `/orders/${order.name}/cancel`)).json().data.order).toMatchObject({
      status: 'Cancelled',
      custom_online_payment_status: 'Paid',
      refund_status: 'Due',
    });
    expect((await post('/api/thawani-verify', { cuid: order.cuid })).json().data).toMatchObject({
      payment_status: 'paid',
      refund_due: true,
    });

    const due = (await admin('GET', '/orders?refund=due')).json();
    const names = due.data.map((o: { name: string }) => o.name);
    expect(names).toContain(order.name);
    expect(due.data.every((o: { refund_status: string }) => o.refund_status === 'Due')).toBe(true);
    const dueCount = Number(
      (
        await db.kysely
          .selectFrom('sales_order')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('refund_status', '=', 'Due')
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(due.meta.total).toBe(dueCount);
    expect((await admin('GET', '/dashboard')).json().data.needsRefund).toBe(dueCount);
    expect((await admin('GET', '/orders?refund=maybe')).statusCode).toBe(400);
  });
});
