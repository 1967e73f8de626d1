import { jsonParam, resolveField } from './field-ref';
import { checkFilterValues, parseFilters } from './filter-parser';
import { invalidQuery } from '../../errors';
import type { DoctypeView, ListQuery, OrderTerm, SelectItem } from './query-types';

/**
 * The list parameters of GET /api/resource/{Doctype} and frappe.client.get_list:
 *   fields             JSON list (or comma-separated JSON text); default ["name"]; "*" = every
 *                      field; "field as alias"; "count(name)", "count(*)", "count(x) as alias";
 *                      a column asked for twice is selected once, at most MAX_COLUMNS in all
 *   filters/or_filters see filter-parser.ts
 *   group_by           "field[, field]": at most MAX_GROUP_TERMS terms, repeats dropped
 *   order_by           "field [asc|desc][, …]", also "`tabDoctype`.`field` desc"
 *   limit_page_length  default 20 (alias `limit`, which wins as in Frappe); 0 = all up to
 *                      the maximum; above MAX_PAGE_LENGTH → 417
 *   limit_start        offset (alias `start`), 0..MAX_START
 *   as_dict            default true; false gives lists of values in `fields` order
 */
const DEFAULT_PAGE_LENGTH = 20;
export const MAX_PAGE_LENGTH = 1000;
const MAX_START = 1_000_000;
const MAX_FIELDS = 100;
/** Columns a query selects once "*" is expanded and repeats are dropped (SQLite allows 2,000, PostgreSQL 1,664). */
export const MAX_COLUMNS = 100;
const MAX_ORDER_TERMS = 5;
export const MAX_GROUP_TERMS = 5;

export type RawParams = Record<string, unknown>;

const aliasPattern = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const countPattern = /^count\(\s*([^()]*?)\s*\)(?:\s+as\s+(.+))?$/i;
const aliasedPattern = /^(.+?)\s+as\s+(.+)$/i;

function aliasOf(raw: string): string {
  const alias = raw.trim().replace(/^`(.*)`$/, '$1');
  if (!aliasPattern.test(alias)) throw invalidQuery(`Invalid alias: ${raw.slice(0, 60)}`);
  return alias;
}

function textParam(name: string, raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'number') return String(raw);
  if (typeof raw !== 'string') throw invalidQuery(`${name} must be given once, as text`);
  return raw.trim() === '' ? undefined : raw.trim();
}

function selectItem(view: DoctypeView, entry: string): SelectItem[] {
  const text = entry.trim();
  if (text === '*') {
    return Object.keys(view.def.fields)
      .filter((f) => !view.hidden.has(f))
      .map((field) => ({ kind: 'field', field, as: field }));
  }
  const count = countPattern.exec(text);
  if (count) {
    const target = count[1]!;
    const field = target === '*' ? null : resolveField(view, target).name;
    return [{ kind: 'count', field, as: count[2] ? aliasOf(count[2]) : `count(${target})` }];
  }
  const aliased = aliasedPattern.exec(text);
  const field = resolveField(view, aliased ? aliased[1]! : text).name;
  return [{ kind: 'field', field, as: aliased ? aliasOf(aliased[2]!) : field }];
}

function parseFields(view: DoctypeView, raw: unknown): SelectItem[] {
  const parsed = jsonParam('fields', raw);
  if (parsed === undefined || parsed === null) return [{ kind: 'field', field: 'name', as: 'name' }];
  const entries = typeof parsed === 'string' ? parsed.split(',') : parsed;
  if (!Array.isArray(entries) || entries.some((e) => typeof e !== 'string')) {
    throw invalidQuery('fields must be a JSON list of field names, e.g. ["name","web_item_name"]');
  }
  if (entries.length > MAX_FIELDS) throw invalidQuery(`fields takes at most ${MAX_FIELDS} entries`);
  const items = distinctColumns((entries as string[]).flatMap((e) => selectItem(view, e)));
  if (items.length === 0) return [{ kind: 'field', field: 'name', as: 'name' }];
  if (items.length > MAX_COLUMNS) {
    throw invalidQuery(
      `fields selects at most ${MAX_COLUMNS} distinct columns ("*" counts as every field), got ${items.length}`,
    );
  }
  return items;
}

/** A column asked for twice ("*" and "name", or "*" repeated) is selected once; one name for two different columns is refused. */
function distinctColumns(items: SelectItem[]): SelectItem[] {
  const byAlias = new Map<string, SelectItem>();
  for (const item of items) {
    const seen = byAlias.get(item.as);
    if (!seen) byAlias.set(item.as, item);
    else if (seen.kind !== item.kind || seen.field !== item.field) {
      throw invalidQuery(`fields uses the name ${item.as} for two different columns; give each its own alias`);
    }
  }
  return [...byAlias.values()];
}

/** Counted before any field is resolved, so an oversized group_by costs no more than splitting it. */
function parseGroupBy(view: DoctypeView, raw: unknown): string[] {
  const text = textParam('group_by', raw);
  if (!text) return [];
  const terms = text.split(',', MAX_GROUP_TERMS + 1);
  if (terms.length > MAX_GROUP_TERMS) throw invalidQuery(`group_by takes at most ${MAX_GROUP_TERMS} fields`);
  return [...new Set(terms.map((ref) => resolveField(view, ref, 'Group by field').name))];
}

const orderPattern = /^(.+?)(?:\s+(asc|desc))?$/i;

function parseOrderBy(view: DoctypeView, raw: unknown, aliases: ReadonlySet<string>): OrderTerm[] {
  const text = textParam('order_by', raw);
  if (!text) return [];
  const terms = text.split(',');
  if (terms.length > MAX_ORDER_TERMS) throw invalidQuery(`order_by takes at most ${MAX_ORDER_TERMS} terms`);
  return terms.map((term) => {
    const match = orderPattern.exec(term.trim());
    if (!match) throw invalidQuery(`Invalid order_by: ${text.slice(0, 80)}; use "field asc|desc"`);
    const direction = (match[2]?.toLowerCase() ?? 'asc') as 'asc' | 'desc';
    const ref = match[1]!.trim();
    if (aliases.has(ref)) return { ref, alias: true, direction };
    return { ref: resolveField(view, ref, 'Sort field').name, alias: false, direction };
  });
}

function integerParam(name: string, raw: unknown, fallback: number, max: number): number {
  const text = textParam(name, raw);
  if (text === undefined) return fallback;
  if (!/^\d{1,9}$/.test(text))
    throw invalidQuery(`${name} must be a whole number from 0 to ${max}, got ${text.slice(0, 20)}`);
  const value = Number(text);
  if (value > max) throw invalidQuery(`${name} must be at most ${max}`);
  return value;
}

function flagParam(name: string, raw: unknown, fallback: boolean): boolean {
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (typeof raw === 'boolean') return raw;
  const text = String(raw).toLowerCase();
  if (['1', 'true', 'yes'].includes(text)) return true;
  if (['0', 'false', 'no'].includes(text)) return false;
  throw invalidQuery(`${name} must be true or false`);
}

/** Aggregates need a consistent shape: plain fields must be grouped, as SQL demands. */
function checkAggregates(select: SelectItem[], groupBy: string[], orderBy: OrderTerm[]): void {
  const counting = select.some((s) => s.kind === 'count');
  if (!counting && groupBy.length === 0) return;
  for (const item of select) {
    if (item.kind === 'field' && !groupBy.includes(item.field)) {
      throw invalidQuery(`Field ${item.field} must be in group_by when counting`);
    }
  }
  for (const term of orderBy) {
    if (!term.alias && !groupBy.includes(term.ref)) {
      throw invalidQuery(`order_by ${term.ref} must be a group_by field or a count alias when counting`);
    }
  }
}

export function parseListParams(view: DoctypeView, raw: RawParams): ListQuery {
  const select = parseFields(view, raw.fields);
  const groupBy = parseGroupBy(view, raw.group_by);
  const aliases = new Set(select.filter((s) => s.kind === 'count').map((s) => s.as));
  const orderBy = parseOrderBy(view, raw.order_by, aliases);
  checkAggregates(select, groupBy, orderBy);
  // Frappe v15 (api/v1.py document_list): form_dict.setdefault("limit_page_length", limit or …): a given limit_page_length wins.
  const byPageLength = raw.limit_page_length !== undefined && raw.limit_page_length !== '';
  const pageLength = integerParam(
    byPageLength || raw.limit === undefined || raw.limit === '' ? 'limit_page_length' : 'limit',
    byPageLength || raw.limit === undefined || raw.limit === '' ? raw.limit_page_length : raw.limit,
    DEFAULT_PAGE_LENGTH,
    MAX_PAGE_LENGTH,
  );
  const { filters, orFilters } = parseCountParams(view, raw);
  return {
    select,
    filters,
    orFilters,
    groupBy,
    orderBy,
    offset: integerParam(
      raw.limit_start !== undefined ? 'limit_start' : 'start',
      raw.limit_start ?? raw.start,
      0,
      MAX_START,
    ),
    limit: pageLength === 0 ? MAX_PAGE_LENGTH : pageLength,
    asDict: flagParam('as_dict', raw.as_dict, true),
  };
}

/** get_count's parameters: filters and or_filters only (also the conditions of a list). */
export function parseCountParams(view: DoctypeView, raw: RawParams): Pick<ListQuery, 'filters' | 'orFilters'> {
  const filters = parseFilters(view, 'filters', raw.filters);
  const orFilters = parseFilters(view, 'or_filters', raw.or_filters);
  checkFilterValues(filters, orFilters);
  return { filters, orFilters };
}
