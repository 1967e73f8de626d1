import type { FieldDef } from './field-types';
import { forbidden, invalidQuery, unknownField } from '../../errors';
import type { DoctypeView } from './query-types';

/**
 * `field`, `` `field` `` or Frappe's `` `tabWebsite Item`.`field` `` → the registered field.
 * Anything else (functions, sub-queries, other tables) is refused: the name reaches SQL only as
 * a quoted identifier taken from the registry.
 */
const refPattern = /^(?:`tab([^`]{1,80})`\.)?(`?)([A-Za-z_][A-Za-z0-9_]{0,79})\2$/;

export function resolveField(view: DoctypeView, ref: string, what = 'Field'): { name: string; def: FieldDef } {
  const match = refPattern.exec(ref.trim());
  if (!match) throw invalidQuery(`${what} not permitted in query: ${ref.slice(0, 80)}`);
  const [, doctype, , name] = match;
  if (doctype !== undefined && doctype !== view.def.name) {
    throw invalidQuery(`${what} not permitted in query: ${ref.slice(0, 80)} (not a field of ${view.def.name})`);
  }
  return checkField(view, name!, what);
}

function checkField(view: DoctypeView, name: string, what = 'Field'): { name: string; def: FieldDef } {
  const def = Object.hasOwn(view.def.fields, name) ? view.def.fields[name] : undefined;
  if (!def)
    throw unknownField(`${what} not permitted in query: ${name.slice(0, 80)} (unknown field of ${view.def.name})`);
  if (view.hidden.has(name)) throw forbidden(`Not permitted: field ${name} of ${view.def.name} needs a token`);
  return { name, def };
}

/** A request parameter that carries JSON (fields, filters, or_filters): text is parsed, values pass. */
export function jsonParam(param: string, raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidQuery(`${param} must be valid JSON, got: ${text.slice(0, 60)}`);
  }
}
