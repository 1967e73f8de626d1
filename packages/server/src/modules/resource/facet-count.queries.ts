import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { FieldType } from './field-types';
import { type ConditionTarget, col, dynamic, implicitConditions, whereOf } from './list.queries';
import type { Condition, DoctypeView, ListQuery } from './query-types';

/**
 * Website Item counts answered from `website_item_facet_count` (migration 0005) instead of the
 * items themselves: the listing's total and the shop's per-category counts read a few thousand
 * combination rows at 100 000 products instead of tens of thousands of index entries.
 *
 * A query qualifies when every condition can be evaluated on a combination row with the same
 * outcome as on each item it stands for: conditions on columns the table keeps as they are, a
 * sale price `is set / not set` (kept as has_sale_price) and a stock comparison that only
 * separates 0 from 1 or more (kept as in_stock; stock is a non-negative integer). Anything else
 * (text search, prices, other counts) is counted on the items as before.
 */
const TABLE = 'website_item_facet_count';
const KEPT_AS_IS: Record<string, FieldType> = {
  website_warehouse: 'data',
  published: 'check',
  custom_ecommerce_category: 'data',
  brand: 'data',
  custom_show_on_offer_page: 'check',
};
const target: ConditionTarget = { table: TABLE, typeOf: (field) => KEPT_AS_IS[field] ?? 'int' };

const compare = (op: string, a: number, b: number): boolean =>
  op === '>'
    ? a > b
    : op === '>='
      ? a >= b
      : op === '<'
        ? a < b
        : op === '<='
          ? a <= b
          : op === '='
            ? a === b
            : a !== b;

/** The in_stock value a stock comparison selects, when it selects exactly one. */
function stockBucket(c: Condition): 0 | 1 | undefined {
  if (!('value' in c) || c.op === 'like' || c.op === 'not like' || c.op === 'descendants of') return undefined;
  const v = Number(c.value);
  if (!Number.isFinite(v)) return undefined;
  const atZero = compare(c.op, 0, v);
  const atOne = compare(c.op, 1, v);
  // Holding at 1 means holding for every larger stock only for monotone rising comparisons, and failing at 1 means failing for every larger stock only for falling ones.
  if (c.op === '>' || c.op === '>=') return !atZero && atOne ? 1 : undefined;
  if (c.op === '<' || c.op === '<=') return atZero && !atOne ? 0 : undefined;
  if (v === 0) return c.op === '=' ? 0 : 1;
  return undefined;
}

function onCombinations(c: Condition): Condition | undefined {
  if (c.field in KEPT_AS_IS) return c;
  if (c.field === 'custom_sale_price' && c.op === 'is')
    return { field: 'has_sale_price', op: '=', value: c.set ? 1 : 0 };
  if (c.field === 'custom_stock_available') {
    const bucket = stockBucket(c);
    return bucket === undefined ? undefined : { field: 'in_stock', op: '=', value: bucket };
  }
  return undefined;
}

function allOnCombinations(conditions: Condition[]): Condition[] | undefined {
  const out: Condition[] = [];
  for (const c of conditions) {
    const mapped = onCombinations(c);
    if (!mapped) return undefined;
    out.push(mapped);
  }
  return out;
}

/** Counts and grouped counts that can be read from the combinations; undefined when the query does not qualify. */
export function facetCountQuery(
  db: Db,
  view: DoctypeView,
  query: Pick<ListQuery, 'filters' | 'orFilters'> & Partial<ListQuery>,
) {
  if (view.def.table !== 'website_item') return undefined;
  const select = query.select ?? [{ kind: 'count', field: null, as: 'count' }];
  const groupBy = query.groupBy ?? [];
  if (!select.some((s) => s.kind === 'count')) return undefined;
  if (select.some((s) => (s.kind === 'count' ? s.field !== null && s.field !== 'name' : !(s.field in KEPT_AS_IS))))
    return undefined;
  if (groupBy.some((f) => !(f in KEPT_AS_IS))) return undefined;
  const filters = allOnCombinations([...implicitConditions(view), ...query.filters]);
  const orFilters = allOnCombinations(query.orFilters);
  if (!filters || !orFilters) return undefined;

  let q = dynamic(db)
    .selectFrom(TABLE)
    .select(
      select.map((item) =>
        item.kind === 'field'
          ? col(TABLE, item.field).as(item.as)
          : sql<number>`coalesce(sum(${col(TABLE, 'n')}), 0)`.as(item.as),
      ),
    )
    .where((eb) => whereOf(eb, db.engine, target, filters, orFilters));
  for (const field of groupBy) q = q.groupBy(col(TABLE, field));
  if (groupBy.length) q = q.having(sql<number>`sum(${col(TABLE, 'n')})`, '>', 0);
  for (const term of query.orderBy ?? [])
    q = q.orderBy(term.alias ? sql.ref(term.ref) : col(TABLE, term.ref), term.direction);
  if (query.limit !== undefined) q = q.limit(query.limit).offset(query.offset ?? 0);
  return q;
}

/** Equality on these leads every listing index: the items an index walk passes over share them. */
export const INDEX_PREFIX: ReadonlySet<string> = new Set(['website_warehouse', 'published']);

export interface ListingDensity {
  /** Items matching every condition. */
  matches: number;
  /** Items matching only the index-leading equalities (warehouse, published): what a walk in sort order passes over. */
  population: number;
}

/** How many items a listing matches, and out of how many, from the combinations; undefined when the conditions do not qualify. */
export async function listingDensity(
  db: Db,
  view: DoctypeView,
  query: Pick<ListQuery, 'filters' | 'orFilters'>,
): Promise<ListingDensity | undefined> {
  if (view.def.table !== 'website_item') return undefined;
  const filters = allOnCombinations([...implicitConditions(view), ...query.filters]);
  const orFilters = allOnCombinations(query.orFilters);
  if (!filters || !orFilters) return undefined;
  const leading = filters.filter((c) => INDEX_PREFIX.has(c.field) && c.op === '=');
  const rest = filters.filter((c) => !leading.includes(c));
  const n = col(TABLE, 'n');
  const row = await dynamic(db)
    .selectFrom(TABLE)
    .select((eb) => [
      sql<number>`coalesce(sum(${n}), 0)`.as('population'),
      sql<number>`coalesce(sum(case when ${whereOf(eb, db.engine, target, rest, orFilters)} then ${n} else 0 end), 0)`.as(
        'matches',
      ),
    ])
    .where((eb) => whereOf(eb, db.engine, target, leading, []))
    .executeTakeFirstOrThrow();
  return { matches: Number(row.matches), population: Number(row.population) };
}
