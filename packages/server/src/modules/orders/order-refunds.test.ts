import { staffRequest } from '../../testing/admin-fixtures';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { type TestDb, testEngines } from '../../testing/databases';
import { PaymentProviderError } from '../../adapters/payment/payment-provider';
import { createPaymentProvider, sandboxKeys } from '../../adapters/payment/provider-factory';
import { testEnv } from '../../testing/test-app';
import { openOrdersAdminApp, orderBody, placeCardOrder } from './order-fixtures';
import { auditAmount } from '../audit/audit-log';
import { refundOrder } from './order-refunds.service';

const STAFF = { email: 'refunds@example.om', name: 'Rashid Refunds', password: 'refunds password 1' };

/** Card refunds through the sandbox, which answers Thawani's refund API through the same client. */
describe.each(await testEngines())('card refunds on %s', (engine) => {
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

  const get = (url: string) => staffRequest(app, staff, 'GET', url);
  const post = (url: string, payload?: object) => staffRequest(app, staff, 'POST', url, payload);
  const refund = (name: string, body: Record<string, unknown>) =>
    post(`/orders/${name}/refunds`, { idempotencyKey: randomUUID(), reason: 'Customer request', ...body });
  const sandboxRefunds = () => db.kysely.selectFrom('sandbox_refund').selectAll().orderBy('created_at').execute();

  /** A card order for 2 × SKU-5 and 1 × SKU-1, paid on the sandbox's page and verified (order-fixtures.ts). */
  async function paidCardOrder(pay = true) {
    const name = await placeCardOrder(app, { pay });
    return { name, detail: (await get(`/orders/${name}`)).json().data };
  }

  it('refunds one line in part, then the rest in full: amounts in baisa at the provider, events and totals on the order', async () => {
    const { name, detail } = await paidCardOrder();
    const total = detail.order.grand_total as number;
    expect(detail.actions.refund).toBe(total);
    const lipstick = detail.items.find((i: { item_code: string }) => i.item_code === 'SKU-5');
    const before = (await sandboxRefunds()).length;

    const part = await refund(name, { kind: 'lines', lines: [{ id: lipstick.id, qty: 1 }] });
    expect(part.statusCode, part.body).toBe(200);
    const lineAmount = Math.round((lipstick.amount - lipstick.distributed_discount_amount) / 2);
    const partAmount = lineAmount + Math.round(lineAmount * 0.05);
    const afterPart = part.json().data;
    expect(afterPart.order.refunded_amount).toBe(partAmount);
    expect(afterPart.actions.refund).toBe(total - partAmount);
    expect(afterPart.items.find((i: { id: number }) => i.id === lipstick.id).refunded_qty).toBe(1);
    expect(afterPart.refunds).toEqual([
      expect.objectContaining({
        amount: partAmount,
        status: 'succeeded',
        lines: [{ id: lipstick.id, qty: 1 }],
        staff_name: STAFF.name,
        provider_refund_id: expect.stringMatching(/^refund_/),
      }),
    ]);
    expect(afterPart.history.at(-1)).toMatchObject({
      kind: 'refunded',
      amount: partAmount,
      detail: 'Customer request',
      staff_name: STAFF.name,
    });

    const full = await refund(name, { kind: 'full' });
    expect(full.statusCode, full.body).toBe(200);
    const afterFull = full.json().data;
    expect(afterFull.order).toMatchObject({ refunded_amount: total, refund_status: 'Refunded' });
    expect(afterFull.actions.refund).toBe(0);
    expect(afterFull.refunds.map((r: { amount: number }) => r.amount)).toEqual([partAmount, total - partAmount]);

    const atProvider = (await sandboxRefunds()).slice(before);
    expect(atProvider.map((r) => r.amount)).toEqual([partAmount, total - partAmount]);
    expect(JSON.parse(atProvider[0]!.metadata)).toMatchObject({ order_id: name });

    const audit = (await get(`/audit?action=order.refund&pageSize=100`))
      .json()
      .data.filter((e: { targetId: string }) => e.targetId === name);
    expect(
      audit.map((e: { actorEmail: string; after: { amount: string; kind: string } }) => [
        e.actorEmail,
        e.after.amount,
        e.after.kind,
      ]),
    ).toEqual([
      [STAFF.email, auditAmount(total - partAmount), 'full'],
      [STAFF.email, auditAmount(partAmount), 'lines'],
    ]);
    expect(audit.every((e: { after: { amount: string } }) => /^\d+\.\d{3}$/.test(e.after.amount))).toBe(true);

    const more = await refund(name, { kind: 'full' });
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toBe(`${name}: Nothing is left to refund on this order.`);
  });

  it('the same refund key twice, even at the same time, refunds once', async () => {
    const { name, detail } = await paidCardOrder();
    const before = (await sandboxRefunds()).length;
    const body = { idempotencyKey: randomUUID(), reason: 'Duplicate click', kind: 'full' };
    const replies = await Promise.all([post(`/orders/${name}/refunds`, body), post(`/orders/${name}/refunds`, body)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await sandboxRefunds()).length).toBe(before + 1);
    const after = (await get(`/orders/${name}`)).json().data;
    expect(after.refunds).toHaveLength(1);
    expect(after.order.refunded_amount).toBe(detail.order.grand_total);
  });

  it('two different refunds at once never take more than was paid', async () => {
    const { name, detail } = await paidCardOrder();
    const replies = await Promise.all([refund(name, { kind: 'full' }), refund(name, { kind: 'full' })]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = (await get(`/orders/${name}`)).json().data;
    expect(after.order.refunded_amount).toBe(detail.order.grand_total);
    const paymentRefunds = await db.kysely
      .selectFrom('order_refund')
      .select((eb) => eb.fn.sum<number>('amount').as('sum'))
      .where('order_name', '=', name)
      .where('status', '=', 'succeeded')
      .executeTakeFirstOrThrow();
    expect(Number(paymentRefunds.sum)).toBe(detail.order.grand_total);
  });

  it('refuses bad input, unpaid orders, COD orders and too many units, changing nothing', async () => {
    const { name, detail } = await paidCardOrder();
    const line = detail.items[0];
    for (const body of [
      { kind: 'lines', lines: [] },
      { kind: 'lines', lines: [{ id: line.id, qty: 0 }] },
      { kind: 'half' },
      { kind: 'full', reason: '' },
      { kind: 'full', idempotencyKey: 'not-a-uuid' },
      { kind: 'full', amount: 5 },
    ]) {
      const reply = await refund(name, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
    }
    const tooMany = await refund(name, { kind: 'lines', lines: [{ id: line.id, qty: line.qty + 1 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(
      `${name}: Line ${line.id} has ${line.qty} units left to refund, not ${line.qty + 1}.`,
    );
    expect((await refund(name, { kind: 'lines', lines: [{ id: 999_999, qty: 1 }] })).json().error.message).toBe(
      `${name}: Line 999999 is not on this order.`,
    );
    expect((await get(`/orders/${name}`)).json().data.order.refunded_amount).toBe(0);

    const unpaid = await paidCardOrder(false);
    const refused = await refund(unpaid.name, { kind: 'full' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `${unpaid.name}: no card payment was received, so there is nothing to refund.`,
    );
    const cod = (await app.inject({ method: 'POST', url: '/api/orders', payload: orderBody([['SKU-5', 1]]) })).json()
      .data.order.name;
    expect((await refund(cod, { kind: 'full' })).json().error.message).toBe(
      `${cod}: cash on delivery is refunded in cash, not through the card provider.`,
    );
    expect((await refund('SAL-ORD-1999-00001', { kind: 'full' })).statusCode).toBe(404);
  });

  it('a refund the provider refuses is recorded as failed, its amount released, nothing refunded', async () => {
    const { name, detail } = await paidCardOrder();
    const session = await db.kysely
      .selectFrom('payment_session')
      .select('provider_session_id')
      .where('order_name', '=', name)
      .executeTakeFirstOrThrow();
    // The provider has no payment on record for the session (e.g. it was reversed there).
    await db.kysely
      .updateTable('sandbox_checkout_session')
      .set({ payment_id: null })
      .where('session_id', '=', session.provider_session_id!)
      .execute();
    const refused = await refund(name, { kind: 'full' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'The payment provider refused the refund: The provider has no successful payment for this order.',
    );
    const after = (await get(`/orders/${name}`)).json().data;
    expect(after.order.refunded_amount).toBe(0);
    expect(after.actions.refund).toBe(detail.order.grand_total);
    expect(after.refunds).toEqual([
      expect.objectContaining({ status: 'failed', error: 'The provider has no successful payment for this order.' }),
    ]);
    expect(after.history.at(-1)).toMatchObject({
      kind: 'refund_failed',
      amount: detail.order.grand_total,
      staff_name: STAFF.name,
    });
  });

  it('a provider that does not answer leaves the refund pending, its amount still reserved, so nothing is refunded twice', async () => {
    const { name, detail } = await paidCardOrder();
    const real = createPaymentProvider(testEnv(), app);
    const silent = {
      ...real,
      createRefund: async () => {
        throw new PaymentProviderError('Payment provider unreachable: timeout');
      },
    };
    const deps = { db: db.kysely, provider: silent, publicBaseUrl: 'http://localhost:3000' };
    const body = { idempotencyKey: randomUUID(), reason: 'Timeout test', kind: 'full' };
    await expect(refundOrder(deps, name, body, { id: 1, name: 'Tester' })).rejects.toMatchObject({
      kind: 'ServiceUnavailableError',
    });
    const after = (await get(`/orders/${name}`)).json().data;
    expect(after.refunds).toEqual([expect.objectContaining({ status: 'pending', amount: detail.order.grand_total })]);
    expect(after.order.refunded_amount).toBe(detail.order.grand_total);
    expect(after.actions.refund).toBe(0);
    expect(after.history.at(-1)).toMatchObject({ kind: 'refund_pending', staff_name: 'Tester' });
    expect((await refund(name, { kind: 'full' })).json().error.message).toBe(
      `${name}: Nothing is left to refund on this order.`,
    );
  });

  it('an order paid after it was cancelled is in the needs-refund queue until refunded in full', async () => {
    const { name } = await paidCardOrder();
    expect((await post(`/orders/${name}/cancel`)).statusCode).toBe(200);
    const queue = async () => (await get('/orders?refund=due')).json().data.map((o: { name: string }) => o.name);
    expect(await queue()).toContain(name);
    expect((await get('/dashboard')).json().data.needsRefund).toBeGreaterThanOrEqual(1);
    expect((await refund(name, { kind: 'full' })).statusCode).toBe(200);
    expect(await queue()).not.toContain(name);
  });

  it('the sandbox, like the provider, refuses more than the payment less its refunds', async () => {
    const { name } = await paidCardOrder();
    const session = await db.kysely
      .selectFrom('payment_session')
      .select('provider_session_id')
      .where('order_name', '=', name)
      .executeTakeFirstOrThrow();
    const row = await db.kysely
      .selectFrom('sandbox_checkout_session')
      .selectAll()
      .where('session_id', '=', session.provider_session_id!)
      .executeTakeFirstOrThrow();
    const headers = { 'thawani-api-key': sandboxKeys(testEnv()).secretKey };
    const payments = await app.inject({
      method: 'GET',
      url: `/sandbox/thawani/api/v1/payments?checkout_invoice=${row.invoice}`,
      headers,
    });
    expect(payments.json().data).toEqual([
      expect.objectContaining({ payment_id: row.payment_id, amount: row.total_amount, status: 'successful' }),
    ]);
    const over = await app.inject({
      method: 'POST',
      url: '/sandbox/thawani/api/v1/refunds',
      headers,
      payload: { payment_id: row.payment_id, reason: 'x', metadata: {}, amount: row.total_amount + 1 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      success: false,
      description: `Refund amount exceeds the refundable amount (${row.total_amount} baisa left)`,
    });
    const whole = await app.inject({
      method: 'POST',
      url: '/sandbox/thawani/api/v1/refunds',
      headers,
      payload: { payment_id: row.payment_id, reason: 'x', metadata: {} },
    });
    expect(whole.json().data).toMatchObject({ amount: row.total_amount, status: 'successful' });
    const read = await app.inject({
      method: 'GET',
      url: `/sandbox/thawani/api/v1/refunds/${whole.json().data.refund_id}`,
      headers,
    });
    expect(read.json().data).toMatchObject({ refund_id: whole.json().data.refund_id, amount: row.total_amount });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/sandbox/thawani/api/v1/refunds',
          payload: { payment_id: row.payment_id, reason: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
