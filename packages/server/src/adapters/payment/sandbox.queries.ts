import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** The paid sandbox session holding a payment, locked on PostgreSQL so its refunds are made one at a time (SQLite has one writer anyway). */
export function paidSessionForRefund(trx: Transaction<Database> | Kysely<Database>, paymentId: string) {
  const read = trx
    .selectFrom('sandbox_checkout_session')
    .select('total_amount')
    .where('payment_id', '=', paymentId)
    .where('payment_status', '=', 'paid');
  return (trx.getExecutor().adapter instanceof PostgresAdapter ? read.forUpdate() : read).executeTakeFirst();
}
