import type { Kysely } from 'kysely';

/**
 * Per-series counters for order names (Frappe's naming series, e.g. SAL-ORD-2026-00001), and
 * each order line's share of the order's discount (Frappe's distributed_discount_amount), so a
 * line can be charged on the payment page and refunded on its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('naming_series')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('current', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('sales_order_item')
    .addColumn('distributed_discount_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sales_order_item').dropColumn('distributed_discount_amount').execute();
  await db.schema.dropTable('naming_series').ifExists().execute();
}
