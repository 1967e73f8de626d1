import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';

/** The customer holding this full number; made on first sign-in (one row per number, even when racing). */
export async function findOrCreateCustomer(db: Kysely<Database>, phone: string, now: Date): Promise<number> {
  await db
    .insertInto('customer')
    .values({ phone, first_name: null, email: null, created_at: toTimestamp(now) })
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
  const row = await db.selectFrom('customer').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
  return row.id;
}

export async function customerById(db: Kysely<Database>, id: number) {
  return db.selectFrom('customer').select(['id', 'phone', 'first_name']).where('id', '=', id).executeTakeFirst();
}

/** How many orders the account list shows, newest first. */
export const ACCOUNT_ORDER_LIMIT = 50;

/**
 * The customer's orders: linked by customer_id, or placed with the customer's number before the
 * customer existed (orders keep phone = country code + number).
 */
export async function ordersOfCustomer(db: Kysely<Database>, customer: { id: number; phone: string }) {
  const orders = await db
    .selectFrom('sales_order')
    .select([
      'name', 'first_name', 'creation', 'custom_online_payment_status', 'custom_cancelled_payment',
      'custom_payment_verification_check',
    ])
    .where((eb) => eb.or([eb('customer_id', '=', customer.id), eb('phone', '=', customer.phone)]))
    .orderBy('creation', 'desc')
    .orderBy('name', 'desc')
    .limit(ACCOUNT_ORDER_LIMIT)
    .execute();
  const names = orders.map((o) => o.name);
  const items = names.length
    ? await db
        .selectFrom('sales_order_item')
        .select(['parent', 'image', 'qty'])
        .where('parent', 'in', names)
        .orderBy('parent')
        .orderBy('idx')
        .execute()
    : [];
  return { orders, items };
}
