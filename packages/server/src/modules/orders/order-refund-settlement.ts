import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowTimestamp } from '../../db/time';
import { conflict } from '../../errors';
import { auditAmount, recordAudit } from '../audit/audit-log';
import { issueCreditNote } from '../order-pages/credit-note.repository';
import { type Actor, auditActorOfOrder, recordOrderEvent } from './order-history';
import { REFUND_DONE, REFUND_DUE } from './order-constants';
import { paidAmount } from './order-refunds.repository';
import { findOrder } from './orders.repository';

/** A claimed refund (status 'pending', its amount reserved on the order), as it is settled. */
export interface PendingRefund {
  orderName: string;
  refundId: number;
  /** Baisa. */
  amount: number;
}

const ALREADY_SETTLED = 'This refund was settled meanwhile; reload the order to see how.';

/** Only a pending refund is settled, once: a second settlement (a race, a stale page) is refused. */
async function leavePending(
  trx: Kysely<Database>,
  refund: PendingRefund,
  set: { status: string; provider_refund_id?: string; error?: string },
) {
  const updated = await trx
    .updateTable('order_refund')
    .set({ ...set, updated_at: nowTimestamp() })
    .where('id', '=', refund.refundId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw conflict(ALREADY_SETTLED);
}

/**
 * The provider refunded it: the refund succeeds with the provider's id, the order's history and
 * the audit log say so, and the order is marked refunded once its successful refunds cover
 * what was paid. Call inside a transaction.
 */
export async function settleRefundSucceeded(
  trx: Kysely<Database>,
  refund: PendingRefund,
  outcome: { providerRefundId: string; detail: string | null; audit: Record<string, string | number | null> },
  actor: Actor | null,
): Promise<void> {
  const name = refund.orderName;
  await leavePending(trx, refund, { status: 'succeeded', provider_refund_id: outcome.providerRefundId });
  const at = nowTimestamp();
  await recordOrderEvent(trx, name, { kind: 'refunded', amount: refund.amount, detail: outcome.detail }, actor, at);
  await issueCreditNote(trx, name, refund.refundId, at);
  await recordAudit(trx, auditActorOfOrder(actor), {
    action: 'order.refund',
    target: { type: 'sales_order', id: name },
    after: { amount: auditAmount(refund.amount), provider_refund_id: outcome.providerRefundId, ...outcome.audit },
  });
  const order = await findOrder(trx, name);
  const sessions = await trx
    .selectFrom('payment_session')
    .select(['status', 'total_amount'])
    .where('order_name', '=', name)
    .execute();
  const succeeded = await trx
    .selectFrom('order_refund')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('sum'))
    .where('order_name', '=', name)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  if (order && Number(succeeded.sum) >= paidAmount(order, sessions)) {
    await trx
      .updateTable('sales_order')
      .set({ refund_status: REFUND_DONE, modified: nowTimestamp() })
      .where('name', '=', name)
      .execute();
  }
}

/**
 * No money went back: the refund fails with the reason, its reserved amount is released (it may
 * be refunded again; a cancelled paid order is due for refund again) and the history says why.
 * Call inside a transaction.
 */
export async function releaseRefund(
  trx: Kysely<Database>,
  refund: PendingRefund,
  reason: string,
  actor: Actor | null,
): Promise<void> {
  await leavePending(trx, refund, { status: 'failed', error: reason });
  await trx
    .updateTable('sales_order')
    .set((eb) => ({ refunded_amount: eb('refunded_amount', '-', refund.amount) }))
    .where('name', '=', refund.orderName)
    .execute();
  // A paid order cancelled while this refund was pending was not marked due: now it is.
  await trx
    .updateTable('sales_order')
    .set({ refund_status: REFUND_DUE })
    .where('name', '=', refund.orderName)
    .where('stage', '=', 'cancelled')
    .where('custom_payment_verification_check', '=', 1)
    .where('refund_status', 'is', null)
    .execute();
  await recordOrderEvent(
    trx,
    refund.orderName,
    { kind: 'refund_failed', amount: refund.amount, detail: reason },
    actor,
    nowTimestamp(),
  );
}
