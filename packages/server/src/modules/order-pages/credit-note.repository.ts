import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { issueTaxInvoice, nextNumber } from './tax-invoice.repository';

const SEQUENCE = 'credit_note';

/** A credit note's number as printed: CN-000042. */
export const creditNoteNumberText = (n: number) => `CN-${String(n).padStart(6, '0')}`;

/** CN-000042 → 42; null for anything else. */
export function creditNoteNumberOf(text: string): number | null {
  const match = /^CN-(\d{6,9})$/.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * Issues the tax credit note of a refund that succeeded, in the transaction that settles it,
 * numbered from its own gap-free sequence (tax-invoice.repository.ts nextNumber). The note
 * credits the order's tax invoice, issued first if the order has none yet (its money was
 * received, since it goes back). A second call for the refund does nothing.
 */
export async function issueCreditNote(
  trx: Kysely<Database>,
  orderName: string,
  refundId: number,
  at: string,
): Promise<void> {
  const issued = await trx
    .selectFrom('credit_note')
    .select('number')
    .where('refund_id', '=', refundId)
    .executeTakeFirst();
  if (issued) return;
  await issueTaxInvoice(trx, orderName, at);
  await trx
    .insertInto('credit_note')
    .values({ number: await nextNumber(trx, SEQUENCE), refund_id: refundId, order_name: orderName, issued_at: at })
    .execute();
}

/** The order's credit notes with their refunds, oldest first. */
export function creditNotesOf(db: Kysely<Database>, orderName: string) {
  return db
    .selectFrom('credit_note as c')
    .innerJoin('order_refund as r', 'r.id', 'c.refund_id')
    .select(['c.number', 'c.refund_id', 'c.issued_at', 'r.amount', 'r.lines', 'r.reason'])
    .where('c.order_name', '=', orderName)
    .orderBy('c.number')
    .execute();
}
