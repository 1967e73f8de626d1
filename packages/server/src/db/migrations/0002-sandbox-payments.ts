import { type Kysely, sql } from 'kysely';

/** Checkout sessions of the built-in payment sandbox (it emulates the provider's own records). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_checkout_session')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('client_reference_id', 'text', (c) => c.notNull().unique())
    .addColumn('products', 'text', (c) => c.notNull())
    .addColumn('total_amount', 'integer', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('sandbox_status_check', sql`payment_status in ('unpaid', 'paid', 'cancelled')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_checkout_session').ifExists().execute();
}
