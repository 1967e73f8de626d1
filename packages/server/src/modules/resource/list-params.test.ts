import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { statusOf } from '../../http/error-handler';
import { getDoctype } from './doctypes';
import { MAX_COLUMNS, MAX_GROUP_TERMS, MAX_PAGE_LENGTH, parseListParams } from './list-params';
import type { DoctypeView } from './query-types';

const view: DoctypeView = { def: getDoctype('Website Item'), hidden: new Set(), implicit: {}, cacheable: false };
const parse = (raw: Record<string, unknown>) => parseListParams(view, raw);
const failure = (raw: Record<string, unknown>) => {
  try {
    parse(raw);
  } catch (error) {
    if (error instanceof DomainError) return { status: statusOf(error), message: error.message };
    throw error;
  }
  throw new Error('expected a failure');
};

describe('parseListParams', () => {
  it('defaults to name, 20 rows from the start, as dicts', () => {
    expect(parse({})).toEqual({
      select: [{ kind: 'field', field: 'name', as: 'name' }],
      filters: [],
      orFilters: [],
      groupBy: [],
      orderBy: [],
      offset: 0,
      limit: 20,
      asDict: true,
    });
  });

  it('converts money filter values from rial to baisa, flags and numbers from text', () => {
    const { filters } = parse({
      filters:
        '[["custom_sale_price",">",10],["custom_regular_price","between",["1.5","2"]],["published","=",true],["custom_stock_available",">","0"]]',
    });
    expect(filters).toEqual([
      { field: 'custom_sale_price', op: '>', value: 10000 },
      { field: 'custom_regular_price', op: 'between', from: 1500, to: 2000 },
      { field: 'published', op: '=', value: 1 },
      { field: 'custom_stock_available', op: '>', value: 0 },
    ]);
  });

  it('keeps like patterns as given, but a lone backslash at the end stands for itself', () => {
    const patternOf = (value: string) => parse({ filters: [['name', 'like', value]] }).filters[0];
    expect(patternOf('%50\\%%')).toEqual({ field: 'name', op: 'like', value: '%50\\%%' });
    expect(patternOf('a\\')).toEqual({ field: 'name', op: 'like', value: 'a\\\\' });
    expect(patternOf('a\\\\')).toEqual({ field: 'name', op: 'like', value: 'a\\\\' });
    expect(patternOf('a\\\\\\')).toEqual({ field: 'name', op: 'like', value: 'a\\\\\\\\' });
  });

  it('normalises operators and splits comma lists', () => {
    const { filters } = parse({
      filters: [
        ['brand', 'NOT  IN', 'A, B,'],
        ['name', '==', 'x'],
        ['name', '<>', 'y'],
      ],
    });
    expect(filters).toEqual([
      { field: 'brand', op: 'not in', values: ['A', 'B'] },
      { field: 'name', op: '=', value: 'x' },
      { field: 'name', op: '!=', value: 'y' },
    ]);
  });

  it('reads descendants of, inclusive or not, on the category link', () => {
    const { filters } = parse({ filters: { custom_ecommerce_category: ['descendants of (inclusive)', 'Face Care'] } });
    expect(filters).toEqual([
      { field: 'custom_ecommerce_category', op: 'descendants of', value: 'Face Care', inclusive: true, negated: false },
    ]);
  });

  it('reads fields with aliases, counts and the backticked form', () => {
    expect(
      parse({
        fields: '["`tabWebsite Item`.`brand`","web_item_name as title","count(name)","count(*) as n"]',
        group_by: 'brand,web_item_name',
      }).select,
    ).toEqual([
      { kind: 'field', field: 'brand', as: 'brand' },
      { kind: 'field', field: 'web_item_name', as: 'title' },
      { kind: 'count', field: 'name', as: 'count(name)' },
      { kind: 'count', field: null, as: 'n' },
    ]);
    expect(parse({ fields: '"name, brand"' }).select.map((s) => s.as)).toEqual(['name', 'brand']);
  });

  it('reads order_by terms, default asc', () => {
    expect(parse({ order_by: 'brand, `tabWebsite Item`.creation DESC' }).orderBy).toEqual([
      { ref: 'brand', alias: false, direction: 'asc' },
      { ref: 'creation', alias: false, direction: 'desc' },
    ]);
    expect(parse({ order_by: '' }).orderBy).toEqual([]);
  });

  it('reads limits: limit_page_length wins over limit (Frappe v15 api/v1.py), 0 means up to the maximum', () => {
    expect(parse({ limit: '5', limit_page_length: '50', limit_start: '40' })).toMatchObject({ limit: 50, offset: 40 });
    expect(parse({ limit: '5' })).toMatchObject({ limit: 5 });
    expect(parse({ limit_page_length: '0' }).limit).toBe(MAX_PAGE_LENGTH);
    expect(parse({ limit_page_length: String(MAX_PAGE_LENGTH) }).limit).toBe(MAX_PAGE_LENGTH);
    expect(failure({ limit_page_length: String(MAX_PAGE_LENGTH + 1) }).status).toBe(417);
    expect(parse({ as_dict: '0' }).asDict).toBe(false);
  });

  it('says what is wrong, with status 417', () => {
    expect(failure({ filters: '[[' })).toEqual({ status: 417, message: 'filters must be valid JSON, got: [[' });
    expect(failure({ filters: [['name', 'regexp', 'x']] }).message).toMatch(
      /^Unsupported operator "regexp"; use one of: =, ==/,
    );
    expect(failure({ fields: ['nope'] }).message).toBe(
      'Field not permitted in query: nope (unknown field of Website Item)',
    );
    expect(failure({ order_by: 'name; drop table x' }).message).toMatch(/^Sort field not permitted in query/);
    expect(failure({ filters: [['custom_sale_price', '>', 'ten']] }).message).toMatch(
      /^Invalid value for field custom_sale_price: expected a number/,
    );
  });

  it('filters and or_filters bind at most 5,000 values in all', () => {
    const list = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `v${from + i}`);
    const filters = [1, 2, 3, 4].map((k) => ['name', 'not in', list(1000, k * 1000)]);
    expect(
      parse({
        filters,
        or_filters: [
          ['name', 'in', list(999)],
          ['name', '=', 'x'],
        ],
      }).filters,
    ).toHaveLength(4);
    expect(
      failure({
        filters,
        or_filters: [
          ['name', 'in', list(999)],
          ['custom_sale_price', 'between', [1, 2]],
        ],
      }),
    ).toEqual({
      status: 417,
      message: 'filters and or_filters take at most 5000 values in all, got 5001',
    });
    expect(failure({ filters: Array.from({ length: 33 }, () => ['name', 'not in', list(1000)]) })).toEqual({
      status: 417,
      message: 'filters and or_filters take at most 5000 values in all, got 33000',
    });
  });

  it('selects a column asked for twice once, and at most 100 distinct columns', () => {
    const every = Object.keys(view.def.fields);
    expect(parse({ fields: Array(92).fill('*') }).select.map((s) => s.as)).toEqual(every);
    expect(parse({ fields: ['name', '*', '`name`', 'brand as b', 'brand as b'] }).select.map((s) => s.as)).toEqual([
      ...every,
      'b',
    ]);
    expect(MAX_COLUMNS).toBe(100);
    const counts = Array.from({ length: 99 }, (_, i) => `count(name) as c${i}`);
    expect(parse({ fields: counts }).select).toHaveLength(99);
    expect(failure({ fields: ['*', ...counts] })).toEqual({
      status: 417,
      message: `fields selects at most 100 distinct columns ("*" counts as every field), got ${every.length + 99}`,
    });
    expect(failure({ fields: ['name', 'brand as name'] })).toEqual({
      status: 417,
      message: 'fields uses the name name for two different columns; give each its own alias',
    });
  });

  it('group_by takes at most 5 fields and selects a repeated one once', () => {
    expect(MAX_GROUP_TERMS).toBe(5);
    expect(
      parse({ fields: ['brand', 'count(name)'], group_by: 'brand, `brand`,`tabWebsite Item`.brand' }).groupBy,
    ).toEqual(['brand']);
    expect(
      parse({ fields: ['count(*)'], group_by: 'brand,custom_ecommerce_category,brand,name,route' }).groupBy,
    ).toEqual(['brand', 'custom_ecommerce_category', 'name', 'route']);
    const tooMany = { status: 417, message: 'group_by takes at most 5 fields' };
    expect(failure({ fields: ['count(name)'], group_by: 'name,name,name,name,name,name' })).toEqual(tooMany);
    // Refused by counting alone: no term of a huge list is even looked at (an unknown field would say so).
    expect(
      failure({ fields: ['count(name)'], group_by: Array.from({ length: 70_000 }, () => 'nope').join(',') }),
    ).toEqual(tooMany);
  });

  it('refuses hidden fields with 403 everywhere they could be used', () => {
    const anonymous: DoctypeView = {
      def: getDoctype('Website Item Review'),
      hidden: new Set(['email']),
      implicit: { docstatus: 1 },
      cacheable: true,
    };
    for (const raw of [
      { fields: ['email'] },
      { filters: { email: 'x' } },
      { order_by: 'email' },
      { group_by: 'email', fields: ['count(name)'] },
    ]) {
      expect(() => parseListParams(anonymous, raw)).toThrow(expect.objectContaining({ kind: 'PermissionError' }));
    }
    expect(parseListParams(anonymous, { fields: ['*'] }).select.map((s) => s.as)).not.toContain('email');
  });
});
