import { stockChangeShows } from '@shop/domain/stock-shown';
import { type Kysely, PostgresAdapter, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ShopperError, catalogName, text } from '../../i18n/shopper-text';
import { newPaymentSecret } from '../payments/payment-secret';
import type { OrderDraft, OrderItemSource } from './order-draft';
import { orderName, seriesPrefix } from './order-constants';

type Db = Kysely<Database> | Transaction<Database>;

/** Items as the storefront sells them (published, priced, in the store's warehouse), keyed by item code. */
export async function sellableItems(db: Db, itemCodes: string[], warehouse: string) {
  const rows = await db
    .selectFrom('website_item')
    .select([
      'item_code',
      'web_item_name',
      'item_name',
      'web_item_name_ar',
      'website_image',
      'stock_uom',
      'custom_sale_price',
      'custom_regular_price',
      'custom_is_dangerous_good_',
      'custom_stock_available',
    ])
    .where('item_code', 'in', itemCodes)
    .where('published', '=', 1)
    .where('website_warehouse', '=', warehouse)
    .where('custom_sale_price', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.item_code, r]));
}

export type SellableRow = Awaited<ReturnType<typeof sellableItems>> extends Map<string, infer R> ? R : never;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

const byItemCode = (a: { item_code: string }, b: { item_code: string }) =>
  a.item_code < b.item_code ? -1 : a.item_code > b.item_code ? 1 : 0;

/**
 * Takes the quantities off stock with conditional updates, the rows locked in item-code order
 * (so two orders never wait on each other's rows crosswise); on PostgreSQL one statement for
 * every line (their item codes are distinct: the order schema refuses a repeated one). A row with too little stock updates nothing: the caller's transaction is then
 * rolled back with a 409 naming the first such item. Answers the item codes whose pages this
 * changes (sold out, or few left: stockChangeShows).
 */
export async function takeStock(
  trx: Transaction<Database>,
  items: OrderItemSource[],
  warehouse: string,
): Promise<string[]> {
  const sorted = [...items].sort(byItemCode);
  const left = new Map<string, number>();
  if (isPostgres(trx)) {
    const wanted = sql.join(sorted.map((i) => sql`(${i.item_code}::text, ${i.quantity}::integer)`));
    // The subquery locks the rows in item-code order (ORDER BY before FOR UPDATE); the update then only changes rows it holds.
    const { rows } = await sql<{ item_code: string; custom_stock_available: number }>`
      update website_item w set custom_stock_available = w.custom_stock_available - locked.qty
      from (
        select i.item_code, wanted.qty from website_item i join (values ${wanted}) as wanted(item_code, qty) on i.item_code = wanted.item_code
        where i.website_warehouse = ${warehouse} order by i.item_code for update of i
      ) locked
      where w.item_code = locked.item_code and w.website_warehouse = ${warehouse} and w.custom_stock_available >= locked.qty
      returning w.item_code, w.custom_stock_available`.execute(trx);
    for (const row of rows) left.set(row.item_code, row.custom_stock_available);
  } else {
    for (const item of sorted) {
      const row = await trx
        .updateTable('website_item')
        .set({ custom_stock_available: sql`custom_stock_available - ${item.quantity}` })
        .where('item_code', '=', item.item_code)
        .where('website_warehouse', '=', warehouse)
        .where('custom_stock_available', '>=', item.quantity)
        .returning('custom_stock_available')
        .executeTakeFirst();
      if (!row) break;
      left.set(item.item_code, row.custom_stock_available);
    }
  }
  const short = sorted.find((i) => !left.has(i.item_code));
  if (short) await refuseShortItem(trx, short);
  return sorted
    .filter((i) => stockChangeShows(left.get(i.item_code)! + i.quantity, left.get(i.item_code)!))
    .map((i) => i.item_code);
}

async function refuseShortItem(trx: Transaction<Database>, item: OrderItemSource): Promise<never> {
  const row = await trx
    .selectFrom('website_item')
    .select('custom_stock_available')
    .where('item_code', '=', item.item_code)
    .executeTakeFirst();
  const left = Math.max(0, row?.custom_stock_available ?? 0);
  const name = catalogName(item.item_name, item.item_name_ar);
  const why = left === 0 ? text('order.outOfStock', { name }) : text('order.onlyLeft', { left, name });
  throw new ShopperError('ConflictError', why, { item_code: item.item_code, available: left });
}

/** Puts an order's quantities back on stock (a cancelled order). Answers the item codes whose pages this changes (stockChangeShows). */
export async function returnStock(trx: Transaction<Database>, orderName: string): Promise<string[]> {
  const lines = await trx
    .selectFrom('sales_order_item')
    .select(['item_code', 'qty'])
    .where('parent', '=', orderName)
    .execute();
  const changed: string[] = [];
  for (const line of lines) {
    const row = await trx
      .updateTable('website_item')
      .set({ custom_stock_available: sql`custom_stock_available + ${line.qty}` })
      .where('item_code', '=', line.item_code)
      .returning('custom_stock_available')
      .executeTakeFirst();
    if (row && stockChangeShows(row.custom_stock_available - line.qty, row.custom_stock_available))
      changed.push(line.item_code);
  }
  return changed;
}

/** Counts one use of a code, only while it is under its usage limit; false when the limit was reached meanwhile. */
export async function useDiscountCode(trx: Transaction<Database>, code: string): Promise<boolean> {
  const result = await trx
    .updateTable('discount_code')
    .set({ used_count: sql`used_count + 1` })
    .where('code', '=', code)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseDiscountCode(trx: Transaction<Database>, code: string): Promise<void> {
  await trx
    .updateTable('discount_code')
    .set({ used_count: sql`used_count - 1` })
    .where('code', '=', code)
    .where('used_count', '>', 0)
    .execute();
}

/**
 * The next name in the series, from a counter row. `runner` is the order's transaction on
 * SQLite (one writer anyway) and, on PostgreSQL, a separate connection whose statement commits
 * at once: the counter row is then locked for one statement, not for every other order's whole
 * transaction. An order that fails after this (rare: stock is already taken) leaves a gap.
 */
export async function nextOrderName(runner: Db, series: string, now: Date): Promise<string> {
  const prefix = seriesPrefix(series, now);
  const row = await runner
    .insertInto('naming_series')
    .values({ name: prefix, current: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ current: sql`naming_series.current + 1` }))
    .returning('current')
    .executeTakeFirstOrThrow();
  return orderName(prefix, row.current);
}

/** The order, its items and its tax line; on PostgreSQL one statement (the foreign keys are checked at its end). */
export async function insertOrder(
  trx: Transaction<Database>,
  name: string,
  idempotency: { key: string; hash: string },
  draft: OrderDraft,
): Promise<void> {
  const order = { ...draft.order, name, idempotency_key: idempotency.key, idempotency_hash: idempotency.hash };
  const items = draft.items.map((i) => ({ ...i, parent: name }));
  const tax = { ...draft.tax, parent: name };
  if (isPostgres(trx)) {
    await trx
      .with('placed', (db) => db.insertInto('sales_order').values(order))
      .with('lines', (db) => db.insertInto('sales_order_item').values(items))
      .insertInto('sales_order_tax')
      .values(tax)
      .execute();
    return;
  }
  await trx.insertInto('sales_order').values(order).execute();
  await trx.insertInto('sales_order_item').values(items).execute();
  await trx.insertInto('sales_order_tax').values(tax).execute();
}

export async function findOrder(db: Db, name: string) {
  return db.selectFrom('sales_order').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function findOrderByKey(db: Db, idempotencyKey: string) {
  return db.selectFrom('sales_order').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

/** Whether an idempotency key has placed an order already (a resend of it is answered, not placed again). */
export async function isPlacedKey(db: Db, idempotencyKey: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('sales_order')
      .select('name')
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst()) !== undefined
  );
}

export async function orderItems(db: Db, name: string) {
  return db.selectFrom('sales_order_item').selectAll().where('parent', '=', name).orderBy('idx').execute();
}

/** A unique-constraint violation on either engine (a concurrent duplicate idempotency key). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** A new payment secret for an order, replacing the old one (orders.service.ts answer()): the secret, the order keeps its hash. */
export async function rotatePaymentSecret(db: Db, name: string): Promise<string> {
  const { secret, hash } = newPaymentSecret();
  await db.updateTable('sales_order').set({ payment_secret_hash: hash }).where('name', '=', name).execute();
  return secret;
}

/**
 * On PostgreSQL, a transaction-scoped advisory lock per key, in the order given (one statement:
 * its select list is evaluated left to right); SQLite's one writer needs none.
 */
export async function lockForTransaction(trx: Transaction<Database>, keys: readonly string[]): Promise<void> {
  if (!isPostgres(trx) || keys.length === 0) return;
  await sql`select ${sql.join(keys.map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`))}`.execute(
    trx,
  );
}
