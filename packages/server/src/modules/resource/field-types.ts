import { toBaisa, toRial } from '@shop/domain/money';
import { invalidQuery } from '../../errors';

/**
 * Wire types of doctype fields, as Frappe names them. The database keeps money as integer
 * baisa and flags as 0/1; the wire carries Frappe's forms: decimal rial and 0/1.
 */
export type FieldType = 'data' | 'text' | 'int' | 'float' | 'check' | 'currency' | 'datetime' | 'date';

export interface FieldDef {
  type: FieldType;
  /** The doctype this field links to (e.g. a tree doctype for `descendants of`). */
  link?: string;
  /** The stored form of a text compared with this field (a search column's normalisation): applied to filter values. */
  normalise?: (text: string) => string;
  /** The search text: a `like` on it goes through the substring index (catalog/search-text.queries.ts). */
  search?: boolean;
  /** A number whose null means something (a sale price: not sold): sent as null, not 0. */
  nullable?: boolean;
  /** A Frappe standard field the table has no column for: the same value on every row (doctypes.ts). */
  constant?: DbScalar;
}

/** A value as stored: text or a number (baisa for currency). */
export type DbScalar = string | number;

const isNumeric = (t: FieldType) => t === 'int' || t === 'float' || t === 'check' || t === 'currency';

export const isTextual = (t: FieldType) => !isNumeric(t);

/**
 * A database value → its wire form. A number is never null (Frappe's numeric columns are NOT
 * NULL DEFAULT 0), save a field whose null means something (`FieldDef.nullable`).
 */
export function toWire(type: FieldType, value: unknown, nullable = false): unknown {
  if (value === null || value === undefined) return isNumeric(type) && !nullable ? 0 : null;
  switch (type) {
    case 'currency':
      return toRial(Number(value));
    case 'int':
    case 'float':
    case 'check':
      return Number(value);
    default:
      return value;
  }
}

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const dateTime = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?$/;
const MAX_TEXT_VALUE = 1000;

/** A filter value from the wire → the stored form, or a 417 naming the field. */
export function toDbValue(field: string, type: FieldType, value: unknown): DbScalar {
  const bad = (why: string) => invalidQuery(`Invalid value for field ${field}: ${why}`);
  if (value === null || value === undefined) throw bad(`null is not a value (use "is", "not set")`);
  if (isNumeric(type)) {
    let n: number;
    if (typeof value === 'number') n = value;
    else if (typeof value === 'boolean' && type === 'check') n = value ? 1 : 0;
    else if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) n = Number(value);
    else throw bad(`expected a number, got ${JSON.stringify(value).slice(0, 40)}`);
    if (!Number.isFinite(n)) throw bad('expected a finite number');
    if (type === 'currency') return toBaisa(n);
    if ((type === 'int' || type === 'check') && !Number.isInteger(n)) throw bad('expected an integer');
    return n;
  }
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else throw bad(`expected text, got ${typeof value}`);
  if (text.length > MAX_TEXT_VALUE) throw bad(`longer than ${MAX_TEXT_VALUE} characters`);
  if ((type === 'datetime' || type === 'date') && text !== '' && !dateOnly.test(text) && !dateTime.test(text)) {
    throw bad('expected YYYY-MM-DD or YYYY-MM-DD HH:mm:ss');
  }
  return type === 'datetime' ? text.replace('T', ' ') : text;
}

/**
 * The upper bound of `between` on a datetime: a bare date means the whole day, as in Frappe.
 */
export function betweenUpper(type: FieldType, value: DbScalar): DbScalar {
  return type === 'datetime' && typeof value === 'string' && dateOnly.test(value) ? `${value} 23:59:59.999` : value;
}
