import { invalidQuery } from '../../errors';
import type { RawParams } from './list-params';

/** As client.py reads its parameters: JSON when it parses, else the text itself (a field or a document name). */
function jsonOrText(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * frappe.client.get_value (Frappe v15 client.py): `fieldname` is a field or a JSON list of them,
 * `filters` a name, a dict or a list; the first matching document's fields, as a get_list of one.
 */
export function getValueQuery(raw: RawParams): { fields: string[]; query: RawParams } {
  const named = jsonOrText(raw.fieldname);
  const fields =
    typeof named === 'string'
      ? [named]
      : Array.isArray(named) && named.every((f) => typeof f === 'string')
        ? (named as string[])
        : null;
  if (!fields?.length) throw invalidQuery('fieldname is required: a field or a JSON list of fields');
  let filters = jsonOrText(raw.filters);
  if (typeof filters === 'string' || typeof filters === 'number') filters = [['name', '=', String(filters)]];
  return {
    fields,
    query: {
      fields: JSON.stringify(fields),
      filters: filters === undefined ? undefined : JSON.stringify(filters),
      limit_page_length: '1',
    },
  };
}

/** as_dict (the default): the fields as an object, {} when nothing matched; otherwise the value, or the values of several fields. */
export function getValueAnswer(
  row: Record<string, unknown> | unknown[] | undefined,
  fields: string[],
  asDict: RawParams[string],
): unknown {
  const dict = asDict === undefined || !['0', 'false', 'False'].includes(String(asDict));
  if (dict) return row ?? {};
  if (!row) return null;
  const values = fields.map((f) => (row as Record<string, unknown>)[f]);
  return fields.length > 1 ? values : values[0];
}
