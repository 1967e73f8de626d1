import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const SEQUENCE = 'tax_invoice';

/** An invoice number as printed: INV-000042. */
export const invoiceNumberText = (n: number) => `INV-${String(n).padStart(6, '0')}`;

/**
 * The next number of `sequence`, in the caller's transaction: one counter row incremented in
 * place, so concurrent issues wait on its row lock and a rolled-back one takes its number back.
 */
export async function nextNumber(trx: Kysely<Database>, sequence: string): Promise<number> {
  const row = await trx
    .insertInto('invoice_sequence')
    .values({ name: sequence, current: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ current: sql`invoice_sequence.current + 1` }))
    .returning('current')
    .executeTakeFirstOrThrow();
  return row.current;
}

/**
 * Issues the order's tax invoice once it is paid (card) or its cash received (hand-over), in
 * that step's transaction. The number comes from one counter row incremented in the same
 * transaction: concurrent issues wait on its row lock, and a rolled-back step takes its number
 * back, so the numbers have no gap and none is used twice. A second call for the order does
 * nothing.
 */
export async function issueTaxInvoice(trx: Kysely<Database>, orderName: string, at: string): Promise<void> {
  const issued = await trx
    .selectFrom('tax_invoice')
    .select('number')
    .where('order_name', '=', orderName)
    .executeTakeFirst();
  if (issued) return;
  await trx
    .insertInto('tax_invoice')
    .values({ number: await nextNumber(trx, SEQUENCE), order_name: orderName, issued_at: at })
    .execute();
}

export function taxInvoiceOf(db: Kysely<Database>, orderName: string) {
  return db
    .selectFrom('tax_invoice')
    .select(['number', 'issued_at'])
    .where('order_name', '=', orderName)
    .executeTakeFirst();
}
