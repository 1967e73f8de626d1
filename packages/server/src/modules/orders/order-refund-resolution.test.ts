import { staffRequest } from '../../testing/admin-fixtures';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { type TestDb, testEngines } from '../../testing/databases';
import { PaymentProviderError } from '../../adapters/payment/payment-provider';
import { createPaymentProvider, sandboxKeys } from '../../adapters/payment/provider-factory';
import { testEnv } from '../../testing/test-app';
import { openOrdersAdminApp, placeCardOrder } from './order-fixtures';
import { auditAmount } from '../audit/audit-log';
import { refundOrder } from './order-refunds.service';

const STAFF = { email: 'settle@example.om', name: 'Salma Settles', password: 'settle password 1' };

/**
 * A refund the provider did not answer stays pending with its amount reserved; staff settle it
 * with what the provider shows: its refund id (checked there) or none (the amount is released).
 */
describe.each(await testEngines())('settling a pending refund on %s', (engine) => {
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

  const get = async (url: string) => (await staffRequest(app, staff, 'GET', url)).json().data;
  const post = (url: string, payload: object) => staffRequest(app, staff, 'POST', url, payload);
  const resolve = (name: string, id: number, payload: object) => post(`/orders/${name}/refunds/${id}/resolve`, payload);
  const headers = () => ({ 'thawani-api-key': sandboxKeys(testEnv()).secretKey });

  /** A paid card order whose full refund reached the provider (`reached`) or not, and got no answer: the pending refund. */
  async function pendingRefund({ reached }: { reached: boolean }) {
    const name = await placeCardOrder(app);
    const real = createPaymentProvider(testEnv(), app);
    let providerRefundId: string | undefined;
    const silent = {
      ...real,
      createRefund: async (input: Parameters<typeof real.createRefund>[0]) => {
        if (reached) providerRefundId = (await real.createRefund(input)).refund_id;
        throw new PaymentProviderError('Payment provider unreachable: timeout');
      },
    };
    await expect(
      refundOrder(
        { db: db.kysely, provider: silent, publicBaseUrl: 'http://localhost:3000' },
        name,
        { idempotencyKey: randomUUID(), reason: 'Damaged', kind: 'full' },
        null,
      ),
    ).rejects.toMatchObject({ kind: 'ServiceUnavailableError' });
    const detail = await get(`/orders/${name}`);
    expect(detail.refunds).toEqual([expect.objectContaining({ status: 'pending' })]);
    return {
      name,
      refundId: detail.refunds[0].id as number,
      total: detail.order.grand_total as number,
      providerRefundId,
    };
  }

  const audit = (action: string, name: string) =>
    db.kysely
      .selectFrom('audit_log')
      .select(['actor_email', 'summary'])
      .where('action', '=', action)
      .where('target_id', '=', name)
      .execute();

  it('"refunded" with the id the provider shows: succeeded, the order refunded, in the history and the audit log; once only', async () => {
    const { name, refundId, total, providerRefundId } = await pendingRefund({ reached: true });
    const reply = await resolve(name, refundId, { outcome: 'refunded', providerRefundId });
    expect(reply.statusCode, reply.body).toBe(200);
    const after = reply.json().data;
    expect(after.refunds).toEqual([
      expect.objectContaining({ status: 'succeeded', provider_refund_id: providerRefundId, amount: total }),
    ]);
    expect(after.order.refunded_amount).toBe(total);
    expect(after.order.refund_status).toBe('Refunded');
    expect(after.history.at(-1)).toMatchObject({
      kind: 'refunded',
      amount: total,
      detail: `Confirmed at the payment provider: ${providerRefundId}`,
      staff_name: STAFF.name,
    });
    expect(await audit('order.refund', name)).toEqual([
      {
        actor_email: STAFF.email,
        summary: JSON.stringify({
          before: null,
          after: { amount: auditAmount(total), provider_refund_id: providerRefundId, resolved_by: 'staff' },
        }),
      },
    ]);
    const again = await resolve(name, refundId, { outcome: 'not-refunded' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This refund is already succeeded; only a pending refund can be settled.');
    expect((await get(`/orders/${name}`)).order.refunded_amount).toBe(total);
  });

  it('"not-refunded": the reserved amount is released and the order can be refunded again', async () => {
    const { name, refundId, total } = await pendingRefund({ reached: false });
    const reply = await resolve(name, refundId, { outcome: 'not-refunded' });
    expect(reply.statusCode, reply.body).toBe(200);
    const after = reply.json().data;
    expect(after.refunds).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(after.order.refunded_amount).toBe(0);
    expect(after.actions.refund).toBe(total);
    expect(after.history.at(-1)).toMatchObject({ kind: 'refund_failed', amount: total, staff_name: STAFF.name });
    expect(await audit('order.refund-not-refunded', name)).toEqual([
      {
        actor_email: STAFF.email,
        summary: JSON.stringify({ before: null, after: { amount: auditAmount(total), refund: refundId } }),
      },
    ]);
    const refund = await post(`/orders/${name}/refunds`, {
      idempotencyKey: randomUUID(),
      reason: 'Damaged',
      kind: 'full',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data.order.refund_status).toBe('Refunded');
  });

  it('a refund id the provider does not confirm for this refund changes nothing, with the reason', async () => {
    const other = await pendingRefund({ reached: true });
    const { name, refundId, total } = await pendingRefund({ reached: false });
    // A smaller refund of this order's own payment, made at the provider directly.
    const session = await db.kysely
      .selectFrom('payment_session')
      .select('provider_session_id')
      .where('order_name', '=', name)
      .executeTakeFirstOrThrow();
    const row = await db.kysely
      .selectFrom('sandbox_checkout_session')
      .select('payment_id')
      .where('session_id', '=', session.provider_session_id!)
      .executeTakeFirstOrThrow();
    const partial = await app.inject({
      method: 'POST',
      url: '/sandbox/thawani/api/v1/refunds',
      headers: headers(),
      payload: { payment_id: row.payment_id, reason: 'x', metadata: {}, amount: 100 },
    });
    const partialId = partial.json().data.refund_id as string;
    const cases: [object, number, string][] = [
      [
        { outcome: 'refunded', providerRefundId: 'refund_nope' },
        409,
        'The payment provider has no refund refund_nope.',
      ],
      [
        { outcome: 'refunded', providerRefundId: other.providerRefundId! },
        409,
        `Refund ${other.providerRefundId} returns another payment, not this order's.`,
      ],
      [
        { outcome: 'refunded', providerRefundId: partialId },
        409,
        `Refund ${partialId} is OMR 0.100 at the provider; this pending refund is ${formatted(total)}.`,
      ],
      [{ outcome: 'refunded', providerRefundId: '  ' }, 400, 'Enter the refund id the provider shows.'],
      [{ outcome: 'maybe' }, 400, 'outcome must be "refunded" (with providerRefundId) or "not-refunded".'],
    ];
    for (const [body, status, message] of cases) {
      const reply = await resolve(name, refundId, body);
      expect(reply.statusCode, reply.body).toBe(status);
      expect(reply.json().error.message).toContain(message);
    }
    expect((await resolve(name, 999_999, { outcome: 'not-refunded' })).statusCode).toBe(404);
    expect((await resolve(name, -1, { outcome: 'not-refunded' })).statusCode).toBe(400);
    const after = await get(`/orders/${name}`);
    expect(after.refunds).toEqual([expect.objectContaining({ status: 'pending', amount: total })]);
    expect(after.order.refunded_amount).toBe(total);
  });

  it('an id already recorded on another refund is refused', async () => {
    const first = await pendingRefund({ reached: true });
    expect(
      (await resolve(first.name, first.refundId, { outcome: 'refunded', providerRefundId: first.providerRefundId }))
        .statusCode,
    ).toBe(200);
    const second = await pendingRefund({ reached: false });
    const reply = await resolve(second.name, second.refundId, {
      outcome: 'refunded',
      providerRefundId: first.providerRefundId,
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.message).toBe(
      `Refund ${first.providerRefundId} is already recorded, on order ${first.name}.`,
    );
  });

  it('two settlements at once apply one', async () => {
    const { name, refundId, total } = await pendingRefund({ reached: false });
    const replies = await Promise.all([
      resolve(name, refundId, { outcome: 'not-refunded' }),
      resolve(name, refundId, { outcome: 'not-refunded' }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await get(`/orders/${name}`);
    expect(after.order.refunded_amount).toBe(0);
    expect(after.history.filter((e: { kind: string }) => e.kind === 'refund_failed')).toHaveLength(1);
    expect(after.actions.refund).toBe(total);
  });
});

const formatted = (baisa: number) => `OMR ${(baisa / 1000).toFixed(3)}`;
