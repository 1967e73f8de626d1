import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Issue 18, orders from placement to done.
 * - `sales_order.stage`: where the order is in its lifecycle (domain/order-lifecycle.ts), read
 *   and written with a conditional UPDATE on the stage read, so a step applies once. Backfilled
 *   from `status` and `confirmed_at`. `status` stays Placed | Delivered | Cancelled for the
 *   Frappe-shaped readers.
 * - `paid_at`: when the money was received (card: the provider reported it; COD: handed over);
 *   the dashboard counts revenue by it. Backfilled with `modified` for orders already paid.
 * - `refunded_amount`: baisa refunded or being refunded at the provider.
 * - `order_event`: the order's history (each step, cash received, refunds, notes) with who and when.
 * - `order_refund`: one row per refund asked of the provider, unique per idempotency key.
 * - the sandbox keeps the provider's invoice and payment id per session, and its refunds.
 */
type Db = Kysely<unknown>;

/** An auto-incrementing integer key on both engines (as 0001's). */
function idColumn(db: Db) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? (['id', 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey()] as const)
    : (['id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()] as const);
}

export async function up(db: Db): Promise<void> {
  const [idName, idType, idBuild] = idColumn(db);
  await db.schema
    .alterTable('sales_order')
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('placed'))
    .execute();
  await db.schema.alterTable('sales_order').addColumn('paid_at', 'text').execute();
  await db.schema
    .alterTable('sales_order')
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update sales_order set stage = case
      when status = 'Cancelled' then 'cancelled'
      when status = 'Delivered' and shipping_method = 'Pick up from Store' then 'collected'
      when status = 'Delivered' then 'delivered'
      when confirmed_at is not null then 'confirmed'
      else 'placed' end`.execute(db);
  await sql`update sales_order set paid_at = modified where custom_payment_verification_check = 1`.execute(db);
  await db.schema.createIndex('sales_order_stage').on('sales_order').column('stage').execute();
  await db.schema.createIndex('sales_order_paid_at').on('sales_order').column('paid_at').execute();

  await db.schema
    .createTable('order_event')
    .addColumn(idName, idType, idBuild)
    .addColumn('order_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('amount', 'integer')
    .addColumn('staff_id', 'integer')
    .addColumn('staff_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_event_order').on('order_event').columns(['order_name', 'id']).execute();

  await db.schema
    .createTable('order_refund')
    .addColumn(idName, idType, idBuild)
    .addColumn('order_name', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_refund_id', 'text')
    .addColumn('error', 'text')
    .addColumn('staff_id', 'integer')
    .addColumn('staff_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('order_refund_status_check', sql`status in ('pending', 'succeeded', 'failed')`)
    .execute();
  await db.schema.createIndex('order_refund_order').on('order_refund').column('order_name').execute();

  await db.schema.alterTable('sandbox_checkout_session').addColumn('invoice', 'text').execute();
  await db.schema.alterTable('sandbox_checkout_session').addColumn('payment_id', 'text').execute();
  await db.schema
    .createTable('sandbox_refund')
    .addColumn('refund_id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sandbox_refund_payment').on('sandbox_refund').column('payment_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sandbox_refund').ifExists().execute();
  await db.schema.alterTable('sandbox_checkout_session').dropColumn('payment_id').execute();
  await db.schema.alterTable('sandbox_checkout_session').dropColumn('invoice').execute();
  await db.schema.dropTable('order_refund').ifExists().execute();
  await db.schema.dropTable('order_event').ifExists().execute();
  await db.schema.dropIndex('sales_order_paid_at').execute();
  await db.schema.dropIndex('sales_order_stage').execute();
  await db.schema.alterTable('sales_order').dropColumn('refunded_amount').execute();
  await db.schema.alterTable('sales_order').dropColumn('paid_at').execute();
  await db.schema.alterTable('sales_order').dropColumn('stage').execute();
}
