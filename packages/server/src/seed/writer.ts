import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** Rows per INSERT: 500 × ~22 columns stays far below SQLite's and PostgreSQL's parameter limits. */
export const BATCH_SIZE = 500;

/**
 * INSERT … ON CONFLICT (key) DO UPDATE every other column: seeding twice gives the same rows.
 * Works on SQLite (≥ 3.24) and PostgreSQL alike.
 */
export async function upsertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  key: string,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((c) => c !== key);
  const updates = Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)]));
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH_SIZE) as never)
      .onConflict((oc) => oc.column(key as never).doUpdateSet(updates as never))
      .execute();
  }
}

/**
 * `seed --reset`: deletes the catalog and content rows the seed writes (reviews, items,
 * categories, brands, the home page, discount codes, settings, countries). Orders, customers,
 * staff and payment records stay.
 */
export async function deleteSeededRows(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('website_item_review').execute();
  await db.deleteFrom('website_item').execute();
  await db.deleteFrom('web_page_block').execute();
  await db.deleteFrom('web_page_brand').execute();
  await db.deleteFrom('web_page').execute();
  // Parent links first: the self-reference is ON DELETE RESTRICT.
  await db.updateTable('ecommerce_category').set({ parent_ecommerce_category: null }).execute();
  await db.deleteFrom('ecommerce_category').execute();
  await db.deleteFrom('brand').execute();
  await db.deleteFrom('discount_code').execute();
  await db.deleteFrom('site_setting').execute();
  await db.deleteFrom('country').execute();
}
