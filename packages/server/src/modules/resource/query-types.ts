import type { DbScalar } from './field-types';
import type { DoctypeDef } from './doctypes';

/** What a caller may see of a doctype: the whole of it with a token, less when anonymous. */
export interface DoctypeView {
  def: DoctypeDef;
  /** Fields the caller may neither read nor filter or sort on. */
  hidden: ReadonlySet<string>;
  /** Conditions added to every query (e.g. published = 1 for anonymous callers). */
  implicit: Readonly<Record<string, number>>;
  /** Anonymous public catalog read: may be answered from the short-lived cache. */
  cacheable: boolean;
}

export type Comparison = '=' | '!=' | '<' | '>' | '<=' | '>=';

/** One parsed filter, its values already in stored form (baisa, 0/1, text). */
export type Condition =
  | { field: string; op: Comparison; value: DbScalar }
  | { field: string; op: 'like' | 'not like'; value: string }
  | { field: string; op: 'in' | 'not in'; values: DbScalar[] }
  | { field: string; op: 'is'; set: boolean }
  | { field: string; op: 'between'; from: DbScalar; to: DbScalar }
  | { field: string; op: 'descendants of' | 'ancestors of'; value: string; inclusive: boolean; negated: boolean };

export type SelectItem =
  { kind: 'field'; field: string; as: string } | { kind: 'count'; field: string | null; as: string };

export interface OrderTerm {
  /** A field, or with group_by an aggregate's alias. */
  ref: string;
  alias: boolean;
  direction: 'asc' | 'desc';
}

export interface ListQuery {
  select: SelectItem[];
  filters: Condition[];
  orFilters: Condition[];
  groupBy: string[];
  orderBy: OrderTerm[];
  offset: number;
  limit: number;
  asDict: boolean;
}
