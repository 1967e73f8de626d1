import type { Kysely } from 'kysely';

/**
 * The listing page reads item names from one covering index and then fetches only the page's
 * rows (modules/resource/listing-page.queries.ts). Which index depends on how many items match: many →
 * walk the index of the sort option (0003) and stop after the page; few → collect the matches
 * from an index led by the filters, which therefore holds every sort column and the name too.
 * The single-purpose indexes of 0001 led SQLite's planner to read thousands of table rows
 * (e.g. Offers by New Arrivals: 27 ms at 100 000 products); the two indexes here replace them.
 */
type Db = Kysely<unknown>;

const FILTERS_FIRST = [
  'website_warehouse',
  'published',
  'custom_ecommerce_category',
  'brand',
  'custom_stock_available',
  'custom_sale_price',
  'custom_show_on_offer_page',
];
const SORTS_AND_NAME = ['custom_regular_price', 'creation', 'name'];
const OLD_SINGLE_PURPOSE: [name: string, columns: string[]][] = [
  ['website_item_category_price_idx', ['custom_ecommerce_category', 'custom_regular_price']],
  ['website_item_brand_price_idx', ['brand', 'custom_regular_price']],
  ['website_item_listing_price_idx', ['website_warehouse', 'published', 'custom_regular_price']],
  ['website_item_listing_creation_idx', ['website_warehouse', 'published', 'creation']],
  ['website_item_offer_idx', ['custom_show_on_offer_page', 'custom_regular_price']],
];
const OLD_BRAND_SORTED = [
  'website_warehouse',
  'published',
  'brand',
  'name',
  'custom_ecommerce_category',
  'custom_stock_available',
  'custom_sale_price',
  'custom_show_on_offer_page',
];

export async function up(db: Db): Promise<void> {
  for (const [name] of OLD_SINGLE_PURPOSE) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.dropIndex('website_item_listing_cover_idx').ifExists().execute();
  await db.schema
    .createIndex('website_item_listing_cover_idx')
    .on('website_item')
    .columns([...FILTERS_FIRST, ...SORTS_AND_NAME])
    .execute();
  // Led by brand (the other filter a shopper narrows by): also holds price and creation now.
  await db.schema.dropIndex('website_item_sorted_brand_idx').ifExists().execute();
  await db.schema
    .createIndex('website_item_sorted_brand_idx')
    .on('website_item')
    .columns([...OLD_BRAND_SORTED, 'custom_regular_price', 'creation'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('website_item_sorted_brand_idx').execute();
  await db.schema.createIndex('website_item_sorted_brand_idx').on('website_item').columns(OLD_BRAND_SORTED).execute();
  await db.schema.dropIndex('website_item_listing_cover_idx').execute();
  await db.schema.createIndex('website_item_listing_cover_idx').on('website_item').columns(FILTERS_FIRST).execute();
  for (const [name, columns] of OLD_SINGLE_PURPOSE)
    await db.schema.createIndex(name).on('website_item').columns(columns).execute();
}
