import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Issue 28, after the order.
 * - `sales_order.language`: the shopper's language at checkout; the order's messages go out in it.
 * - `order_message`: the outbox of the order's messages, one row per step and channel (unique
 *   `dedupe_key`), written in the step's transaction and sent by one node's job
 *   (modules/order-messages) with retries.
 * - `tax_invoice`: the invoice number of an order, from `invoice_sequence` (one counter row,
 *   incremented in the issuing transaction, so a rolled-back issue leaves no gap).
 */
type Db = Kysely<unknown>;

function idColumn(db: Db) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? (['id', 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey()] as const)
    : (['id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()] as const);
}

export async function up(db: Db): Promise<void> {
  const [idName, idType, idBuild] = idColumn(db);
  await db.schema
    .alterTable('sales_order')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .createTable('order_message')
    .addColumn(idName, idType, idBuild)
    .addColumn('order_name', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('body', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('order_message_once', ['order_name', 'channel', 'dedupe_key'])
    .execute();
  await db.schema.createIndex('order_message_due').on('order_message').columns(['status', 'next_attempt_at']).execute();
  await db.schema
    .createTable('invoice_sequence')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('current', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('tax_invoice')
    .addColumn('number', 'integer', (c) => c.primaryKey())
    .addColumn('order_name', 'text', (c) => c.notNull().unique())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('tax_invoice').execute();
  await db.schema.dropTable('invoice_sequence').execute();
  await db.schema.dropTable('order_message').execute();
  await db.schema.alterTable('sales_order').dropColumn('language').execute();
}
