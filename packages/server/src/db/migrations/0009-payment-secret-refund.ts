import type { Kysely } from 'kysely';

/**
 * Issue 13. `payment_secret_hash`: the SHA-256 (hex) of the secret a card order's placement
 * handed to the browser that placed it; reopening the order's payment page needs the secret
 * (payments.service.ts), and only its hash is kept. `refund_status`: 'Due' when money was
 * received for an order that is cancelled (a payment arriving after the cancellation, or a
 * paid order cancelled by staff), for the team's order list and dashboard.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sales_order').addColumn('payment_secret_hash', 'text').execute();
  await db.schema.alterTable('sales_order').addColumn('refund_status', 'text').execute();
  await db.schema.createIndex('sales_order_refund_status').on('sales_order').column('refund_status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sales_order_refund_status').execute();
  await db.schema.alterTable('sales_order').dropColumn('refund_status').execute();
  await db.schema.alterTable('sales_order').dropColumn('payment_secret_hash').execute();
}
