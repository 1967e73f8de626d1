import {
  type CustomerDetail,
  type CustomerPage,
  type CustomerRow,
  customerQuerySchema,
} from '@shop/domain/schemas/admin-people';
import { DEFAULT_COUNTRIES, digitsOnly } from '@shop/domain/phone';
import { type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * The back-office's read-only view of shoppers: accounts (made at the first OTP sign-in) with
 * how many orders each placed, searchable by name, email or phone digits; one shopper's orders
 * and the reviews written with their phone number (reviews carry no account, only the number,
 * as the shopper typed it: with or without the country prefix).
 */
const DETAIL_LIMIT = 50;

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const likeCi = (column: string, pattern: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern.toLowerCase()} escape '\\'`;

const orderCount = (eb: ExpressionBuilder<Database & { c: Database['customer'] }, 'c'>) =>
  eb
    .selectFrom('sales_order as o')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('o.customer_id', '=', 'c.id')
    .as('orders');

export async function listCustomers(db: Kysely<Database>, query: unknown): Promise<CustomerPage> {
  const { q, page, pageSize } = customerQuerySchema.parse(query);
  let filtered = db.selectFrom('customer as c');
  if (q) {
    const digits = digitsOnly(q);
    filtered = filtered.where((eb) =>
      eb.or([
        likeCi('c.first_name', contains(q)),
        likeCi('c.email', contains(q)),
        ...(digits.length >= 3 ? [eb('c.phone', 'like', contains(digits))] : []),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    filtered
      .select(['c.id', 'c.phone', 'c.first_name', 'c.email', 'c.created_at'])
      .select(orderCount)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toRow), meta: { page, pageSize, total: Number(total.n) } };
}

const toRow = (r: {
  id: number;
  phone: string;
  first_name: string | null;
  email: string | null;
  created_at: string;
  orders: number | null;
}): CustomerRow => ({
  id: Number(r.id),
  phone: r.phone,
  firstName: r.first_name,
  email: r.email,
  createdAt: r.created_at,
  orders: Number(r.orders ?? 0),
});

/** The numbers a review by this phone may carry: in full, and without its country prefix. */
function reviewPhones(phone: string): string[] {
  const country = DEFAULT_COUNTRIES.find((c) => phone.startsWith(c.prefix) && phone.length === c.valid_length);
  return country ? [phone, phone.slice(country.prefix.length)] : [phone];
}

export async function customerDetail(db: Kysely<Database>, rawId: string): Promise<CustomerDetail> {
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('No such customer.');
  const row = await db
    .selectFrom('customer as c')
    .select(['c.id', 'c.phone', 'c.first_name', 'c.email', 'c.created_at'])
    .select(orderCount)
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('No such customer.');
  const [orders, reviews] = await Promise.all([
    db
      .selectFrom('sales_order')
      .select(['name', 'creation', 'status', 'payment_method', 'custom_online_payment_status', 'grand_total'])
      .where('customer_id', '=', id)
      .orderBy('creation', 'desc')
      .limit(DETAIL_LIMIT)
      .execute(),
    db
      .selectFrom('website_item_review')
      .select(['name', 'item', 'item_name', 'rating', 'review_title', 'docstatus', 'creation'])
      .where('phone_number', 'in', reviewPhones(row.phone))
      .orderBy('creation', 'desc')
      .limit(DETAIL_LIMIT)
      .execute(),
  ]);
  return {
    customer: toRow(row),
    orders: orders.map((o) => ({
      name: o.name,
      creation: o.creation,
      status: o.status,
      paymentMethod: o.payment_method,
      paymentStatus: o.custom_online_payment_status,
      grandTotal: Number(o.grand_total),
    })),
    reviews: reviews.map((r) => ({
      name: r.name,
      item: r.item,
      itemName: r.item_name,
      stars: Math.round(r.rating * 5),
      title: r.review_title,
      docstatus: r.docstatus,
      creation: r.creation,
    })),
  };
}
