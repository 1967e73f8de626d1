import type { PricedLine } from '@shop/domain/cart-totals';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type DiscountCheck, checkDiscount } from './discount-rules';

export interface CartItemRef {
  item_code: string;
  quantity: number;
}

/** Prices come from the database, never from the request. Unknown or unpublished items make the check fail. */
export async function pricedLines(db: Kysely<Database>, items: CartItemRef[], warehouse: string): Promise<PricedLine[] | { missing: string }> {
  const codes = [...new Set(items.map((i) => i.item_code))];
  const rows = await db
    .selectFrom('website_item')
    .select(['item_code', 'custom_sale_price', 'custom_regular_price', 'custom_is_dangerous_good_'])
    .where('item_code', 'in', codes)
    .where('published', '=', 1)
    .where('website_warehouse', '=', warehouse)
    .where('custom_sale_price', 'is not', null)
    .execute();
  const byCode = new Map(rows.map((r) => [r.item_code, r]));
  const lines: PricedLine[] = [];
  for (const item of items) {
    const row = byCode.get(item.item_code);
    if (!row) return { missing: item.item_code };
    lines.push({
      itemCode: item.item_code,
      salePrice: row.custom_sale_price!,
      regularPrice: row.custom_regular_price,
      quantity: item.quantity,
      dangerousGood: Boolean(row.custom_is_dangerous_good_),
    });
  }
  return lines;
}

export async function checkDiscountCode(db: Kysely<Database>, warehouse: string, code: string, items: CartItemRef[], now = new Date()): Promise<DiscountCheck> {
  const normalized = code.trim().toUpperCase();
  const row = await db.selectFrom('discount_code').selectAll().where('code', '=', normalized).executeTakeFirst();
  const lines = await pricedLines(db, items, warehouse);
  if ('missing' in lines) {
    return { status: false, reason: `Item ${lines.missing} is not available.`, amount: 0, type: null, code: normalized };
  }
  return checkDiscount(row, normalized, lines, now);
}
