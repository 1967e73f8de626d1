import type { Kysely } from 'kysely';

/**
 * Issue 28: a tax credit note for each refund. Its number comes from its own counter row in
 * `invoice_sequence` (name 'credit_note'), incremented in the refund's settling transaction, so
 * the numbers run without a gap as the invoices' do; one note per refund (unique `refund_id`).
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('credit_note')
    .addColumn('number', 'integer', (c) => c.primaryKey())
    .addColumn('refund_id', 'integer', (c) => c.notNull().unique())
    .addColumn('order_name', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_note_order').on('credit_note').column('order_name').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('credit_note').execute();
}
