import { type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db, Engine } from '../../db/connection';
import { searchTableFor, searchTextLike } from '../catalog/search-text.queries';
import { type FieldDef, type FieldType, isTextual, toWire } from './field-types';
import type { Condition, DoctypeView, ListQuery, OrderTerm } from './query-types';

/**
 * Parsed queries → SQL through Kysely. Every identifier comes from the doctype registry and is
 * quoted by Kysely (`sql.ref`); every value is a bound parameter. Nothing from the request is
 * ever spliced into the SQL text.
 */
export type AnyTables = Record<string, Record<string, unknown>>;
export type Eb = ExpressionBuilder<AnyTables, string>;

export const dynamic = (db: Db) => db.kysely as unknown as Kysely<AnyTables>;

export const col = (table: string, field: string) => sql.ref(`${table}.${field}`);

/**
 * `field in (the tree node and/or its descendants)`: one subquery on the nested-set index. On
 * PostgreSQL it is written `= any(array(subquery))`, evaluated once and used as an index
 * condition (a plain IN became a per-row semi-join there); SQLite plans IN well.
 */
function treeCondition(
  engine: Engine,
  ref: Expression<unknown>,
  c: Extract<Condition, { op: 'descendants of' | 'ancestors of' }>,
): Expression<SqlBool> {
  const [lower, upper] = c.inclusive ? [sql`>=`, sql`<=`] : [sql`>`, sql`<`];
  const nodes =
    c.op === 'descendants of'
      ? sql`select d.name from ecommerce_category d join ecommerce_category a on d.lft ${lower} a.lft and d.lft ${upper} a.rgt where a.name = ${c.value}`
      : sql`select a.name from ecommerce_category a join ecommerce_category d on a.lft < d.lft and a.rgt > d.rgt where d.name = ${c.value}`;
  if (c.negated) {
    // Frappe: ifnull(field, '') not in (…): a row without the link is kept.
    return engine === 'postgres'
      ? sql<SqlBool>`not (coalesce(${ref}, '') = any(array(${nodes})))`
      : sql<SqlBool>`coalesce(${ref}, '') not in (${nodes})`;
  }
  return engine === 'postgres' ? sql<SqlBool>`${ref} = any(array(${nodes}))` : sql<SqlBool>`${ref} in (${nodes})`;
}

/**
 * The field as Frappe compares it in a negation (model/db_query.py: `ifnull(field, fallback)`
 * unless the field is numeric or the test is `=`/`like` with a value): a missing text is '' and
 * a missing number 0, so `!=`, `not in`, `not like` keep the rows without a value. A date has no
 * such fallback here; the caller adds `or field is null`.
 */
function ifNull(type: FieldType, ref: Expression<unknown>): Expression<unknown> | undefined {
  if (type === 'date' || type === 'datetime') return undefined;
  return isTextual(type) ? sql`coalesce(${ref}, '')` : sql`coalesce(${ref}, 0)`;
}

type Test = (ref: Expression<unknown>) => Expression<SqlBool>;

function orNull(eb: Eb, type: FieldType, ref: Expression<unknown>, test: Test): Expression<SqlBool> {
  const fallback = ifNull(type, ref);
  return fallback ? test(fallback) : eb.or([eb(ref, 'is', null), test(ref)]);
}

/** A Frappe standard field the table lacks (doctypes.ts): its constant, typed so both engines may sort and group on it. */
function standardRef(def: FieldDef): RawBuilder<unknown> | undefined {
  if (def.constant === undefined) return undefined;
  return sql`cast(${sql.lit(def.constant)} as ${sql.raw(typeof def.constant === 'number' ? 'integer' : 'text')})`;
}

/**
 * `like` as Frappe runs it on MariaDB: case-insensitive, `%` and `_` wildcards, and a backslash
 * making the next character literal (`\%`, `\_`, `\\`). SQLite has no escape character unless
 * told; PostgreSQL's default is the backslash, written out all the same.
 */
function likeOf(engine: Engine, ref: Expression<unknown>, negated: boolean, pattern: string): Expression<SqlBool> {
  const op = engine === 'postgres' ? (negated ? sql`not ilike` : sql`ilike`) : negated ? sql`not like` : sql`like`;
  return sql<SqlBool>`${ref} ${op} ${pattern} escape '\\'`;
}

/** Where a condition is evaluated: a table and the types of the fields it is written on. */
export interface ConditionTarget {
  table: string;
  typeOf(field: string): FieldType;
  /** How a field is referred to (default: the column); e.g. as an expression no index can serve. */
  refOf?(field: string): Expression<unknown>;
  /** Whether the field is the search text, matched through its substring index. */
  isSearchText?(field: string): boolean;
  /** A standard field without a column: its constant. */
  constantOf?(field: string): Expression<unknown> | undefined;
}

export const targetOf = (view: DoctypeView): ConditionTarget => ({
  table: view.def.table,
  typeOf: (field) => view.def.fields[field]!.type,
  isSearchText: (field) => view.def.fields[field]!.search === true,
  constantOf: (field) => standardRef(view.def.fields[field]!),
});

/** A field of a doctype's row as SQL: its column, or a standard field's constant. */
const fieldRef = (view: DoctypeView, table: string, field: string) =>
  standardRef(view.def.fields[field]!) ?? col(table, field);

function condition(eb: Eb, engine: Engine, target: ConditionTarget, c: Condition): Expression<SqlBool> {
  const table = target.table;
  const ref = target.refOf?.(c.field) ?? target.constantOf?.(c.field) ?? col(table, c.field);
  const type = target.typeOf(c.field);
  // The primary key is never null: its negations stay plain comparisons.
  const keepingNulls =
    c.field === 'name' ? (_eb: Eb, _type: FieldType, r: Expression<unknown>, test: Test) => test(r) : orNull;
  switch (c.op) {
    case 'like':
      if (target.isSearchText?.(c.field))
        return searchTextLike(engine, ref, c.value, { negated: false, indexed: !target.refOf });
      return likeOf(engine, c.value === '' ? (ifNull(type, ref) ?? ref) : ref, false, c.value);
    case 'not like':
      if (target.isSearchText?.(c.field))
        return searchTextLike(engine, ref, c.value, { negated: true, indexed: !target.refOf });
      return keepingNulls(eb, type, ref, (r) => likeOf(engine, r, true, c.value));
    case 'in':
      if (!c.values.length) return sql<SqlBool>`1 = 0`;
      // Frappe compares ifnull(field, '') in (…): a listed '' also finds the rows without a value.
      return eb(isTextual(type) && c.values.includes('') ? (ifNull(type, ref) ?? ref) : ref, 'in', c.values);
    case 'not in':
      return c.values.length ? keepingNulls(eb, type, ref, (r) => eb(r, 'not in', c.values)) : sql<SqlBool>`1 = 1`;
    case 'is': {
      const textual = isTextual(type);
      if (c.set) return textual ? eb.and([eb(ref, 'is not', null), eb(ref, '<>', '')]) : eb(ref, 'is not', null);
      return textual ? eb.or([eb(ref, 'is', null), eb(ref, '=', '')]) : eb(ref, 'is', null);
    }
    case 'between':
      return eb.and([eb(ref, '>=', c.from), eb(ref, '<=', c.to)]);
    case 'descendants of':
    case 'ancestors of':
      return treeCondition(engine, ref, c);
    case '!=':
      return keepingNulls(eb, type, ref, (r) => eb(r, '<>', c.value));
    case '=':
      return eb(c.value === '' ? (ifNull(type, ref) ?? ref) : ref, '=', c.value);
    default:
      return eb(ref, c.op, c.value);
  }
}

/** Every condition of a query (the caller's implicit ones first) ANDed, or-filters as one OR group. */
export function whereOf(eb: Eb, engine: Engine, target: ConditionTarget, filters: Condition[], orFilters: Condition[]) {
  const all = filters.map((c) => condition(eb, engine, target, c));
  if (orFilters.length) all.push(eb.or(orFilters.map((c) => condition(eb, engine, target, c))));
  return eb.and(all);
}

export const implicitConditions = (view: DoctypeView): Condition[] =>
  Object.entries(view.implicit).map(([field, value]) => ({ field, op: '=', value }));

const whereOfView = (
  eb: Eb,
  engine: Engine,
  view: DoctypeView,
  filters: Condition[],
  orFilters: Condition[],
  table: string = view.def.table,
) => whereOf(eb, engine, { ...targetOf(view), table }, [...implicitConditions(view), ...filters], orFilters);

/** Whether a query matches the search text with `like` (and may then read the search's own table). */
export const searchesText = (view: DoctypeView, conditions: Condition[]) =>
  conditions.some((c) => c.op === 'like' && view.def.fields[c.field]!.search === true);

/**
 * The table a query reads: its doctype's, or for a search of Website Items the table
 * catalog/search-text.queries.ts picks for the fields it names (`fields`: selected, grouped, sorted).
 */
export function readTableOf(
  db: Db,
  view: DoctypeView,
  query: Pick<ListQuery, 'filters' | 'orFilters'>,
  fields: string[] = [],
): string {
  const conditions = [...implicitConditions(view), ...query.filters, ...query.orFilters];
  if (view.def.table !== 'website_item' || !searchesText(view, conditions)) return view.def.table;
  return searchTableFor(db.engine, [...conditions.map((c) => c.field), ...fields]);
}

/** The SELECT of a list query (exported so benchmarks can EXPLAIN exactly what runs). */
export function listQueryBuilder(db: Db, view: DoctypeView, query: ListQuery) {
  const aggregate = query.groupBy.length > 0 || query.select.some((s) => s.kind === 'count');
  const terms = orderTerms(query, aggregate);
  const named = [
    ...query.select.flatMap((s) => (s.field ? [s.field] : [])),
    ...query.groupBy,
    ...terms.filter((t) => !t.alias).map((t) => t.ref),
  ];
  const table = readTableOf(db, view, query, named);
  let q = dynamic(db)
    .selectFrom(table)
    .select(
      query.select.map((item) => {
        if (item.kind === 'field') return fieldRef(view, table, item.field).as(item.as);
        return (item.field ? sql<number>`count(${fieldRef(view, table, item.field)})` : sql<number>`count(*)`).as(
          item.as,
        );
      }),
    )
    .where((eb) => whereOfView(eb, db.engine, view, query.filters, query.orFilters, table));
  for (const field of query.groupBy) q = q.groupBy(fieldRef(view, table, field));
  for (const term of terms)
    q = q.orderBy(term.alias ? sql.ref(term.ref) : fieldRef(view, table, term.ref), term.direction);
  return q.limit(query.limit).offset(query.offset);
}

/** The ORDER BY of a list query: as asked (newest modified first by default), ties broken by name for stable paging. */
export function orderTerms(query: ListQuery, aggregate: boolean): OrderTerm[] {
  const terms =
    query.orderBy.length || aggregate ? query.orderBy : [{ ref: 'modified', alias: false, direction: 'desc' as const }];
  if (aggregate || terms.some((t) => t.ref === 'name')) return terms;
  return [...terms, { ref: 'name', alias: false, direction: terms[0]!.direction }];
}

/** The rows of a list query, in wire form (objects, or value lists when as_dict is false). */
export async function runList(db: Db, view: DoctypeView, query: ListQuery): Promise<unknown[]> {
  return toWireRows(view, query, (await listQueryBuilder(db, view, query).execute()) as Record<string, unknown>[]);
}

export function toWireRows(view: DoctypeView, query: ListQuery, rows: Record<string, unknown>[]): unknown[] {
  const defs = query.select.map((item): FieldDef =>
    item.kind === 'field' ? view.def.fields[item.field]! : { type: 'int' },
  );
  const wire = (i: number, row: Record<string, unknown>) =>
    toWire(defs[i]!.type, row[query.select[i]!.as], defs[i]!.nullable);
  return rows.map((row) => {
    if (query.asDict) {
      const out: Record<string, unknown> = {};
      query.select.forEach((item, i) => (out[item.as] = wire(i, row)));
      return out;
    }
    return query.select.map((_item, i) => wire(i, row));
  });
}

/** frappe.client.get_count: how many rows match. */
export async function runCount(
  db: Db,
  view: DoctypeView,
  query: Pick<ListQuery, 'filters' | 'orFilters'>,
): Promise<number> {
  const table = readTableOf(db, view, query);
  const row = await dynamic(db)
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('count'))
    .where((eb) => whereOfView(eb, db.engine, view, query.filters, query.orFilters, table))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One document with its child tables, or undefined (hidden or implicit-filtered rows count as missing). */
export async function runGet(db: Db, view: DoctypeView, name: string): Promise<Record<string, unknown> | undefined> {
  const { def } = view;
  const fields = Object.keys(def.fields).filter((f) => !view.hidden.has(f));
  const row = (await dynamic(db)
    .selectFrom(def.table)
    .select(fields.map((f) => fieldRef(view, def.table, f).as(f)))
    .where((eb) => whereOfView(eb, db.engine, view, [{ field: 'name', op: '=', value: name }], []))
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const doc: Record<string, unknown> = { doctype: def.name };
  for (const f of fields) doc[f] = toWire(def.fields[f]!.type, row[f], def.fields[f]!.nullable);
  for (const child of def.children) {
    const childFields = Object.keys(child.fields);
    const rows = (await dynamic(db)
      .selectFrom(child.table)
      .select([col(child.table, 'id').as('id'), ...childFields.map((f) => col(child.table, f).as(f))])
      .where(col(child.table, 'parent'), '=', name)
      .orderBy(col(child.table, 'idx'))
      .orderBy(col(child.table, 'id'))
      .execute()) as Record<string, unknown>[];
    doc[child.field] = rows.map((r) => {
      const out: Record<string, unknown> = {
        name: String(r.id),
        parent: name,
        parentfield: child.field,
        parenttype: def.name,
        doctype: child.doctype,
      };
      for (const f of childFields) out[f] = toWire(child.fields[f]!.type, r[f]);
      return out;
    });
  }
  return doc;
}
