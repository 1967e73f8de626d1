import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The customer account an order joins: the shopper signed in when placing it, and only when the
 * order's phone is that shopper's own number (proved by the sign-in code). Any other order,
 * placed signed out or for another number, stays unlinked: the team still sees it, but it never
 * appears in an account or changes its greeting. A number typed at checkout proves nothing.
 */
export async function orderOwner(
  db: Kysely<Database>,
  signedInCustomerId: number | null,
  orderPhone: string,
): Promise<number | null> {
  if (signedInCustomerId === null) return null;
  const customer = await db
    .selectFrom('customer')
    .select('phone')
    .where('id', '=', signedInCustomerId)
    .executeTakeFirst();
  return customer?.phone === orderPhone ? signedInCustomerId : null;
}
