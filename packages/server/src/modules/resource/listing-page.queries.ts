import { type CompiledQuery, type Expression, type Kysely, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { INDEX_PREFIX, listingDensity } from './facet-count.queries';
import { isTextual } from './field-types';
import { type AnyTables, col, dynamic, implicitConditions, orderTerms, targetOf, whereOf } from './list.queries';
import type { DoctypeView, ListQuery } from './query-types';

/**
 * A page of the Website Item listing, planned with what SQLite's planner cannot know:
 * how many items match (from the facet counts). Names are read from one covering index, then
 * only the page's rows are fetched. Many matches → walk the index of the sort option and stop
 * after the page (about (offset + limit) × population / matches entries); few → collect every
 * match from an index led by the filters and sort them (about `matches` entries). Left to
 * itself, SQLite picked by column statistics and read thousands of table rows for, e.g., Offers
 * sorted by New Arrivals (27 ms at 100 000 products).
 *
 * The choice is made by what each index can serve: a filter on an expression of a column cannot
 * use an index, nor can an ORDER BY on one; both engines' planners then take the intended path
 * (PostgreSQL's, too, picked the filter index for broad categories: 15 ms at 100 000 products).
 */
const WALKABLE_SORTS = new Set(['custom_regular_price', 'brand', 'creation']);

/** The column as an expression no index can serve: unary plus on SQLite (a no-op on any value); on PostgreSQL `|| ''` for text, `+ 0` for numbers. */
function unindexed(db: Db, view: DoctypeView, field: string): Expression<unknown> {
  const ref = col(view.def.table, field);
  if (db.engine === 'sqlite') return sql`+${ref}`;
  return isTextual(view.def.fields[field]!.type) ? sql`(${ref} || '')` : sql`(${ref} + 0)`;
}

export interface ListingPagePlan {
  walk: boolean;
  /** The page's rows (columns named by the select's aliases). */
  run(): Promise<Record<string, unknown>[]>;
  /** The SELECT, for EXPLAIN. */
  compile(): CompiledQuery;
}

/** The planned page, or undefined when the query is not a Website Item listing page this can plan. */
export async function planListingPage(db: Db, view: DoctypeView, query: ListQuery, force?: 'walk' | 'collect'): Promise<ListingPagePlan | undefined> {
  if (view.def.table !== 'website_item') return undefined;
  if (query.groupBy.length || query.select.some((s) => s.kind === 'count')) return undefined;
  const terms = orderTerms(query, false);
  if (terms[0]!.alias || !WALKABLE_SORTS.has(terms[0]!.ref)) return undefined;
  // Every listing index leads with warehouse and published: without both fixed, none is in sort order.
  const conditions = [...implicitConditions(view), ...query.filters];
  if (![...INDEX_PREFIX].every((f) => conditions.some((c) => c.field === f && c.op === '='))) return undefined;
  const density = await listingDensity(db, view, query);
  if (!density) return undefined;
  // Filtering on the sort column by several values (brand in A, B sorted by brand) splits the walk into one per value: collect instead.
  const sortColumnSplit = conditions.some((c) => c.field === terms[0]!.ref && c.op !== '=');
  const walk = force ? force === 'walk' : !sortColumnSplit && density.matches ** 2 >= (query.offset + query.limit) * density.population;

  const table = view.def.table;
  // A walk keeps what the sort index can seek on: the leading equalities and the sort column itself (brand = X, sorted by brand).
  const seekable = (f: string) => INDEX_PREFIX.has(f) || f === terms[0]!.ref;
  const target = { ...targetOf(view), refOf: walk ? (f: string) => (seekable(f) ? col(table, f) : unindexed(db, view, f)) : undefined };
  const build = (k: Kysely<AnyTables>) => {
    let names = k
      .selectFrom(table)
      .select(col(table, 'name').as('name'))
      .where((eb) => whereOf(eb, db.engine, target, conditions, query.orFilters));
    for (const t of terms) names = names.orderBy(walk ? col(table, t.ref) : unindexed(db, view, t.ref), t.direction);
    names = names.limit(query.limit).offset(query.offset);
    let page = k
      .selectFrom(table)
      .select(query.select.map((item) => col(table, (item as { field: string }).field).as(item.as)))
      .where(col(table, 'name'), 'in', names);
    for (const t of terms) page = page.orderBy(col(table, t.ref), t.direction);
    return page;
  };
  const run = async () => {
    // PostgreSQL guesses the unindexed filters rare and would sort every match instead of walking:
    // without sorting allowed, the walk in index order is its only plan without a sort. Disabling
    // a plan type adds a huge cost to the others, which would also trigger JIT compilation (≈ 250 ms)
    // and parallel workers (≈ 10 ms to start) for a walk that reads a few thousand index entries.
    if (!walk || db.engine !== 'postgres') return (await build(dynamic(db)).execute()) as Record<string, unknown>[];
    return dynamic(db)
      .transaction()
      .execute(async (trx) => {
        await sql`select set_config('enable_sort', 'off', true), set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`.execute(
          trx,
        );
        return (await build(trx).execute()) as Record<string, unknown>[];
      });
  };
  return { walk, run, compile: () => build(dynamic(db)).compile() };
}
