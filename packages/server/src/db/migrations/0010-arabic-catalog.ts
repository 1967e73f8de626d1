import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { productSearchText } from '@shop/domain/search-text';

/**
 * Issue 16, a bilingual catalog. Each shopper-facing English text gets its Arabic next to it,
 * named <english field>_ar (domain/language.ts ARABIC_FIELD_SUFFIX); null where no Arabic is
 * written yet (the English is shown then). Texts kept as JSON (home blocks in
 * web_template_values, delivery info and pickup times in site_setting) carry their `_ar` keys
 * inside the JSON and need no column.
 *
 * `website_item.search_text`: the item's English and Arabic names in the search's one written
 * form (domain/search-text.ts), kept by every write of the names; the `q` search matches it.
 * Indexed like the name search of 0003: in `modified` order with the text, so a common text
 * stops after the first page of matches without reading table rows, and on PostgreSQL a
 * pg_trgm GIN index for rare texts (skipped when the extension cannot be created). SQLite has no
 * such index: a listing with a search counts its matches from an index holding the text and
 * the listing's filter columns, read instead of the table's wide rows (count 77 → ~20 ms at
 * 100 000 products).
 */
type Db = Kysely<unknown>;

const ARABIC_COLUMNS: [table: string, columns: string[]][] = [
  ['website_item', ['item_name_ar', 'web_item_name_ar', 'short_description_ar', 'web_long_description_ar']],
  ['ecommerce_category', ['category_name_ar']],
  ['brand', ['brand_ar', 'description_ar']],
];

const BATCH = 1000;

/** Fills search_text for the rows already stored, in keyset batches. */
async function backfillSearchText(db: Db, postgres: boolean): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<{ name: string; web_item_name: string }>`
      select name, web_item_name from website_item where name > ${after} order by name limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    const texts = rows.map((r) => [r.name, productSearchText(r.web_item_name)] as const);
    if (postgres) {
      const values = sql.join(texts.map(([name, text]) => sql`(${name}, ${text})`));
      await sql`update website_item set search_text = v.text from (values ${values}) as v(name, text) where website_item.name = v.name`.execute(
        db,
      );
    } else {
      for (const [name, text] of texts)
        await sql`update website_item set search_text = ${text} where name = ${name}`.execute(db);
    }
    after = rows[rows.length - 1]!.name;
  }
}

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [table, columns] of ARABIC_COLUMNS) {
    for (const column of columns) await db.schema.alterTable(table).addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('website_item')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await backfillSearchText(db, postgres);
  await db.schema
    .createIndex('website_item_search_text_idx')
    .on('website_item')
    .columns(['website_warehouse', 'published', 'modified', 'search_text'])
    .execute();
  if (!postgres) {
    await db.schema
      .createIndex('website_item_search_text_count_idx')
      .on('website_item')
      .columns(['website_warehouse', 'published', 'search_text', 'custom_stock_available', 'custom_sale_price', 'name'])
      .execute();
  }
  if (postgres) {
    await sql`savepoint trigram`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index website_item_search_text_trgm_idx on website_item using gin (search_text gin_trgm_ops)`.execute(
        db,
      );
      await sql`release savepoint trigram`.execute(db);
    } catch {
      await sql`rollback to savepoint trigram`.execute(db);
    }
  }
}

export async function down(db: Db): Promise<void> {
  await sql`drop index if exists website_item_search_text_trgm_idx`.execute(db);
  await sql`drop index if exists website_item_search_text_count_idx`.execute(db);
  await db.schema.dropIndex('website_item_search_text_idx').execute();
  await db.schema.alterTable('website_item').dropColumn('search_text').execute();
  for (const [table, columns] of ARABIC_COLUMNS) {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
