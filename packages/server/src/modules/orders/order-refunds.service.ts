import { type RefundableLine, planRefund } from '@shop/domain/order-refunds';
import { orderRefundSchema } from '@shop/domain/schemas/admin-orders';
import { PaymentProviderError } from '../../adapters/payment/payment-provider';
import { toTimestamp } from '../../db/time';
import { DomainError, conflict, notFound, serviceUnavailable } from '../../errors';
import type { PaymentsDeps } from '../payments/payments.service';
import { auditAmount, auditText, recordAudit } from '../audit/audit-log';
import { type Actor, auditActorOfOrder, recordOrderEvent } from './order-history';
import { releaseRefund, settleRefundSucceeded } from './order-refund-settlement';
import { orderRefunds, paidAmount, refundedQuantities } from './order-refunds.repository';
import { findOrder, isUniqueViolation, orderItems } from './orders.repository';

type Claim = { kind: 'claimed'; refundId: number; amount: number; sessionId: string } | { kind: 'repeat' };

/**
 * Refunds a card payment, in full or per line, through the provider's refund API. The refund is
 * first claimed in one transaction: planned by the domain rule (never more than paid less what
 * was refunded or is being refunded), stored under the request's idempotency key (a repeated
 * key is the same refund, done once) and added to the order's refunded_amount by an UPDATE
 * conditional on the amount read, so two refunds at once cannot both pass the limit. Then the
 * provider is asked. Refused: the claim is released and the refusal recorded. No answer: the
 * refund stays pending and keeps its amount reserved, until staff settle it with what the
 * provider shows (order-refund-resolution.ts).
 */
export async function refundOrder(
  deps: PaymentsDeps,
  name: string,
  body: unknown,
  actor: Actor | null,
  now = new Date(),
): Promise<void> {
  const input = orderRefundSchema.parse(body);
  const claim = await claimRefund(deps, name, input, actor, now);
  if (claim.kind === 'repeat') return;
  const { db, provider } = deps;
  const pending = { orderName: name, refundId: claim.refundId, amount: claim.amount };
  let providerRefundId: string;
  try {
    const payment = await provider.findPayment(claim.sessionId);
    if (!payment) throw new PaymentProviderError('The provider has no successful payment for this order.', 404);
    const refund = await provider.createRefund({
      payment_id: payment.payment_id,
      amount: claim.amount,
      reason: input.reason,
      metadata: { order_id: name, refund_key: input.idempotencyKey },
    });
    if (refund.status !== 'successful') throw new PaymentProviderError('The provider reports the refund failed.', 422);
    providerRefundId = refund.refund_id;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const target = { type: 'sales_order', id: name };
    if (error.status === undefined) {
      await db.transaction().execute(async (trx) => {
        await recordOrderEvent(
          trx,
          name,
          { kind: 'refund_pending', amount: claim.amount, detail: error.message },
          actor,
          toTimestamp(new Date()),
        );
        await recordAudit(trx, auditActorOfOrder(actor), {
          action: 'order.refund-pending',
          target,
          after: { amount: auditAmount(claim.amount), refund: claim.refundId },
        });
      });
      throw serviceUnavailable(
        'The payment provider did not answer. The refund is kept as pending; check it at the provider before trying again.',
      );
    }
    await db.transaction().execute(async (trx) => {
      await releaseRefund(trx, pending, error.message, actor);
      await recordAudit(trx, auditActorOfOrder(actor), {
        action: 'order.refund-refused',
        target,
        after: { amount: auditAmount(claim.amount), refund: claim.refundId, reason: auditText(error.message) },
      });
    });
    throw conflict(`The payment provider refused the refund: ${error.message}`);
  }
  await db
    .transaction()
    .execute((trx) =>
      settleRefundSucceeded(
        trx,
        pending,
        { providerRefundId, detail: input.reason, audit: { kind: input.kind, reason: input.reason ?? null } },
        actor,
      ),
    );
}

async function claimRefund(
  { db, provider }: PaymentsDeps,
  name: string,
  input: ReturnType<typeof orderRefundSchema.parse>,
  actor: Actor | null,
  now: Date,
): Promise<Claim> {
  try {
    return await db.transaction().execute(async (trx): Promise<Claim> => {
      const repeat = await trx
        .selectFrom('order_refund')
        .select('order_name')
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (repeat) {
        if (repeat.order_name !== name) throw conflict('This refund key was already used for another order.');
        return { kind: 'repeat' };
      }
      const order = await findOrder(trx, name);
      if (!order) throw notFound(`Order ${name} was not found.`);
      if (order.payment_method === 'COD')
        throw conflict(`${name}: cash on delivery is refunded in cash, not through the card provider.`);
      const sessions = await trx
        .selectFrom('payment_session')
        .select(['status', 'total_amount', 'provider_session_id', 'provider'])
        .where('order_name', '=', name)
        .execute();
      const paidSession = sessions.find(
        (s) => s.status === 'paid' && s.provider === provider.name && s.provider_session_id,
      );
      if (!paidSession) throw conflict(`${name}: no card payment was received, so there is nothing to refund.`);
      const [items, refunds] = await Promise.all([orderItems(trx, name), orderRefunds(trx, name)]);
      const refunded = refundedQuantities(refunds);
      const lines: RefundableLine[] = items.map((i) => ({
        id: i.id,
        qty: i.qty,
        amount: i.amount,
        discount: i.distributed_discount_amount,
        refundedQty: refunded.get(i.id) ?? 0,
      }));
      const plan = planRefund(
        { paid: paidAmount(order, sessions), refunded: order.refunded_amount, lines },
        input.kind === 'full' ? { kind: 'full' } : { kind: 'lines', lines: input.lines ?? [] },
      );
      if (!plan.ok) throw conflict(`${name}: ${plan.message}`);
      const at = toTimestamp(now);
      const reserved = await trx
        .updateTable('sales_order')
        .set({ refunded_amount: order.refunded_amount + plan.refund.amount, modified: at })
        .where('name', '=', name)
        .where('refunded_amount', '=', order.refunded_amount)
        .executeTakeFirst();
      if (Number(reserved.numUpdatedRows) !== 1) {
        throw conflict(
          `${name}: another refund was being made at the same time; reload and check before trying again.`,
        );
      }
      const row = await trx
        .insertInto('order_refund')
        .values({
          order_name: name,
          idempotency_key: input.idempotencyKey,
          amount: plan.refund.amount,
          lines: JSON.stringify(plan.refund.lines),
          reason: input.reason,
          status: 'pending',
          staff_id: actor?.id ?? null,
          staff_name: actor?.name ?? null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        auditActorOfOrder(actor),
        {
          action: 'order.refund-request',
          target: { type: 'sales_order', id: name },
          after: {
            amount: auditAmount(plan.refund.amount),
            refund: row.id,
            kind: input.kind,
            reason: auditText(input.reason),
          },
        },
        now,
      );
      return {
        kind: 'claimed',
        refundId: row.id,
        amount: plan.refund.amount,
        sessionId: paidSession.provider_session_id!,
      };
    });
  } catch (error) {
    // The same key sent twice at once: whichever way the other request won (the key's unique
    // index, the reservation, or the plan seeing its amount), this one is that refund.
    if (isUniqueViolation(error) || (error instanceof DomainError && error.kind === 'ConflictError')) {
      const made = await db
        .selectFrom('order_refund')
        .select('order_name')
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (made?.order_name === name) return { kind: 'repeat' };
    }
    throw error;
  }
}
