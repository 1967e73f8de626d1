import { isTreeDoctype } from './doctypes';
import { betweenUpper, isTextual, toDbValue } from './field-types';
import { jsonParam, resolveField } from './field-ref';
import { TIMESPANS, isTimespan, timespanBounds } from './timespan';
import { invalidQuery } from '../../errors';
import type { Comparison, Condition, DoctypeView } from './query-types';

/**
 * Frappe filters in all their wire forms:
 *   list of lists  [["field", "op", value], ["Doctype", "field", "op", value], ["field", value]]
 *   one filter     ["field", "op", value]
 *   dict           {"field": value, "other": ["op", value]}
 * Raw SQL strings (which Frappe would accept as conditions) are refused.
 */
const MAX_CONDITIONS = 50;
const MAX_LIST_VALUES = 1000;
/**
 * Values bound as SQL parameters by filters and or_filters together: far below SQLite's 32,766
 * and PostgreSQL's 65,535 parameters a statement, with room for the implicit conditions and paging.
 */
const MAX_FILTER_VALUES = 5000;

type Operator = Condition['op'] | 'descendants of (inclusive)' | 'not descendants of' | 'not ancestors of' | 'timespan';

const operatorAliases: Record<string, Operator> = {
  '=': '=',
  '==': '=',
  '!=': '!=',
  '<>': '!=',
  '<': '<',
  '>': '>',
  '<=': '<=',
  '>=': '>=',
  like: 'like',
  'not like': 'not like',
  in: 'in',
  'not in': 'not in',
  is: 'is',
  between: 'between',
  'descendants of': 'descendants of',
  'descendants of (inclusive)': 'descendants of (inclusive)',
  'not descendants of': 'not descendants of',
  'ancestors of': 'ancestors of',
  'not ancestors of': 'not ancestors of',
  timespan: 'timespan',
};

const SUPPORTED_OPERATORS = Object.keys(operatorAliases);

function operatorOf(raw: unknown): Operator {
  const key = typeof raw === 'string' ? raw.trim().toLowerCase().replace(/\s+/g, ' ') : '';
  const op = Object.hasOwn(operatorAliases, key) ? operatorAliases[key] : undefined;
  if (!op) {
    throw invalidQuery(
      `Unsupported operator ${JSON.stringify(raw)?.slice(0, 40)}; use one of: ${SUPPORTED_OPERATORS.join(', ')}`,
    );
  }
  return op;
}

function listValues(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string')
    return raw
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '');
  throw invalidQuery('in / not in need a list of values or a comma-separated text');
}

/**
 * A like pattern: `%` and `_` are wildcards and a backslash makes the next character literal
 * (list.queries.ts). A lone backslash at the end escapes nothing; it stands for itself, as on
 * MariaDB (PostgreSQL would refuse the pattern).
 */
function likePattern(text: string): string {
  let trailing = 0;
  while (text[text.length - 1 - trailing] === '\\') trailing++;
  return trailing % 2 === 1 ? `${text}\\` : text;
}

/** One [field, op, value] → a condition with stored values; `now` places a timespan. */
function buildCondition(view: DoctypeView, fieldRef: unknown, rawOp: unknown, value: unknown, now: Date): Condition {
  if (typeof fieldRef !== 'string') throw invalidQuery('A filter must name its field as text');
  const { name: field, def } = resolveField(view, fieldRef);
  const op = operatorOf(rawOp);
  const stored = (v: unknown) => {
    const value = toDbValue(field, def.type, v);
    return def.normalise && typeof value === 'string' ? def.normalise(value) : value;
  };
  switch (op) {
    case 'like':
    case 'not like': {
      if (!isTextual(def.type)) throw invalidQuery(`${op} needs a text field; ${field} is ${def.type}`);
      return { field, op, value: likePattern(String(stored(value))) };
    }
    case 'in':
    case 'not in': {
      const values = listValues(value);
      if (values.length > MAX_LIST_VALUES) throw invalidQuery(`${op} takes at most ${MAX_LIST_VALUES} values`);
      return { field, op, values: values.map(stored) };
    }
    case 'is': {
      const state = typeof value === 'string' ? value.trim().toLowerCase() : '';
      if (state !== 'set' && state !== 'not set') throw invalidQuery(`is takes "set" or "not set" (field ${field})`);
      return { field, op, set: state === 'set' };
    }
    case 'between': {
      if (!Array.isArray(value) || value.length !== 2)
        throw invalidQuery(`between takes a list of two values (field ${field})`);
      const from = stored(value[0]);
      const to = betweenUpper(def.type, stored(value[1]));
      return { field, op, from, to };
    }
    case 'timespan': {
      // frappe/model/db_query.py: a timespan becomes `between` its first and last day.
      if (def.type !== 'date' && def.type !== 'datetime')
        throw invalidQuery(`timespan needs a date field; ${field} is ${def.type}`);
      if (!isTimespan(value)) throw invalidQuery(`timespan takes one of: ${TIMESPANS.join(', ')} (field ${field})`);
      const [from, to] = timespanBounds(value, now, def.type);
      return { field, op: 'between', from, to };
    }
    case 'descendants of':
    case 'descendants of (inclusive)':
    case 'not descendants of':
    case 'ancestors of':
    case 'not ancestors of': {
      const onTree = (field === 'name' && view.def.tree) || isTreeDoctype(def.link);
      if (!onTree) throw invalidQuery(`${op} needs a field linking to a tree doctype; ${field} is not one`);
      if (typeof value !== 'string' || value === '') throw invalidQuery(`${op} takes a category name (field ${field})`);
      return {
        field,
        op: op.endsWith('ancestors of') ? 'ancestors of' : 'descendants of',
        value: String(toDbValue(field, def.type, value)),
        inclusive: op === 'descendants of (inclusive)',
        negated: op.startsWith('not '),
      };
    }
    default:
      return { field, op: op satisfies Comparison, value: stored(value) };
  }
}

function fromTuple(view: DoctypeView, tuple: unknown[], now: Date): Condition {
  if (tuple.length === 4) {
    if (tuple[0] !== view.def.name) {
      throw invalidQuery(`Filters on another doctype (${String(tuple[0]).slice(0, 40)}) are not supported`);
    }
    return buildCondition(view, tuple[1], tuple[2], tuple[3], now);
  }
  if (tuple.length === 3) return buildCondition(view, tuple[0], tuple[1], tuple[2], now);
  if (tuple.length === 2) return buildCondition(view, tuple[0], '=', tuple[1], now);
  throw invalidQuery('A filter is [field, operator, value] or [doctype, field, operator, value]');
}

function fromDict(view: DoctypeView, dict: Record<string, unknown>, now: Date): Condition[] {
  return Object.entries(dict).map(([field, value]) =>
    Array.isArray(value)
      ? buildCondition(view, field, value[0], value[1], now)
      : buildCondition(view, field, '=', value, now),
  );
}

/** A `filters` or `or_filters` parameter → conditions (stored values), or a 417 saying what is wrong. */
export function parseFilters(view: DoctypeView, param: string, raw: unknown, now: Date = new Date()): Condition[] {
  const parsed = jsonParam(param, raw);
  let conditions: Condition[];
  if (parsed === undefined || parsed === null) return [];
  if (Array.isArray(parsed)) {
    if (typeof parsed[0] === 'string') {
      // One filter given bare (a list of filters holds lists or objects, never text).
      conditions = [fromTuple(view, parsed, now)];
    } else {
      conditions = parsed.flatMap((entry: unknown) => {
        if (Array.isArray(entry)) return [fromTuple(view, entry, now)];
        if (entry && typeof entry === 'object') return fromDict(view, entry as Record<string, unknown>, now);
        throw invalidQuery(
          `Each entry of ${param} must be a list [field, operator, value]; text conditions are not accepted`,
        );
      });
    }
  } else if (typeof parsed === 'object') {
    conditions = fromDict(view, parsed as Record<string, unknown>, now);
  } else {
    throw invalidQuery(`${param} must be a JSON list or object`);
  }
  if (conditions.length > MAX_CONDITIONS) throw invalidQuery(`${param} takes at most ${MAX_CONDITIONS} conditions`);
  return conditions;
}

/** How many parameters a condition binds. */
function valuesOf(c: Condition): number {
  switch (c.op) {
    case 'in':
    case 'not in':
      return c.values.length;
    case 'between':
      return 2;
    case 'is':
      return 0;
    default:
      return 1;
  }
}

/** filters and or_filters of one query bind at most MAX_FILTER_VALUES values in all, or a 417. */
export function checkFilterValues(filters: Condition[], orFilters: Condition[]): void {
  let total = 0;
  for (const c of [...filters, ...orFilters]) total += valuesOf(c);
  if (total > MAX_FILTER_VALUES) {
    throw invalidQuery(`filters and or_filters take at most ${MAX_FILTER_VALUES} values in all, got ${total}`);
  }
}
