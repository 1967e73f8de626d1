import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fromTimestamp } from '../../db/time';
import { ShopperError, text } from '../../i18n/shopper-text';
import { customerById, ordersOfCustomer } from './customers.repository';

/** SPEC §3 'Order (account list)' (Items_and_quanity spelt as SPEC spells it). */
interface AccountOrder {
  id: string;
  createdAt: string;
  Items_and_quanity: { image: string | null; qty: number }[];
  custom_online_payment_status: string;
  custom_cancelled_payment: boolean;
  custom_payment_verification_check: boolean;
}

/** SPEC §3 'Customer': id, attributes.first_name and attributes.orders. */
export interface CustomerView {
  id: number;
  attributes: { first_name: string; phone: string; orders: AccountOrder[] };
}

/**
 * The signed-in customer with their orders. `requestedId` (GET /api/customers/{id}) must be the
 * session's own customer: no call returns another customer's data. The orders are every order
 * placed with the account's number; without a first name, the latest order placed signed in as
 * this account gives it (never one typed in signed out: anyone may type a number at checkout).
 */
export async function customerOfSession(
  db: Kysely<Database>,
  sessionCustomer: number | null,
  requestedId?: number,
): Promise<CustomerView> {
  if (sessionCustomer === null) throw new ShopperError('AuthenticationError', text('customer.signIn'));
  if (requestedId !== undefined && requestedId !== sessionCustomer)
    throw new ShopperError('PermissionError', text('customer.ownAccountOnly'));
  const customer = await customerById(db, sessionCustomer);
  if (!customer) throw new ShopperError('DoesNotExistError', text('customer.notFound'));
  const { orders, items } = await ordersOfCustomer(db, customer);
  const linesOf = new Map<string, { image: string | null; qty: number }[]>();
  for (const item of items) {
    const lines = linesOf.get(item.parent) ?? [];
    lines.push({ image: item.image, qty: item.qty });
    linesOf.set(item.parent, lines);
  }
  return {
    id: customer.id,
    attributes: {
      first_name: customer.first_name ?? orders.find((o) => o.customer_id === customer.id)?.first_name ?? '',
      phone: customer.phone,
      orders: orders.map((o) => ({
        id: o.name,
        createdAt: fromTimestamp(o.creation).toISOString(),
        Items_and_quanity: linesOf.get(o.name) ?? [],
        custom_online_payment_status: o.custom_online_payment_status,
        custom_cancelled_payment: o.custom_cancelled_payment === 1,
        custom_payment_verification_check: o.custom_payment_verification_check === 1,
      })),
    },
  };
}
