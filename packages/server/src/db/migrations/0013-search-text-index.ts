import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Issue 16: the `q` listing and its total at 100 000 products. A `%text%` LIKE on
 * `website_item.search_text` could only be answered by reading every item's text (SQLite: the
 * covering count index of 0010, 42–94 ms for a page and its total), and on both engines each
 * match was then checked against the listing's filters on the wide item row.
 *
 * SQLite: an FTS5 table with the trigram tokenizer holds every item's search text, keyed by a
 * stable integer `website_item.search_id` (the table's own rowid may change on VACUUM, its
 * primary key being text). Contentless: the text is kept once, in website_item. Triggers keep
 * it in step with every write, whoever makes it (seed, back-office, resource writes, plain SQL):
 * an inserted item gets the next search_id; a change of search_id or search_text replaces the
 * item's entry; a delete removes it. An index led by search_id holds every column a listing
 * filters or sorts on and the text itself, so the candidates are checked against the LIKE and the
 * filters, counted and sorted without reading item rows.
 *
 * PostgreSQL: the trigram GIN index of 0010 finds the matches, but each one was then read from
 * the wide item row (≈ 2 KB with its descriptions: 4 rows a page, one page per match, most of
 * them outside shared buffers). `website_item_search` is a narrow copy of what a search listing
 * reads (the text, every column a listing filters or sorts on, the name), ≈ 30 rows a page, with
 * its own trigram index; a trigger copies every insert, update, delete and truncate of
 * website_item into it in the same transaction. Queries that need nothing else read it instead
 * (modules/catalog/search-text.queries.ts).
 */
type Db = Kysely<unknown>;

const LISTING_COLUMNS = [
  'website_warehouse',
  'published',
  'custom_ecommerce_category',
  'brand',
  'custom_stock_available',
  'custom_sale_price',
  'custom_show_on_offer_page',
  'custom_regular_price',
  'creation',
  'modified',
  'name',
];

async function upSqlite(db: Db): Promise<void> {
  await db.schema.alterTable('website_item').addColumn('search_id', 'integer').execute();
  await sql`update website_item set search_id = rowid`.execute(db);
  await db.schema
    .createIndex('website_item_search_id_idx')
    .on('website_item')
    .columns(['search_id', ...LISTING_COLUMNS, 'search_text'])
    .execute();
  await sql`create virtual table website_item_search_trigrams using fts5(search_text, content='', contentless_delete=1, tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into website_item_search_trigrams (rowid, search_text) select search_id, search_text from website_item`.execute(
    db,
  );
  // The next search_id is one above the largest (read from the index), never a reused rowid.
  await sql`
    create trigger website_item_search_insert after insert on website_item begin
      update website_item set search_id = (select coalesce(max(search_id), 0) + 1 from website_item) where rowid = new.rowid;
    end`.execute(db);
  await sql`
    create trigger website_item_search_update after update of search_id, search_text on website_item
    when old.search_id is not new.search_id or old.search_text is not new.search_text begin
      delete from website_item_search_trigrams where rowid = old.search_id;
      insert into website_item_search_trigrams (rowid, search_text) select new.search_id, new.search_text where new.search_id is not null;
    end`.execute(db);
  await sql`
    create trigger website_item_search_delete after delete on website_item begin
      delete from website_item_search_trigrams where rowid = old.search_id;
    end`.execute(db);
}

const copied = ['search_text', ...LISTING_COLUMNS];
const columnsOf = (row: string) => copied.map((c) => `${row}.${c}`).join(', ');

async function upPostgres(db: Db): Promise<void> {
  await db.schema
    .createTable('website_item_search')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('website_warehouse', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull())
    .addColumn('custom_ecommerce_category', 'text')
    .addColumn('brand', 'text')
    .addColumn('custom_stock_available', 'integer', (c) => c.notNull())
    .addColumn('custom_sale_price', 'integer')
    .addColumn('custom_show_on_offer_page', 'integer', (c) => c.notNull())
    .addColumn('custom_regular_price', 'integer', (c) => c.notNull())
    .addColumn('creation', 'text', (c) => c.notNull())
    .addColumn('modified', 'text', (c) => c.notNull())
    .execute();
  await sql
    .raw(`insert into website_item_search (${copied.join(', ')}) select ${columnsOf('website_item')} from website_item`)
    .execute(db);
  // `set search_path from current`: the function writes to this schema's table whoever calls it.
  await sql
    .raw(
      `create function website_item_search_copy() returns trigger language plpgsql set search_path from current as $$
       begin
         if tg_op = 'INSERT' then
           insert into website_item_search (${copied.join(', ')}) values (${columnsOf('new')});
         elsif tg_op = 'UPDATE' then
           update website_item_search set (${copied.join(', ')}) = (${columnsOf('new')}) where name = old.name;
         elsif tg_op = 'DELETE' then
           delete from website_item_search where name = old.name;
         else
           truncate website_item_search;
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger website_item_search_copy after insert or delete or update of ${copied.join(', ')} on website_item
       for each row execute function website_item_search_copy()`,
    )
    .execute(db);
  await sql`create trigger website_item_search_clear after truncate on website_item for each statement execute function website_item_search_copy()`.execute(
    db,
  );
  await sql`savepoint trigram`.execute(db);
  try {
    await sql`create index website_item_search_trgm_idx on website_item_search using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    await sql`release savepoint trigram`.execute(db);
  } catch {
    // pg_trgm could not be created (0010): the narrow copy is still scanned faster than the items.
    await sql`rollback to savepoint trigram`.execute(db);
  }
}

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger website_item_search_clear on website_item`.execute(db);
    await sql`drop trigger website_item_search_copy on website_item`.execute(db);
    await sql`drop function website_item_search_copy()`.execute(db);
    await db.schema.dropTable('website_item_search').execute();
    return;
  }
  for (const trigger of ['insert', 'update', 'delete'])
    await sql.raw(`drop trigger website_item_search_${trigger}`).execute(db);
  await sql`drop table website_item_search_trigrams`.execute(db);
  await db.schema.dropIndex('website_item_search_id_idx').execute();
  await db.schema.alterTable('website_item').dropColumn('search_id').execute();
}
