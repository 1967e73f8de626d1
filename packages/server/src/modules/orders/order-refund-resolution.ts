import { formatOMR } from '@shop/domain/money';
import { refundResolutionSchema } from '@shop/domain/schemas/admin-orders';
import { PaymentProviderError } from '../../adapters/payment/payment-provider';
import { conflict, notFound, serviceUnavailable } from '../../errors';
import { auditAmount, recordAudit } from '../audit/audit-log';
import type { PaymentsDeps } from '../payments/payments.service';
import { type Actor, auditActorOfOrder } from './order-history';
import { type PendingRefund, releaseRefund, settleRefundSucceeded } from './order-refund-settlement';

const NOT_REFUNDED =
  'Not found at the payment provider (checked by staff); the amount is released and may be refunded again.';

/** What the provider says of a refund id staff read there, checked to be this pending refund: this order's payment, successful, the same amount, not recorded already. */
async function confirmedAtProvider(
  { db, provider }: PaymentsDeps,
  refund: PendingRefund,
  providerRefundId: string,
): Promise<void> {
  const recorded = await db
    .selectFrom('order_refund')
    .select('order_name')
    .where('provider_refund_id', '=', providerRefundId)
    .executeTakeFirst();
  if (recorded) throw conflict(`Refund ${providerRefundId} is already recorded, on order ${recorded.order_name}.`);
  const session = await db
    .selectFrom('payment_session')
    .select('provider_session_id')
    .where('order_name', '=', refund.orderName)
    .where('status', '=', 'paid')
    .where('provider', '=', provider.name)
    .executeTakeFirst();
  if (!session?.provider_session_id)
    throw conflict(`${refund.orderName}: no card payment was received, so there is nothing to confirm.`);
  try {
    const payment = await provider.findPayment(session.provider_session_id);
    const found = await provider.getRefund(providerRefundId);
    if (!found) throw conflict(`The payment provider has no refund ${providerRefundId}.`);
    if (!payment || found.payment_id !== payment.payment_id)
      throw conflict(`Refund ${providerRefundId} returns another payment, not this order's.`);
    if (found.status !== 'successful')
      throw conflict(`The payment provider shows refund ${providerRefundId} as failed.`);
    if (found.amount !== refund.amount) {
      throw conflict(
        `Refund ${providerRefundId} is ${formatOMR(found.amount)} at the provider; this pending refund is ${formatOMR(refund.amount)}.`,
      );
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.status === undefined)
      throw serviceUnavailable('The payment provider did not answer. Nothing was changed; try again in a moment.');
    throw conflict(`The payment provider answered: ${error.message}`);
  }
}

/**
 * Settles a refund left pending because the provider did not answer, with what staff found at
 * the provider. 'refunded': the refund id they read there is checked with the provider (this
 * order's payment, successful, the pending amount) before the refund is marked succeeded.
 * 'not-refunded': the provider shows none, so the reserved amount is released and may be
 * refunded again. Either is written to the order's history and the audit log, and applies once.
 */
export async function resolvePendingRefund(
  deps: PaymentsDeps,
  name: string,
  refundId: number,
  body: unknown,
  actor: Actor | null,
): Promise<void> {
  const input = refundResolutionSchema.parse(body);
  const { db } = deps;
  const row = await db
    .selectFrom('order_refund')
    .select(['amount', 'status'])
    .where('id', '=', refundId)
    .where('order_name', '=', name)
    .executeTakeFirst();
  if (!row) throw notFound(`Refund ${refundId} of order ${name} was not found.`);
  if (row.status !== 'pending')
    throw conflict(`This refund is already ${row.status}; only a pending refund can be settled.`);
  const pending: PendingRefund = { orderName: name, refundId, amount: row.amount };
  if (input.outcome === 'not-refunded') {
    await db.transaction().execute(async (trx) => {
      await releaseRefund(trx, pending, NOT_REFUNDED, actor);
      await recordAudit(trx, auditActorOfOrder(actor), {
        action: 'order.refund-not-refunded',
        target: { type: 'sales_order', id: name },
        after: { amount: auditAmount(row.amount), refund: refundId },
      });
    });
    return;
  }
  await confirmedAtProvider(deps, pending, input.providerRefundId);
  await db.transaction().execute((trx) =>
    settleRefundSucceeded(
      trx,
      pending,
      {
        providerRefundId: input.providerRefundId,
        detail: `Confirmed at the payment provider: ${input.providerRefundId}`,
        audit: { resolved_by: 'staff' },
      },
      actor,
    ),
  );
}
