import { type Kysely, sql } from 'kysely';

/**
 * Order limits (modules/orders/order-limits.ts): `confirmed_at` marks a cash-on-delivery order
 * the team has confirmed by phone (an unconfirmed one expires and gives its stock back);
 * `address_key` is the delivery address as open orders are counted by it (domain
 * deliveryAddressKey), indexed with the phone index that already exists.
 *
 * Orders used to join an account by the phone typed at checkout, whoever typed it; they now join
 * only when placed signed in as that number (orders/order-owner.ts). Which earlier links were the
 * account holder's own cannot be told, so they are all undone (the shop had not opened yet).
 * Cash-on-delivery orders placed before confirmations were recorded count as confirmed: the
 * team called about them the old way, and the new expiry must not cancel them on its first run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sales_order').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('sales_order').addColumn('address_key', 'text').execute();
  await db.schema.createIndex('sales_order_address_key_idx').on('sales_order').column('address_key').execute();
  await sql`update sales_order set customer_id = null where customer_id is not null`.execute(db);
  await sql`update sales_order set confirmed_at = modified where payment_method = 'COD' and status = 'Placed'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sales_order_address_key_idx').execute();
  await db.schema.alterTable('sales_order').dropColumn('address_key').execute();
  await db.schema.alterTable('sales_order').dropColumn('confirmed_at').execute();
}
