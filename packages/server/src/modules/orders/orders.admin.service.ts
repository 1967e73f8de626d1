import { type AdminOrderQuery, adminOrderQuerySchema, omanDayStart } from '@shop/domain/schemas/admin-orders';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { notFound } from '../../errors';
import { bumpCatalogVersion } from '../resource/resource-cache';
import { availableSteps, decideStep, stageOf } from '@shop/domain/order-lifecycle';
import { orderRefundOf, refundableRemaining } from '@shop/domain/order-refunds';
import { type Actor, auditActorOfOrder, orderEvents, recordOrderEvent } from './order-history';
import { recordAudit } from '../audit/audit-log';
import { orderRefunds, paidAmount, refundedQuantities } from './order-refunds.repository';
import { orderMessages } from '../order-messages/order-message-queue';
import { creditNoteNumberText, creditNotesOf } from '../order-pages/credit-note.repository';
import { lifecycleOf, refusedStep } from './order-steps';
import { PAYMENT_STATUS_TEXT, REFUND_DUE } from './order-constants';
import { findOrder, orderItems, releaseDiscountCode, returnStock } from './orders.repository';

const listColumns = [
  'name',
  'creation',
  'first_name',
  'phone',
  'payment_method',
  'custom_online_payment_status',
  'status',
  'shipping_method',
  'grand_total',
  'coupon_code',
  'refund_status',
  'stage',
  'refunded_amount',
] as const;

/** The orders matching the list's filters (no order, no paging). */
export function filteredOrders(db: Kysely<Database>, filters: AdminOrderQuery) {
  let base = db.selectFrom('sales_order');
  if (filters.paymentStatus) base = base.where('custom_online_payment_status', '=', filters.paymentStatus);
  if (filters.paymentType) base = base.where('payment_method', '=', filters.paymentType);
  if (filters.status) base = base.where('status', '=', filters.status);
  if (filters.stage) base = base.where('stage', '=', filters.stage);
  if (filters.refund === 'due') base = base.where('refund_status', '=', REFUND_DUE);
  if (filters.from) base = base.where('creation', '>=', toTimestamp(omanDayStart(filters.from)));
  if (filters.to) base = base.where('creation', '<', toTimestamp(omanDayStart(filters.to, 1)));
  if (filters.q) {
    const q = filters.q.replace(/[%_\\]/g, '');
    const digits = q.replace(/\D/g, '');
    base = base.where((eb) =>
      eb.or([
        eb('name', 'like', `%${q.toUpperCase()}%`),
        ...(digits.length >= 4 && /^[\d\s+()-]+$/.test(q) ? [eb('phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return base;
}

/** The order list: filters, newest first, one page and the total. Amounts stay baisa. */
export async function listOrdersForStaff(db: Kysely<Database>, query: unknown) {
  const filters: AdminOrderQuery = adminOrderQuerySchema.parse(query);
  const base = filteredOrders(db, filters);
  const [rows, total] = await Promise.all([
    base
      .select([...listColumns])
      .orderBy('creation', 'desc')
      .orderBy('name', 'desc')
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => ({ ...row, stage: stageOf(row.stage) })),
    meta: { page: filters.page, pageSize: filters.pageSize, total: Number(total.n) },
  };
}

/** The delivery zone's English name for the stored zone id (null when none or unknown). */
async function zoneName(db: Kysely<Database>, zoneId: string | null): Promise<string | null> {
  if (!zoneId) return null;
  const row = await db.selectFrom('oman_zone').select('name_en').where('zone_id', '=', zoneId).executeTakeFirst();
  return row?.name_en ?? null;
}

/**
 * One order with its lines, VAT line, payment sessions and each session's status history, its
 * history and refunds: read as one snapshot (a repeatable-read transaction; SQLite's reads in a
 * transaction are one snapshot already), so a refund listed is always counted in the refunded amount shown.
 */
export function orderDetailForStaff(db: Kysely<Database>, name: string) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => readOrderDetail(trx, name));
}

async function readOrderDetail(db: Kysely<Database>, name: string) {
  const order = await findOrder(db, name);
  if (!order) throw notFound(`Order ${name} was not found.`);
  const [items, taxes, sessions] = await Promise.all([
    orderItems(db, name),
    db.selectFrom('sales_order_tax').selectAll().where('parent', '=', name).execute(),
    db.selectFrom('payment_session').selectAll().where('order_name', '=', name).orderBy('created_at').execute(),
  ]);
  const events = sessions.length
    ? await db
        .selectFrom('payment_session_event')
        .selectAll()
        .where(
          'payment_session_id',
          'in',
          sessions.map((s) => s.id),
        )
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : [];
  const [history, refunds, zone, messages, creditNotes] = await Promise.all([
    orderEvents(db, name),
    orderRefunds(db, name),
    zoneName(db, order.zone),
    orderMessages(db, name),
    creditNotesOf(db, name),
  ]);
  const creditNoteOf = new Map(creditNotes.map((c) => [c.refund_id, creditNoteNumberText(c.number)]));
  const { idempotency_key: _key, idempotency_hash: _hash, payment_secret_hash: _secret, ...shown } = order;
  const refundedQty = refundedQuantities(refunds);
  return {
    order: { ...shown, stage: stageOf(order.stage), zone_name: zone },
    items: items.map((i) => ({ ...i, refunded_qty: refundedQty.get(i.id) ?? 0 })),
    taxes,
    paymentSessions: sessions.map((s) => ({ ...s, events: events.filter((e) => e.payment_session_id === s.id) })),
    history,
    refunds: refunds.map(({ lines, ...r }) => ({
      ...r,
      lines: JSON.parse(lines) as { id: number; qty: number }[],
      credit_note: creditNoteOf.get(r.id) ?? null,
    })),
    messages,
    actions: {
      steps: availableSteps(lifecycleOf(order)),
      refund: refundableRemaining({ paid: paidAmount(order, sessions), refunded: order.refunded_amount }),
    },
  };
}

/**
 * Cancels a placed order: its stock goes back and its code use is released exactly once. The
 * UPDATE is conditional on the status and flags read (stock_returned = 0, and for an unpaid
 * order custom_cancelled_payment = 0, which also stops the payment verifier or the stale-order
 * sweep from returning the stock a second time). A paid card order keeps its 'Paid' status and
 * is marked as due for refund (made at the provider), unless it was refunded in full already. An unpaid order's open payment sessions
 * are marked cancelled here; the route then closes them at the provider (payments.closeSessions).
 */
export async function cancelOrder(db: Kysely<Database>, name: string, actor: Actor | null, now = new Date()) {
  const at = toTimestamp(now);
  const pagesChanged = await db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, name);
    if (!order) throw notFound(`Order ${name} was not found.`);
    const decision = decideStep(lifecycleOf(order), 'cancel');
    if (!decision.ok) throw refusedStep(name, decision.message);
    const paid = order.custom_payment_verification_check === 1;
    const refundDue = paid && orderRefundOf(order) !== 'full';
    let update = trx
      .updateTable('sales_order')
      .where('name', '=', name)
      .where('stage', '=', order.stage)
      .where('stock_returned', '=', 0)
      .where('refunded_amount', '=', order.refunded_amount)
      .where('custom_payment_verification_check', '=', order.custom_payment_verification_check);
    update = paid
      ? update.set({
          status: 'Cancelled',
          stage: 'cancelled',
          stock_returned: 1,
          ...(refundDue ? { refund_status: REFUND_DUE } : {}),
          modified: at,
        })
      : update.where('custom_cancelled_payment', '=', 0).set({
          status: 'Cancelled',
          stage: 'cancelled',
          stock_returned: 1,
          custom_cancelled_payment: 1,
          custom_online_payment_status: PAYMENT_STATUS_TEXT.cancelled,
          modified: at,
        });
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const latest = await findOrder(trx, name);
      const again = latest ? decideStep(lifecycleOf(latest), 'cancel') : null;
      throw refusedStep(
        name,
        again && !again.ok ? again.message : 'The order changed meanwhile; reload and try again.',
      );
    }
    await recordOrderEvent(
      trx,
      name,
      { kind: 'cancelled', detail: refundDue ? 'The card payment is due for refund' : null },
      actor,
      at,
    );
    await recordAudit(
      trx,
      auditActorOfOrder(actor),
      {
        action: 'order.cancel',
        target: { type: 'sales_order', id: name },
        before: { stage: order.stage, paid },
        after: { stage: 'cancelled' },
      },
      now,
    );
    const returned = await returnStock(trx, name);
    if (order.coupon_code) await releaseDiscountCode(trx, order.coupon_code);
    if (!paid) {
      const open = await trx
        .selectFrom('payment_session')
        .select('id')
        .where('order_name', '=', name)
        .where('status', '=', 'unpaid')
        .execute();
      for (const session of open) {
        await trx
          .updateTable('payment_session')
          .set({ status: 'cancelled', updated_at: at })
          .where('id', '=', session.id)
          .execute();
        await trx
          .insertInto('payment_session_event')
          .values({ payment_session_id: session.id, status: 'cancelled', source: 'staff', created_at: at })
          .execute();
      }
    }
    return returned;
  });
  if (pagesChanged.length > 0) bumpCatalogVersion();
  return orderDetailForStaff(db, name);
}
