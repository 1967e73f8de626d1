import type { Kysely } from 'kysely';
import type { Database, DiscountCode } from '../../db/schema';

export interface SellableItem {
  item_code: string;
  custom_sale_price: number;
  custom_regular_price: number;
  custom_is_dangerous_good_: number;
}

/** Codes are stored upper-case; the caller normalizes its input the same way. */
export async function findDiscountCode(db: Kysely<Database>, code: string): Promise<DiscountCode | undefined> {
  return db.selectFrom('discount_code').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Items the storefront sells: published, priced, in the store's warehouse. Prices in baisa. */
export async function findSellableItems(
  db: Kysely<Database>,
  itemCodes: string[],
  warehouse: string,
): Promise<SellableItem[]> {
  if (itemCodes.length === 0) return [];
  const rows = await db
    .selectFrom('website_item')
    .select(['item_code', 'custom_sale_price', 'custom_regular_price', 'custom_is_dangerous_good_'])
    .where('item_code', 'in', itemCodes)
    .where('published', '=', 1)
    .where('website_warehouse', '=', warehouse)
    .where('custom_sale_price', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.custom_sale_price === null ? [] : [{ ...r, custom_sale_price: r.custom_sale_price }]));
}
