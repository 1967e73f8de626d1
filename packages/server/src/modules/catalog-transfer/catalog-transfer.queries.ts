import { CATALOG_FILE_COLUMNS, type CatalogFileItem } from '@shop/domain/catalog-file';
import { normaliseSearchText } from '@shop/domain/search-text';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Db, Engine } from '../../db/connection';
import type { Database } from '../../db/schema';
import { itemSearchTextLike } from '../catalog/search-text.queries';

type K = Kysely<Database>;
type ItemInsert = Insertable<Database['website_item']>;

/** What an import compares a row with and may change. */
const STORED_COLUMNS = [
  'name',
  ...CATALOG_FILE_COLUMNS.filter((column): column is Exclude<typeof column, 'image'> => column !== 'image'),
  'website_image',
] as const;
export type StoredItem = Pick<Database['website_item'], (typeof STORED_COLUMNS)[number]>;

const asFileItem = (row: StoredItem): CatalogFileItem => ({
  ...row,
  published: Boolean(row.published),
  custom_bogo_offer: Boolean(row.custom_bogo_offer),
  custom_is_dangerous_good_: Boolean(row.custom_is_dangerous_good_),
  custom_show_on_offer_page: Boolean(row.custom_show_on_offer_page),
  image: row.website_image,
});

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every item (or those the list's search finds: an exact item code, or names containing the text), by name, a page at a time. */
export async function* exportPages(db: Db, q: string, pageSize = 1000): AsyncGenerator<CatalogFileItem[]> {
  let after: string | null = null;
  for (;;) {
    let page = db.kysely
      .selectFrom('website_item')
      .select([...STORED_COLUMNS])
      .orderBy('name')
      .limit(pageSize);
    if (q) {
      const pattern = containsPattern(normaliseSearchText(q));
      page = page.where((eb) =>
        eb.or([eb('item_code', 'in', [...new Set([q, q.toUpperCase()])]), itemSearchTextLike(db.engine, pattern)]),
      );
    }
    if (after !== null) page = page.where('name', '>', after);
    const rows = await page.execute();
    if (rows.length) yield rows.map(asFileItem);
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.name;
  }
}

export async function storedByCode(k: K, codes: string[]): Promise<Map<string, StoredItem>> {
  if (!codes.length) return new Map();
  const rows = await k
    .selectFrom('website_item')
    .select([...STORED_COLUMNS])
    .where('item_code', 'in', codes)
    .execute();
  return new Map(rows.map((row) => [row.item_code, row]));
}

/** The routes of `routes` some item already has, and the names and item codes of `names` already taken. */
export async function takenKeys(
  k: K,
  routes: string[],
  names: string[],
): Promise<{ routes: Set<string>; names: Set<string> }> {
  const [byRoute, byName] = await Promise.all([
    routes.length ? k.selectFrom('website_item').select('route').where('route', 'in', routes).execute() : [],
    names.length ? k.selectFrom('website_item').select('name').where('name', 'in', names).execute() : [],
  ]);
  return { routes: new Set(byRoute.map((r) => r.route)), names: new Set(byName.map((r) => r.name)) };
}

export async function linkNames(k: K): Promise<{ brands: Set<string>; categories: Set<string> }> {
  const [brands, categories] = await Promise.all([
    k.selectFrom('brand').select('name').execute(),
    k.selectFrom('ecommerce_category').select('name').execute(),
  ]);
  return { brands: new Set(brands.map((b) => b.name)), categories: new Set(categories.map((c) => c.name)) };
}

export async function insertItems(k: K, rows: ItemInsert[]): Promise<void> {
  if (rows.length) await k.insertInto('website_item').values(rows).execute();
}

/** The columns an import updates, with their PostgreSQL types for the VALUES list. */
const UPDATABLE = {
  web_item_name: 'text',
  web_item_name_ar: 'text',
  brand: 'text',
  custom_ecommerce_category: 'text',
  custom_regular_price: 'integer',
  custom_sale_price: 'integer',
  custom_stock_available: 'integer',
  published: 'integer',
  custom_bogo_offer: 'integer',
  custom_is_dangerous_good_: 'integer',
  custom_show_on_offer_page: 'integer',
  short_description: 'text',
  short_description_ar: 'text',
  web_long_description: 'text',
  web_long_description_ar: 'text',
  website_image: 'text',
  search_text: 'text',
  modified: 'text',
} as const;
export type UpdatableColumn = keyof typeof UPDATABLE;
export type ItemUpdate = { name: string } & Partial<Record<UpdatableColumn, string | number | null>>;

/**
 * Writes `columns` of each row (found by name) in one statement per chunk on both engines:
 * `with v(name, …) as (values …) update … from v`. A statement per row cost a round trip each on
 * PostgreSQL (10,000 took minutes) and, on SQLite, a prepare each (with the table's triggers).
 */
export async function updateItems(k: K, engine: Engine, columns: UpdatableColumn[], rows: ItemUpdate[]): Promise<void> {
  if (!rows.length || !columns.length) return;
  const value = (c: UpdatableColumn, v: string | number | null | undefined) =>
    engine === 'postgres' ? sql`${v ?? null}::${sql.raw(UPDATABLE[c])}` : sql`${v ?? null}`;
  const tuples = rows.map(
    (row) =>
      sql`(${sql.join([engine === 'postgres' ? sql`${row.name}::text` : sql`${row.name}`, ...columns.map((c) => value(c, row[c]))])})`,
  );
  const names = sql.join([sql.ref('name'), ...columns.map((c) => sql.ref(c))]);
  const sets = sql.join(columns.map((c) => sql`${sql.ref(c)} = v.${sql.ref(c)}`));
  await sql`with v(${names}) as (values ${sql.join(tuples)}) update website_item set ${sets} from v where website_item.name = v.name`.execute(
    k,
  );
}
