import { type CompiledQuery, type Expression, type Kysely, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { INDEX_PREFIX, listingDensity } from './facet-count.queries';
import { isTextual } from './field-types';
import {
  type AnyTables,
  type ConditionTarget,
  col,
  dynamic,
  implicitConditions,
  orderTerms,
  readTableOf,
  searchesText,
  targetOf,
  whereOf,
} from './list.queries';
import type { Condition, DoctypeView, ListQuery } from './query-types';
import { usesSearchIndex } from '../catalog/search-text.queries';

/**
 * A page of the Website Item listing, planned with what SQLite's planner cannot know:
 * how many items match (from the facet counts). Names are read from one covering index, then
 * only the page's rows are fetched. Many matches → walk the index of the sort option and stop
 * after the page (about (offset + limit) × population / matches entries); few → collect every
 * match from an index led by the filters and sort them (about `matches` entries). Left to
 * itself, SQLite picked by column statistics and read thousands of table rows for, e.g., Offers
 * sorted by New Arrivals (27 ms at 100 000 products).
 *
 * A search text that its substring index can answer (catalog/search-text.queries.ts) is collected
 * in the listing sorts: the index yields its candidates, however few, where a walk for a rare
 * text passed thousands of items (and the total reads the same candidates anyway). Newest first,
 * see `textSearchPlan`.
 *
 * The choice is made by what each index can serve: a filter on an expression of a column cannot
 * use an index, nor can an ORDER BY on one; both engines' planners then take the intended path
 * (PostgreSQL's, too, picked the filter index for broad categories: 15 ms at 100 000 products).
 */
const WALKABLE_SORTS = new Set(['custom_regular_price', 'brand', 'creation']);

/** A `like` on the search text that its substring index answers (a literal text of 3+ characters). */
const searchesByIndex = (view: DoctypeView, conditions: Condition[]) =>
  searchesText(view, conditions) &&
  conditions.every((c) => c.op !== 'like' || view.def.fields[c.field]!.search !== true || usesSearchIndex(c.value));

/** The search box's order (newest first): walkable only with a search text, in the index of 0010 that holds the text. */
const NEWEST = 'modified';
/** Index entries a newest-first walk for a search text passes at most before the matches are collected instead. */
const WALK_BUDGET = 2000;

/**
 * With a search text, a listing sort collects the matches from the substring index. Newest first
 * (the search box) can also walk the index of 0010 that holds the text in that order, which beats
 * collecting for a common text and is far slower for a rare one. SQLite walks the newest
 * WALK_BUDGET items first (an index range, ties included) and collects only when they do not fill
 * the page: exact either way, and bounded (a count from the trigram index to choose cost as much
 * as the walk). PostgreSQL's planner judges it from its own statistics, so it is left the query.
 */
function textSearchPlan(db: Db, sort: string): 'bounded walk' | 'collect' | undefined {
  if (sort !== NEWEST) return 'collect';
  return db.engine === 'postgres' ? undefined : 'bounded walk';
}

/** The `modified` of the WALK_BUDGET-th newest item of the listing's warehouse (undefined when it has fewer). */
async function newestCutoff(db: Db, conditions: Condition[]): Promise<Condition[] | undefined> {
  const prefix = conditions.filter((c) => INDEX_PREFIX.has(c.field) && c.op === '=') as {
    field: string;
    value: unknown;
  }[];
  let q = dynamic(db).selectFrom('website_item').select(col('website_item', NEWEST).as('cutoff'));
  for (const c of prefix) q = q.where(col('website_item', c.field), '=', c.value);
  const row = (await q.orderBy(col('website_item', NEWEST), 'desc').limit(1).offset(WALK_BUDGET).executeTakeFirst()) as
    { cutoff: string } | undefined;
  return row && [{ field: NEWEST, op: '>=', value: row.cutoff }];
}

/** The column as an expression no index can serve: unary plus on SQLite (a no-op on any value); on PostgreSQL `|| ''` for text, `+ 0` for numbers. */
function unindexed(db: Db, view: DoctypeView, field: string, table: string = view.def.table): Expression<unknown> {
  const ref = col(table, field);
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
export async function planListingPage(
  db: Db,
  view: DoctypeView,
  query: ListQuery,
  force?: 'walk' | 'collect',
): Promise<ListingPagePlan | undefined> {
  if (view.def.table !== 'website_item') return undefined;
  if (query.groupBy.length || query.select.some((s) => s.kind === 'count')) return undefined;
  const terms = orderTerms(query, false);
  const conditions = [...implicitConditions(view), ...query.filters];
  const named = [...query.select.map((s) => s.field), ...conditions, ...query.orFilters].map((f) =>
    typeof f === 'object' && f ? f.field : f,
  );
  // A standard field without a column (owner, idx…) is in no index: the plain query answers.
  if (named.some((f) => f && view.def.fields[f]?.constant !== undefined)) return undefined;
  const textSearch = searchesByIndex(view, conditions);
  if (terms[0]!.alias || !(WALKABLE_SORTS.has(terms[0]!.ref) || (textSearch && terms[0]!.ref === NEWEST)))
    return undefined;
  // Every listing index leads with warehouse and published: without both fixed, none is in sort order.
  if (![...INDEX_PREFIX].every((f) => conditions.some((c) => c.field === f && c.op === '='))) return undefined;
  let walk: boolean;
  let bounded = false;
  if (textSearch) {
    const chosen = force ?? textSearchPlan(db, terms[0]!.ref);
    if (!chosen) return undefined;
    walk = chosen !== 'collect';
    bounded = chosen === 'bounded walk';
  } else {
    const density = await listingDensity(db, view, query);
    if (!density) return undefined;
    // Filtering on the sort column by several values (brand in A, B sorted by brand) splits the walk into one per value: collect instead.
    const sortColumnSplit = conditions.some((c) => c.field === terms[0]!.ref && c.op !== '=');
    walk = force
      ? force === 'walk'
      : !sortColumnSplit && density.matches ** 2 >= (query.offset + query.limit) * density.population;
  }

  const table = view.def.table;
  // A walk keeps what the sort index can seek on: the leading equalities and the sort column itself (brand = X, sorted by brand).
  const seekable = (f: string) => INDEX_PREFIX.has(f) || f === terms[0]!.ref;
  const builder = (walk: boolean, bound: Condition[] = []) => {
    // Collected matches of a search text come from the search's own table where it holds every field named (search-text.queries.ts).
    const from = walk
      ? table
      : readTableOf(
          db,
          view,
          query,
          terms.map((t) => t.ref),
        );
    const target: ConditionTarget = {
      ...targetOf(view),
      table: from,
      refOf: walk ? (f: string) => (seekable(f) ? col(table, f) : unindexed(db, view, f)) : undefined,
    };
    return (k: Kysely<AnyTables>) => {
      let names = k
        .selectFrom(from)
        .select(col(from, 'name').as('name'))
        .where((eb) => whereOf(eb, db.engine, target, [...conditions, ...bound], query.orFilters));
      for (const t of terms)
        names = names.orderBy(walk ? col(table, t.ref) : unindexed(db, view, t.ref, from), t.direction);
      names = names.limit(query.limit).offset(query.offset);
      let page = k
        .selectFrom(table)
        .select(query.select.map((item) => col(table, (item as { field: string }).field).as(item.as)))
        .where(col(table, 'name'), 'in', names);
      for (const t of terms) page = page.orderBy(col(table, t.ref), t.direction);
      return page;
    };
  };
  const build = builder(walk);
  const run = async () => {
    // PostgreSQL guesses the unindexed filters rare and would sort every match instead of walking:
    // without sorting allowed, the walk in index order is its only plan without a sort. Disabling
    // a plan type adds a huge cost to the others, which would also trigger JIT compilation (≈ 250 ms)
    // and parallel workers (≈ 10 ms to start) for a walk that reads a few thousand index entries.
    if (bounded) {
      // Every item at or after the cutoff precedes the rest in this order: a full page among them is the page.
      const bound = await newestCutoff(db, conditions);
      const rows = (await builder(true, bound)(dynamic(db)).execute()) as Record<string, unknown>[];
      if (!bound || rows.length === query.limit) return rows;
      return (await builder(false)(dynamic(db)).execute()) as Record<string, unknown>[];
    }
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
