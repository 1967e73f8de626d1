import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Listing totals without counting 100 000 rows: `website_item_facet_count` holds how many items
 * share each combination of the columns the listing filters on (warehouse, published, sale price
 * set, category, brand, Offers flag, in stock). Triggers on `website_item` append a −1 row for
 * the old combination and a +1 row for the new one whenever an item is inserted, deleted or
 * changes one of them, in the same transaction as the change, so a count read from here is
 * exactly the count of the rows it describes. Appending (never updating a shared counter) keeps
 * concurrent checkouts from waiting on, or deadlocking over, one counter row; compaction
 * (modules/catalog/facet-counts.queries.ts) folds the rows back to one per combination.
 */
type Db = Kysely<unknown>;

const TABLE = 'website_item_facet_count';
const DIMENSIONS = [
  'website_warehouse',
  'published',
  'has_sale_price',
  'custom_ecommerce_category',
  'brand',
  'custom_show_on_offer_page',
  'in_stock',
] as const;
const columns = sql.raw(`${DIMENSIONS.join(', ')}, n`);

/** The dimension values of a website_item row (`new` or `old` in a trigger, or the table itself). */
function dimensionsOf(row: string, engine: 'sqlite' | 'postgres') {
  const flag = (expr: string) => (engine === 'postgres' ? `(${expr})::integer` : `(${expr})`);
  return [
    `${row}.website_warehouse`,
    `${row}.published`,
    flag(`${row}.custom_sale_price is not null`),
    `${row}.custom_ecommerce_category`,
    `${row}.brand`,
    `${row}.custom_show_on_offer_page`,
    flag(`${row}.custom_stock_available > 0`),
  ].join(', ');
}

/** True when an update moves the item to another combination. */
function combinationChanged(engine: 'sqlite' | 'postgres'): string {
  const differs = engine === 'postgres' ? 'is distinct from' : 'is not';
  return [
    ...['website_warehouse', 'published', 'custom_ecommerce_category', 'brand', 'custom_show_on_offer_page'].map(
      (c) => `old.${c} ${differs} new.${c}`,
    ),
    `(old.custom_sale_price is null) <> (new.custom_sale_price is null)`,
    `(old.custom_stock_available > 0) <> (new.custom_stock_available > 0)`,
  ].join(' or ');
}

const append = (row: 'new' | 'old', n: 1 | -1, engine: 'sqlite' | 'postgres') =>
  `insert into ${TABLE} (${DIMENSIONS.join(', ')}, n) values (${dimensionsOf(row, engine)}, ${n});`;

async function createSqliteTriggers(db: Db): Promise<void> {
  await sql
    .raw(
      `create trigger website_item_facet_insert after insert on website_item begin ${append('new', 1, 'sqlite')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger website_item_facet_delete after delete on website_item begin ${append('old', -1, 'sqlite')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger website_item_facet_update after update on website_item when ${combinationChanged('sqlite')}
       begin ${append('old', -1, 'sqlite')} ${append('new', 1, 'sqlite')} end`,
    )
    .execute(db);
}

async function createPostgresTriggers(db: Db): Promise<void> {
  // `set search_path from current`: the function writes to this schema's table whoever calls it.
  await sql
    .raw(
      `create function website_item_facet_track() returns trigger language plpgsql set search_path from current as $$
       begin
         if tg_op = 'INSERT' then ${append('new', 1, 'postgres')}
         elsif tg_op = 'DELETE' then ${append('old', -1, 'postgres')}
         elsif ${combinationChanged('postgres')} then ${append('old', -1, 'postgres')} ${append('new', 1, 'postgres')}
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function website_item_facet_clear() returns trigger language plpgsql set search_path from current as $$
       begin truncate ${TABLE}; return null; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger website_item_facet_track after insert or update or delete on website_item for each row execute function website_item_facet_track()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger website_item_facet_clear after truncate on website_item for each statement execute function website_item_facet_clear()`,
    )
    .execute(db);
}

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const engine = postgres ? 'postgres' : 'sqlite';
  await db.schema
    .createTable(TABLE)
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('website_warehouse', 'text')
    .addColumn('published', 'integer')
    .addColumn('has_sale_price', 'integer', (c) => c.notNull())
    .addColumn('custom_ecommerce_category', 'text')
    .addColumn('brand', 'text')
    .addColumn('custom_show_on_offer_page', 'integer')
    .addColumn('in_stock', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  // The listing always filters on warehouse, published, sale price and (by default) stock, then
  // on category, brand or Offers: one covering index in that order.
  await db.schema
    .createIndex(`${TABLE}_idx`)
    .on(TABLE)
    .columns([
      'website_warehouse',
      'published',
      'has_sale_price',
      'in_stock',
      'custom_ecommerce_category',
      'brand',
      'custom_show_on_offer_page',
      'n',
    ])
    .execute();
  await sql`insert into ${sql.table(TABLE)} (${columns}) select ${sql.raw(dimensionsOf('website_item', engine))}, count(*) from website_item group by ${sql.raw(dimensionsOf('website_item', engine))}`.execute(
    db,
  );
  if (postgres) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw('drop trigger if exists website_item_facet_track on website_item').execute(db);
    await sql.raw('drop trigger if exists website_item_facet_clear on website_item').execute(db);
    await sql.raw('drop function if exists website_item_facet_track()').execute(db);
    await sql.raw('drop function if exists website_item_facet_clear()').execute(db);
  } else {
    for (const t of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger if exists website_item_facet_${t}`).execute(db);
  }
  await db.schema.dropTable(TABLE).ifExists().execute();
}
