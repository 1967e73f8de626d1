import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Group, SearchPlan, Term } from './search-plan';

/**
 * The shop's search in SQL (issue 29, migration 0021). SQLite: an FTS5 match on
 * `search_document`, ranked with bm25 weighting name over brand over category. PostgreSQL: array
 * overlaps on `website_item_search.words` (GIN), scored name 4, brand 2, category 1 per group.
 * Both rank in stock first, then the corrected phrase as a whole name, then at a word start,
 * then that score. Every word is a bound value (PostgreSQL) or a quoted FTS5 string (SQLite).
 */
export interface SearchFilters {
  warehouse: string;
  brands: string[];
  categories: string[];
  offers: boolean;
  inStock: boolean;
  priceMin?: number;
  priceMax?: number;
}

export const SEARCH_SORTS = [
  'relevance',
  'creation desc',
  'custom_regular_price asc',
  'custom_regular_price desc',
  'brand asc',
  'brand desc',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const quoted = (word: string) => `"${word.replace(/"/g, '""')}"`;
const ftsTerm = (term: Term) => `(${term.map(quoted).join(' OR ')})`;
const ftsGroup = (group: Group) =>
  `(${group
    .filter((a) => a.every((t) => t.length))
    .map((a) => `(${a.map(ftsTerm).join(' AND ')})`)
    .join(' OR ')})`;
const ftsQuery = (plan: SearchPlan) => plan.groups.map(ftsGroup).join(' AND ');

const flat = (group: Group) => [...new Set(group.flat(2))];

function pgMatch(plan: SearchPlan): RawBuilder<SqlBool> {
  const groups = plan.groups.map((group) => {
    const alternatives = group
      .filter((a) => a.every((t) => t.length))
      .map((a) =>
        sql.join(
          a.map((term) => sql`s.words && ${term}::text[]`),
          sql` and `,
        ),
      );
    return sql`(${sql.join(alternatives, sql` or `)})`;
  });
  return sql<SqlBool>`${sql.join(groups, sql` and `)}`;
}

function pgScore(plan: SearchPlan): RawBuilder<number> {
  const parts = plan.groups.map((group) => {
    const words = flat(group);
    return sql`(case when s.name_words && ${words}::text[] then 4 when s.brand_words && ${words}::text[] then 2 else 1 end)`;
  });
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

/** 2: the phrase is a whole name; 1: it starts at a word of a name; 0: otherwise. */
function phraseBonus(db: Db, text: RawBuilder<unknown>, phrase: string): RawBuilder<number> {
  const [position, newline] = db.engine === 'postgres' ? [sql`strpos`, sql`chr(10)`] : [sql`instr`, sql`char(10)`];
  return sql<number>`(case when ${position}(${newline} || ${text} || ${newline}, ${newline} || ${phrase} || ${newline}) > 0 then 2
    when ${position}(' ' || replace(${text}, ${newline}, ' '), ' ' || ${phrase}) > 0 then 1 else 0 end)`;
}

function filtersOf(db: Db, t: string, f: SearchFilters): RawBuilder<SqlBool> {
  const parts = [
    sql`${sql.ref(`${t}.published`)} = 1`,
    sql`${sql.ref(`${t}.website_warehouse`)} = ${f.warehouse}`,
    sql`${sql.ref(`${t}.custom_sale_price`)} is not null`,
  ];
  if (f.offers) parts.push(sql`${sql.ref(`${t}.custom_show_on_offer_page`)} = 1`);
  if (f.inStock) parts.push(sql`${sql.ref(`${t}.custom_stock_available`)} > 0`);
  if (f.brands.length) parts.push(sql`${sql.ref(`${t}.brand`)} in (${sql.join(f.brands)})`);
  if (f.priceMin !== undefined) parts.push(sql`${sql.ref(`${t}.custom_sale_price`)} >= ${f.priceMin}`);
  if (f.priceMax !== undefined) parts.push(sql`${sql.ref(`${t}.custom_sale_price`)} <= ${f.priceMax}`);
  if (f.categories.length) {
    const subtree = sql`select d.name from ecommerce_category d join ecommerce_category a on d.lft >= a.lft and d.lft <= a.rgt where a.name in (${sql.join(f.categories)})`;
    parts.push(sql`${sql.ref(`${t}.custom_ecommerce_category`)} in (${subtree})`);
  }
  void db;
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

const orderOf = (t: string, sort: Exclude<SearchSort, 'relevance'>) => {
  const [field, direction] = sort.split(' ') as [string, 'asc' | 'desc'];
  return sql`${sql.ref(`${t}.${field}`)} ${sql.raw(direction)}, ${sql.ref(`${t}.name`)}`;
};

/** The names of one page of the plan's products, in rank (or `sort`) order, and how many there are (`counted`; else how many are on the page). */
export async function searchNames(
  db: Db,
  plan: SearchPlan,
  filters: SearchFilters,
  sort: SearchSort,
  start: number,
  limit: number,
  counted = true,
): Promise<{ names: string[]; total: number }> {
  if (db.engine === 'postgres') {
    const where = sql`${filtersOf(db, 's', filters)} and ${pgMatch(plan)}`;
    const order =
      sort === 'relevance'
        ? sql`(s.custom_stock_available > 0) desc, ${phraseBonus(db, sql.ref('s.search_text'), plan.phrase)} desc, ${pgScore(plan)} desc, s.name`
        : orderOf('s', sort);
    const [page, count] = await Promise.all([
      sql<{
        name: string;
      }>`select s.name from website_item_search s where ${where} order by ${order} limit ${limit} offset ${start}`.execute(
        db.kysely,
      ),
      counted
        ? sql<{ total: number }>`select count(*)::int as total from website_item_search s where ${where}`.execute(
            db.kysely,
          )
        : undefined,
    ]);
    return { names: page.rows.map((r) => r.name), total: count ? (count.rows[0]?.total ?? 0) : page.rows.length };
  }
  const match = ftsQuery(plan);
  const where = sql`search_document match ${match} and ${filtersOf(db, 'w', filters)}`;
  const from = sql`search_document join website_item w on w.search_id = search_document.rowid`;
  const order =
    sort === 'relevance'
      ? sql`(w.custom_stock_available > 0) desc, ${phraseBonus(db, sql.ref('w.search_text'), plan.phrase)} desc, bm25(search_document, 8.0, 3.0, 1.0), w.name`
      : orderOf('w', sort);
  const page = await sql<{
    name: string;
  }>`select w.name from ${from} where ${where} order by ${order} limit ${limit} offset ${start}`.execute(db.kysely);
  if (!counted) return { names: page.rows.map((r) => r.name), total: page.rows.length };
  const count = await sql<{ total: number }>`select count(*) as total from ${from} where ${where}`.execute(db.kysely);
  return { names: page.rows.map((r) => r.name), total: count.rows[0]?.total ?? 0 };
}

/** How many of the plan's products each category holds (its own products; the caller rolls the tree up), matched as `searchNames` matches them. */
export async function searchCategoryCounts(
  db: Db,
  plan: SearchPlan,
  filters: SearchFilters,
): Promise<{ category: string; count: number }[]> {
  const query =
    db.engine === 'postgres'
      ? sql<{
          category: string;
          count: number;
        }>`select s.custom_ecommerce_category as category, count(*)::int as count from website_item_search s
          where ${filtersOf(db, 's', filters)} and ${pgMatch(plan)} and s.custom_ecommerce_category is not null group by s.custom_ecommerce_category`
      : sql<{ category: string; count: number }>`select w.custom_ecommerce_category as category, count(*) as count
          from search_document join website_item w on w.search_id = search_document.rowid
          where search_document match ${ftsQuery(plan)} and ${filtersOf(db, 'w', filters)} and w.custom_ecommerce_category is not null
          group by w.custom_ecommerce_category`;
  return (await query.execute(db.kysely)).rows.map((r) => ({ category: r.category, count: Number(r.count) }));
}

/** Every word the catalog's products hold (SQLite: the FTS5 vocabulary; PostgreSQL: search_word). */
export async function catalogWords(db: Db): Promise<string[]> {
  const query =
    db.engine === 'postgres'
      ? sql<{ word: string }>`select word from search_word`
      : sql<{ word: string }>`select term as word from search_vocabulary`;
  return (await query.execute(db.kysely)).rows.map((r) => r.word);
}

/** The best sellers of the last 90 days in stock, then the newest in stock, `limit` in all. */
export async function popularNames(db: Db, warehouse: string, since: string, limit: number): Promise<string[]> {
  const sold = await sql<{ name: string }>`
    select w.name from sales_order_item i join sales_order o on o.name = i.parent join website_item w on w.item_code = i.item_code
    where o.creation >= ${since} and w.published = 1 and w.website_warehouse = ${warehouse} and w.custom_stock_available > 0 and w.custom_sale_price is not null
    group by w.name order by sum(i.qty) desc, w.name limit ${limit}`.execute(db.kysely);
  const names = sold.rows.map((r) => r.name);
  if (names.length >= limit) return names;
  const newest = await db.kysely
    .selectFrom('website_item')
    .select('name')
    .where('published', '=', 1)
    .where('website_warehouse', '=', warehouse)
    .where('custom_stock_available', '>', 0)
    .where('custom_sale_price', 'is not', null)
    .orderBy('creation', 'desc')
    .orderBy('name')
    .limit(limit * 2)
    .execute();
  for (const { name } of newest) if (names.length < limit && !names.includes(name)) names.push(name);
  return names;
}
