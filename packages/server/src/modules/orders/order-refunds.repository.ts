import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** An order's refunds, oldest first. */
export function orderRefunds(db: Db, orderName: string) {
  return db
    .selectFrom('order_refund')
    .select(['id', 'amount', 'lines', 'reason', 'status', 'provider_refund_id', 'error', 'staff_name', 'created_at'])
    .where('order_name', '=', orderName)
    .orderBy('id')
    .execute();
}

/** Units of each line refunded or being refunded (failed refunds give nothing back). */
export function refundedQuantities(refunds: { lines: string; status: string }[]): Map<number, number> {
  const qty = new Map<number, number>();
  for (const refund of refunds) {
    if (refund.status === 'failed') continue;
    for (const line of JSON.parse(refund.lines) as { id: number; qty: number }[])
      qty.set(line.id, (qty.get(line.id) ?? 0) + line.qty);
  }
  return qty;
}

/** What the provider took for the order: its paid sessions' totals (one, normally), in baisa. */
export function paidAmount(
  order: { payment_method: string },
  sessions: { status: string; total_amount: number }[],
): number {
  if (order.payment_method === 'COD') return 0;
  return sessions.filter((s) => s.status === 'paid').reduce((sum, s) => sum + s.total_amount, 0);
}
