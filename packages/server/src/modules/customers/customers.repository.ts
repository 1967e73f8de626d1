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
const ACCOUNT_ORDER_LIMIT = 50;

/**
 * The customer's orders: every order placed with the account's number, signed in at checkout or
 * not (issue 28). The sign-in code proved the number is theirs, and its owner receives each of
 * these orders' messages anyway. `customer_id` tells which ones joined the account at placement
 * (orders/order-owner.ts): only those may name the account's greeting.
 */
export async function ordersOfCustomer(db: Kysely<Database>, customer: { phone: string }) {
  const orders = await db
    .selectFrom('sales_order')
    .select([
      'name',
      'customer_id',
      'first_name',
      'creation',
      'custom_online_payment_status',
      'custom_cancelled_payment',
      'custom_payment_verification_check',
    ])
    .where('phone', '=', customer.phone)
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
