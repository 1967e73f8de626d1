import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Indexes for the resource service's hot catalog queries (measured with bench/catalog-queries.ts
 * and EXPLAIN on both engines at 100 000 products):
 * - the listing's total (count with warehouse, published, category subtree, brand, stock, sale
 *   price and Offers filters) is answered from one covering index, never from the table rows;
 * - each sort option of the listing has an index in its order that also holds the filter
 *   columns, so a page is read in order and filtered without touching table rows;
 * - the search (name contains text, published, warehouse; newest first) walks an index in
 *   `modified` order holding the name, so it stops after the first 10 matches without reading
 *   table rows; on PostgreSQL a pg_trgm GIN index also serves rare texts (when the extension
 *   can be created: otherwise that index is skipped and the migration still succeeds).
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('website_item_listing_cover_idx')
    .on('website_item')
    .columns([
      'website_warehouse',
      'published',
      'custom_ecommerce_category',
      'brand',
      'custom_stock_available',
      'custom_sale_price',
      'custom_show_on_offer_page',
    ])
    .execute();
  // One index per sort option: rows come in the order asked for (ties by name, the service's
  // tie-break), and the filters are checked on index entries before any table row is read.
  const filters = [
    'custom_ecommerce_category',
    'brand',
    'custom_stock_available',
    'custom_sale_price',
    'custom_show_on_offer_page',
  ];
  for (const sort of ['custom_regular_price', 'brand', 'creation']) {
    await db.schema
      .createIndex(`website_item_sorted_${sort}_idx`)
      .on('website_item')
      .columns(['website_warehouse', 'published', sort, 'name', ...filters.filter((f) => f !== sort)])
      .execute();
  }
  await db.schema
    .createIndex('website_item_search_idx')
    .on('website_item')
    .columns(['website_warehouse', 'published', 'modified', 'web_item_name'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Inside the migration's transaction: a savepoint keeps a refused CREATE EXTENSION harmless.
    await sql`savepoint trigram`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index website_item_name_trgm_idx on website_item using gin (web_item_name gin_trgm_ops)`.execute(
        db,
      );
      await sql`release savepoint trigram`.execute(db);
    } catch {
      await sql`rollback to savepoint trigram`.execute(db);
    }
  }
}

export async function down(db: Db): Promise<void> {
  await sql`drop index if exists website_item_name_trgm_idx`.execute(db);
  await db.schema.dropIndex('website_item_search_idx').execute();
  for (const sort of ['custom_regular_price', 'brand', 'creation'])
    await db.schema.dropIndex(`website_item_sorted_${sort}_idx`).execute();
  await db.schema.dropIndex('website_item_listing_cover_idx').execute();
}
