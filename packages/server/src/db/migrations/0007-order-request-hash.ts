import type { Kysely } from 'kysely';

/**
 * The hash of the request that placed an order (orders/order-request-hash.ts), kept beside its
 * idempotency key: a repeated key is a replay only when the request is the same. Orders placed
 * before this have none and are replayed as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sales_order').addColumn('idempotency_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sales_order').dropColumn('idempotency_hash').execute();
}
