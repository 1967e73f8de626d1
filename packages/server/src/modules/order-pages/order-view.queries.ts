import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The order row the shopper's page and invoice read. */
export function orderRow(db: Kysely<Database>, name: string) {
  return db.selectFrom('sales_order').selectAll().where('name', '=', name).executeTakeFirst();
}

/** The lines as billed, with the product's Arabic name where it has one today. */
export function billedLines(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('sales_order_item as i')
    .leftJoin('website_item as w', 'w.item_code', 'i.item_code')
    .select([
      'i.id',
      'i.item_code',
      'i.item_name',
      'w.web_item_name_ar as item_name_ar',
      'i.image',
      'i.qty',
      'i.rate',
      'i.amount',
      'i.distributed_discount_amount',
    ])
    .where('i.parent', '=', name)
    .orderBy('i.idx')
    .execute();
}

export async function vatRateOf(db: Kysely<Database>, name: string): Promise<number> {
  const tax = await db
    .selectFrom('sales_order_tax')
    .select('rate')
    .where('parent', '=', name)
    .orderBy('idx')
    .executeTakeFirst();
  return tax?.rate ?? 0;
}

/** The history entries the timeline reads. */
export function timelineEvents(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('order_event')
    .select(['kind', 'amount', 'created_at'])
    .where('order_name', '=', name)
    .orderBy('id')
    .execute();
}

/** The lines' products as sold today (published ones only), for "Order again". */
export function productsToday(db: Kysely<Database>, itemCodes: string[]) {
  if (itemCodes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('website_item')
    .select([
      'name',
      'item_code',
      'web_item_name',
      'web_item_name_ar',
      'website_image',
      'route',
      'custom_sale_price',
      'custom_regular_price',
      'custom_stock_available',
      'brand',
      'custom_ecommerce_category',
      'custom_bogo_offer',
      'custom_is_dangerous_good_',
      'stock_uom',
    ])
    .where('item_code', 'in', itemCodes)
    .where('published', '=', 1)
    .execute();
}

export function customerPhone(db: Kysely<Database>, customerId: number) {
  return db.selectFrom('customer').select('phone').where('id', '=', customerId).executeTakeFirst();
}
