import { type LifecycleOrder, type OrderStep, decideStep, legacyStatusOf, stageOf } from '@shop/domain/order-lifecycle';
import { orderRefundOf } from '@shop/domain/order-refunds';
import type { PaymentType } from '@shop/domain/payment-types';
import type { ShippingMethod } from '@shop/domain/shipping';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { conflict, notFound } from '../../errors';
import { auditAmount, recordAudit } from '../audit/audit-log';
import { type Actor, auditActorOfOrder, recordOrderEvent } from './order-history';
import { PAYMENT_STATUS_TEXT } from './order-constants';
import { findOrder } from './orders.repository';

type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The order as the lifecycle table (domain/order-lifecycle.ts) reads it. */
export function lifecycleOf(
  order: Pick<
    OrderRow,
    | 'stage'
    | 'payment_method'
    | 'shipping_method'
    | 'custom_payment_verification_check'
    | 'grand_total'
    | 'refunded_amount'
    | 'refund_status'
  >,
): LifecycleOrder {
  return {
    stage: stageOf(order.stage),
    paymentType: order.payment_method as PaymentType,
    shippingMethod: order.shipping_method as ShippingMethod,
    paid: order.custom_payment_verification_check === 1,
    refund: orderRefundOf(order),
  };
}

/** Why a step is refused, in a 409 naming the order. */
export const refusedStep = (name: string, message: string) => conflict(`${name}: ${message}`);

/**
 * One lifecycle step other than cancelling (orders.admin.service.ts cancelOrder): checked against
 * the table, then one UPDATE conditional on the stage, paid flag and refunded amount read, so two
 * clicks at the same time move the order once and the second gets the table's refusal (and a
 * refund claimed meanwhile is seen). The step is recorded
 * in the order's history; a COD hand-over also records the cash as paid.
 */
export async function advanceOrder(
  db: Kysely<Database>,
  name: string,
  step: Exclude<OrderStep, 'cancel'>,
  actor: Actor | null,
  now = new Date(),
): Promise<void> {
  const at = toTimestamp(now);
  await db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, name);
    if (!order) throw notFound(`Order ${name} was not found.`);
    const decision = decideStep(lifecycleOf(order), step);
    if (!decision.ok) throw refusedStep(name, decision.message);
    const result = await trx
      .updateTable('sales_order')
      .set({
        stage: decision.to,
        status: legacyStatusOf(decision.to),
        modified: at,
        ...(step === 'confirm' ? { confirmed_at: at } : {}),
        ...(decision.recordsCash
          ? {
              custom_payment_verification_check: 1,
              custom_online_payment_status: PAYMENT_STATUS_TEXT.paid,
              paid_at: at,
            }
          : {}),
      })
      .where('name', '=', name)
      .where('stage', '=', order.stage)
      .where('custom_payment_verification_check', '=', order.custom_payment_verification_check)
      .where('refunded_amount', '=', order.refunded_amount)
      .where('stock_returned', '=', 0)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const latest = await findOrder(trx, name);
      const again = latest ? decideStep(lifecycleOf(latest), step) : null;
      throw refusedStep(
        name,
        again && !again.ok ? again.message : 'The order changed meanwhile; reload and try again.',
      );
    }
    await recordOrderEvent(trx, name, { kind: decision.to }, actor, at);
    if (decision.recordsCash)
      await recordOrderEvent(trx, name, { kind: 'cash_received', amount: order.grand_total }, actor, at);
    await recordAudit(
      trx,
      auditActorOfOrder(actor),
      {
        action: `order.${step}`,
        target: { type: 'sales_order', id: name },
        before: { stage: order.stage },
        after: {
          stage: decision.to,
          ...(decision.recordsCash ? { cash_received: auditAmount(order.grand_total) } : {}),
        },
      },
      now,
    );
  });
}
