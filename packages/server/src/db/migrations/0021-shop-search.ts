import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Issue 29, the shop's own search (modules/search): each product's words from its names, its
 * brand's names and its category's names, kept in step with every write by triggers (whoever
 * writes: the back-office, an import, the seed, plain SQL), plus the team's synonyms and the log
 * of searched queries.
 *
 * The names come from `website_item.search_text` (already in the search's written form,
 * domain/search-text.ts); brand and category names are brought to that form in SQL (`written`:
 * the Arabic letter forms and marks, lower case).
 *
 * SQLite: an FTS5 table `search_document` (columns name, brand, category; rowid =
 * website_item.search_id of 0013), contentless, and `search_vocabulary` (fts5vocab) listing its
 * distinct words for the typo and variant matching.
 *
 * PostgreSQL: the narrow copy `website_item_search` (0013) gains `name_words`, `brand_words`,
 * `category_words` and their union `words` (GIN), computed by a BEFORE trigger on that copy;
 * `search_word` holds every word ever indexed (insert-only: a word no product has any more only
 * costs a correction that finds nothing).
 */
type Db = Kysely<unknown>;

const ARABIC_MARKS = ['\u0640', ...Array.from({ length: 8 }, (_, i) => String.fromCharCode(0x064b + i)), '\u0670'];
const REPLACEMENTS: [string, string][] = [
  ...ARABIC_MARKS.map((m): [string, string] => [m, '']),
  ['\u0622', '\u0627'],
  ['\u0623', '\u0627'],
  ['\u0625', '\u0627'],
  ['\u0671', '\u0627'],
  ['\u0649', '\u064A'],
  ['\u0629', '\u0647'],
];

/** `text` in the search's written form, in SQL (both engines). */
const written = (text: string) =>
  `lower(${REPLACEMENTS.reduce((inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`, `coalesce(${text}, '')`)})`;

const brandText = (item: string) =>
  `coalesce((select ${written("b.brand || ' ' || coalesce(b.brand_ar, '')")} from brand b where b.name = ${item}.brand), ${written(`${item}.brand`)})`;
const categoryText = (item: string) =>
  `coalesce((select ${written("c.category_name || ' ' || coalesce(c.category_name_ar, '')")} from ecommerce_category c where c.name = ${item}.custom_ecommerce_category), ${written(`${item}.custom_ecommerce_category`)})`;

const documentOf = (item: string) =>
  `${item}.search_id, ${item}.search_text, ${brandText(item)}, ${categoryText(item)}`;

async function upSqlite(db: Db): Promise<void> {
  await sql`create virtual table search_document using fts5(name, brand, category, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')`.execute(
    db,
  );
  await sql`create virtual table search_vocabulary using fts5vocab(search_document, 'row')`.execute(db);
  const insert = (where: string) =>
    `insert into search_document (rowid, name, brand, category) select ${documentOf('w')} from website_item w where ${where} and w.search_id is not null`;
  await sql.raw(insert('1 = 1')).execute(db);
  await sql
    .raw(
      `create trigger search_document_insert after insert on website_item when new.search_id is not null begin
        delete from search_document where rowid = (select search_id from website_item where rowid = new.rowid);
        ${insert('w.rowid = new.rowid')};
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger search_document_update after update of search_id, search_text, brand, custom_ecommerce_category on website_item
      when old.search_id is not new.search_id or old.search_text is not new.search_text or old.brand is not new.brand
        or old.custom_ecommerce_category is not new.custom_ecommerce_category begin
        delete from search_document where rowid = old.search_id;
        ${insert('w.rowid = new.rowid')};
      end`,
    )
    .execute(db);
  await sql`create trigger search_document_delete after delete on website_item begin delete from search_document where rowid = old.search_id; end`.execute(
    db,
  );
  for (const [table, columns, key] of [
    ['brand', 'brand, brand_ar', 'brand'],
    ['ecommerce_category', 'category_name, category_name_ar', 'custom_ecommerce_category'],
  ] as const) {
    await sql
      .raw(
        `create trigger search_document_${table}_rename after update of ${columns} on ${table} begin
          delete from search_document where rowid in (select search_id from website_item where ${key} = new.name and search_id is not null);
          ${insert(`w.${key} = new.name`)};
        end`,
      )
      .execute(db);
  }
}

const SEPARATORS = `'[\\s!-/:-@\\[-\`{-~\\u00a0-\\u00bf\\u2000-\\u206f\\u060c\\u061b\\u061f\\u066a-\\u066d\\u06d4]+'`;
const wordsOf = (text: string) => `array_remove(regexp_split_to_array(${text}, ${SEPARATORS}), '')`;

async function upPostgres(db: Db): Promise<void> {
  for (const column of ['name_words', 'brand_words', 'category_words', 'words']) {
    await sql.raw(`alter table website_item_search add column ${column} text[] not null default '{}'`).execute(db);
  }
  await sql`create table search_word (word text primary key)`.execute(db);
  await sql
    .raw(
      `create function search_words_compute() returns trigger language plpgsql set search_path from current as $$
       begin
         new.name_words := ${wordsOf('new.search_text')};
         new.brand_words := ${wordsOf(brandText('new'))};
         new.category_words := ${wordsOf(categoryText('new'))};
         new.words := new.name_words || new.brand_words || new.category_words;
         insert into search_word (word) select distinct unnest(new.words) on conflict do nothing;
         return new;
       end $$`,
    )
    .execute(db);
  await sql`create trigger search_words_compute before insert or update on website_item_search for each row execute function search_words_compute()`.execute(
    db,
  );
  await sql`update website_item_search set search_text = search_text`.execute(db);
  await sql`create index website_item_search_words_idx on website_item_search using gin (words)`.execute(db);
  await sql
    .raw(
      `create function search_words_rename() returns trigger language plpgsql set search_path from current as $$
       begin
         if tg_table_name = 'brand' then
           update website_item_search set brand = brand where brand = new.name;
         else
           update website_item_search set custom_ecommerce_category = custom_ecommerce_category where custom_ecommerce_category = new.name;
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql`create trigger search_words_brand_rename after update of brand, brand_ar on brand for each row execute function search_words_rename()`.execute(
    db,
  );
  await sql`create trigger search_words_category_rename after update of category_name, category_name_ar on ecommerce_category for each row execute function search_words_rename()`.execute(
    db,
  );
}

async function upShared(db: Db, postgres: boolean): Promise<void> {
  await db.schema
    .createTable('search_synonym')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('modified', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('search_query_log')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('results', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_query_log_at_idx')
    .on('search_query_log')
    .columns(['at', 'query', 'results'])
    .execute();
}

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) await upPostgres(db);
  else await upSqlite(db);
  await upShared(db, postgres);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('search_query_log').execute();
  await db.schema.dropTable('search_synonym').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger search_words_brand_rename on brand`.execute(db);
    await sql`drop trigger search_words_category_rename on ecommerce_category`.execute(db);
    await sql`drop function search_words_rename()`.execute(db);
    await sql`drop trigger search_words_compute on website_item_search`.execute(db);
    await sql`drop function search_words_compute()`.execute(db);
    await sql`drop table search_word`.execute(db);
    for (const column of ['name_words', 'brand_words', 'category_words', 'words'])
      await sql.raw(`alter table website_item_search drop column ${column}`).execute(db);
    return;
  }
  for (const trigger of ['insert', 'update', 'delete', 'brand_rename', 'ecommerce_category_rename'])
    await sql.raw(`drop trigger search_document_${trigger}`).execute(db);
  await sql`drop table search_vocabulary`.execute(db);
  await sql`drop table search_document`.execute(db);
}
