import { type AdminOrderQuery, adminOrderQuerySchema, omanDayStart } from '@shop/domain/schemas/admin-orders';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { conflict, notFound } from '../../errors';
import { bumpCatalogVersion } from '../resource/resource-cache';
import { PAYMENT_STATUS_TEXT, REFUND_DUE } from './order-constants';
import { findOrder, orderItems, releaseDiscountCode, returnStock } from './orders.repository';

const COD = 'COD';

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
] as const;

/** The order list: filters, newest first, one page and the total. Amounts stay baisa. */
export async function listOrdersForStaff(db: Kysely<Database>, query: unknown) {
  const filters: AdminOrderQuery = adminOrderQuerySchema.parse(query);
  let base = db.selectFrom('sales_order');
  if (filters.paymentStatus) base = base.where('custom_online_payment_status', '=', filters.paymentStatus);
  if (filters.paymentType) base = base.where('payment_method', '=', filters.paymentType);
  if (filters.status) base = base.where('status', '=', filters.status);
  if (filters.refund === 'due') base = base.where('refund_status', '=', REFUND_DUE);
  if (filters.from) base = base.where('creation', '>=', toTimestamp(omanDayStart(filters.from)));
  if (filters.to) base = base.where('creation', '<', toTimestamp(omanDayStart(filters.to, 1)));
  if (filters.q) {
    const q = filters.q.replace(/[%_\\]/g, '');
    const digits = q.replace(/\D/g, '');
    base = base.where((eb) =>
      eb.or([eb('name', 'like', `%${q.toUpperCase()}%`), ...(digits.length >= 4 && /^[\d\s+()-]+$/.test(q) ? [eb('phone', 'like', `%${digits}%`)] : [])]),
    );
  }
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
  return { data: rows, meta: { page: filters.page, pageSize: filters.pageSize, total: Number(total.n) } };
}

/** One order with its lines, VAT line, payment sessions and each session's status history. */
export async function orderDetailForStaff(db: Kysely<Database>, name: string) {
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
  const { idempotency_key: _key, idempotency_hash: _hash, payment_secret_hash: _secret, ...shown } = order;
  return {
    order: shown,
    items,
    taxes,
    paymentSessions: sessions.map((s) => ({ ...s, events: events.filter((e) => e.payment_session_id === s.id) })),
    actions: actionsFor(order),
  };
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** What the team may still do with an order (confirm: the COD confirmation call, see cod-confirmation.ts). */
function actionsFor(order: Pick<OrderRow, 'status' | 'payment_method' | 'stock_returned' | 'confirmed_at'>) {
  const open = order.status === 'Placed' && !order.stock_returned;
  return { confirm: open && order.payment_method === COD && order.confirmed_at === null, markDelivered: open && order.payment_method === COD, cancel: open };
}

/** A cash-on-delivery order handed over: Placed → Delivered (conditional, so only once). */
export async function markDelivered(db: Kysely<Database>, name: string, now = new Date()) {
  const order = await findOrder(db, name);
  if (!order) throw notFound(`Order ${name} was not found.`);
  if (order.payment_method !== COD) throw conflict(`Order ${name} is not cash on delivery.`);
  const result = await db
    .updateTable('sales_order')
    .set({ status: 'Delivered', modified: toTimestamp(now) })
    .where('name', '=', name)
    .where('payment_method', '=', COD)
    .where('status', '=', 'Placed')
    .where('stock_returned', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict(`Order ${name} is ${order.status}; only a placed order can be marked delivered.`);
  return orderDetailForStaff(db, name);
}

/**
 * Cancels a placed order: its stock goes back and its code use is released exactly once. The
 * UPDATE is conditional on the status and flags read (stock_returned = 0, and for an unpaid
 * order custom_cancelled_payment = 0, which also stops the payment verifier or the stale-order
 * sweep from returning the stock a second time). A paid card order keeps its 'Paid' status and
 * is marked as due for refund (made at the provider). An unpaid order's open payment sessions
 * are marked cancelled here; the route then closes them at the provider (payments.closeSessions).
 */
export async function cancelOrder(db: Kysely<Database>, name: string, now = new Date()) {
  const at = toTimestamp(now);
  const pagesChanged = await db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, name);
    if (!order) throw notFound(`Order ${name} was not found.`);
    const paid = order.custom_payment_verification_check === 1;
    let update = trx
      .updateTable('sales_order')
      .where('name', '=', name)
      .where('status', '=', 'Placed')
      .where('stock_returned', '=', 0)
      .where('custom_payment_verification_check', '=', order.custom_payment_verification_check);
    update = paid
      ? update.set({ status: 'Cancelled', stock_returned: 1, refund_status: REFUND_DUE, modified: at })
      : update.where('custom_cancelled_payment', '=', 0).set({
          status: 'Cancelled',
          stock_returned: 1,
          custom_cancelled_payment: 1,
          custom_online_payment_status: PAYMENT_STATUS_TEXT.cancelled,
          modified: at,
        });
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const latest = await findOrder(trx, name);
      throw conflict(`Order ${name} is ${latest?.status ?? order.status}; only a placed order can be cancelled.`);
    }
    const returned = await returnStock(trx, name);
    if (order.coupon_code) await releaseDiscountCode(trx, order.coupon_code);
    if (!paid) {
      const open = await trx.selectFrom('payment_session').select('id').where('order_name', '=', name).where('status', '=', 'unpaid').execute();
      for (const session of open) {
        await trx.updateTable('payment_session').set({ status: 'cancelled', updated_at: at }).where('id', '=', session.id).execute();
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
