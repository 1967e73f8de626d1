import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { type TestDb, testEngines } from '../../testing/databases';
import {
  callApi,
  insertCatalog,
  itemName,
  items,
  namesOf,
  resourcePath,
  rowsOf,
  sortedNames,
} from './resource-fixtures';
import { withTestApp } from '../../testing/test-app';

// Anonymous callers see published items only: ITEM-007 never shows up below.
describe.each(await testEngines())('resource filters and fields on %s', (engine) => {
  let db: TestDb;
  let app: App;
  const list = (params: Record<string, unknown>, doctype = 'Website Item') =>
    callApi(app, resourcePath(doctype), { limit_page_length: 100, ...params });
  const filtered = async (filters: unknown, extra: Record<string, unknown> = {}) =>
    sortedNames(await list({ filters, ...extra }));

  const suite = withTestApp(engine, insertCatalog);
  beforeAll(() => ({ db, app } = suite));

  it('compares with = != < > <= >= (money filters in rial)', async () => {
    expect(await filtered([['brand', '=', 'Bloom']])).toEqual(items(2, 5));
    expect(await filtered([['brand', '!=', 'Aurora']])).toEqual(items(2, 4, 5, 6, 9));
    expect(await filtered([['brand', '<>', 'Aurora']])).toEqual(items(2, 4, 5, 6, 9));
    expect(await filtered([['custom_sale_price', '<', 10]])).toEqual(items(2, 5));
    expect(await filtered([['custom_sale_price', '>', 10]])).toEqual(items(1, 3, 6, 8, 9));
    expect(await filtered([['custom_sale_price', '<=', 12.5]])).toEqual(items(1, 2, 5, 8));
    expect(await filtered([['custom_stock_available', '>=', 7]])).toEqual(items(1, 5, 8));
    expect(await filtered([['custom_sale_price', '>', '12.499']])).toEqual(items(1, 3, 6, 9));
  });

  it('matches like / not like case-insensitively', async () => {
    expect(await filtered([['web_item_name', 'like', '%serum%']])).toEqual(items(1, 2, 8, 9));
    expect(await filtered([['web_item_name', 'LIKE', 'vitamin%']])).toEqual(items(1));
    expect(await filtered([['web_item_name', 'not like', '%SERUM%']])).toEqual(items(3, 4, 5, 6));
  });

  it('like honours the backslash escape as Frappe on MariaDB does: \\% and \\_ match themselves, \\\\ a backslash', async () => {
    const describe = (n: number, text: string) =>
      db.kysely.updateTable('website_item').set({ short_description: text }).where('name', '=', itemName(n)).execute();
    await describe(4, 'Lotion 100% pure_oil \\ back');
    await describe(5, 'Lipstick 100 pure-oil');
    const matching = async (op: string, pattern: string) =>
      sortedNames(
        await callApi(
          app,
          resourcePath('Website Item'),
          { filters: [['short_description', op, pattern]], limit_page_length: 100 },
          { auth: true },
        ),
      );
    try {
      expect(await matching('like', '%100%')).toEqual(items(4, 5));
      expect(await matching('like', '%100\\%%')).toEqual(items(4));
      expect(await matching('like', '%pure_oil%')).toEqual(items(4, 5));
      expect(await matching('like', '%pure\\_oil%')).toEqual(items(4));
      expect(await matching('like', '%\\\\%')).toEqual(items(4));
      expect(await matching('like', '%\\%%')).toEqual(items(4));
      expect(await matching('like', '%\\_%')).toEqual(items(4));
      expect(await matching('not like', '%\\%%')).toEqual(items(1, 2, 3, 5, 6, 7, 8, 9));
      expect(await matching('like', '%PURE\\_OIL \\\\ BACK')).toEqual(items(4));
      // A lone backslash at the end stands for itself (MariaDB's reading), not an error.
      expect(await matching('like', '%back\\')).toEqual([]);
      expect(await matching('like', '%\\')).toEqual([]);
    } finally {
      await describe(4, 'Body Lotion short');
      await describe(5, 'Matte Lipstick short');
    }
  });

  it('takes in / not in as a list or a comma-separated text', async () => {
    expect(await filtered([['brand', 'in', ['Bloom', 'Dune']]])).toEqual(items(2, 4, 5, 9));
    expect(await filtered([['brand', 'in', 'Bloom, Dune']])).toEqual(items(2, 4, 5, 9));
    expect(await filtered([['name', 'in', []]])).toEqual([]);
    expect(await filtered([['brand', 'not in', ['Aurora']]])).toEqual(items(2, 4, 5, 6, 9));
    expect(await filtered([['brand', 'Not In', []]])).toEqual(items(1, 2, 3, 4, 5, 6, 8, 9));
    expect(await filtered([['custom_sale_price', 'in', [4.5, 8]]])).toEqual(items(2, 5));
  });

  it('tests is set / is not set on numbers and on text', async () => {
    expect(await filtered([['custom_sale_price', 'is', 'not set']])).toEqual(items(4));
    expect(await filtered([['custom_sale_price', 'is', 'set']])).toEqual(items(1, 2, 3, 5, 6, 8, 9));
    const roots = await list({ filters: [['parent_ecommerce_category', 'is', 'not set']] }, 'Ecommerce Category');
    expect(sortedNames(roots)).toEqual(['Fragrance', 'Makeup', 'Skincare']);
    const children = await list({ filters: [['parent_ecommerce_category', 'is', 'set']] }, 'Ecommerce Category');
    expect(namesOf(children)).toHaveLength(5);
  });

  it('takes between inclusively, a bare end date meaning the whole day', async () => {
    expect(await filtered([['custom_regular_price', 'between', [10, 15.75]]])).toEqual(items(1, 2, 8, 9));
    expect(await filtered([['creation', 'between', ['2024-01-02', '2024-01-03']]])).toEqual(items(2, 3));
  });

  it('finds a category and its whole subtree with descendants of (inclusive)', async () => {
    const under = (category: string, op = 'descendants of (inclusive)') =>
      filtered([['custom_ecommerce_category', op, category]]);
    expect(await under('Face Care')).toEqual(items(1, 2, 3, 8, 9));
    expect(await under('Skincare')).toEqual(items(1, 2, 3, 4, 8, 9));
    expect(await under('Serums')).toEqual(items(1, 2, 8));
    expect(await under('No Such Category')).toEqual([]);
    expect(await under('Face Care', 'descendants of')).toEqual(items(1, 2, 3, 8));
    const tree = await list({ filters: [['name', 'descendants of (inclusive)', 'Face Care']] }, 'Ecommerce Category');
    expect(sortedNames(tree)).toEqual(['Face Care', 'Moisturizers', 'Serums']);
  });

  it('accepts every filter form: lists, 4-element lists, a bare filter, dicts, backticked fields', async () => {
    const bloom = items(2, 5);
    expect(await filtered([['Website Item', 'brand', '=', 'Bloom']])).toEqual(bloom);
    expect(await filtered(['brand', '=', 'Bloom'])).toEqual(bloom);
    expect(await filtered([['brand', 'Bloom']])).toEqual(bloom);
    expect(await filtered({ brand: 'Bloom' })).toEqual(bloom);
    expect(await filtered({ brand: 'Bloom', custom_sale_price: ['>', 5] })).toEqual(items(2));
    expect(await filtered([{ brand: ['in', ['Bloom']] }])).toEqual(bloom);
    expect(await filtered([['`tabWebsite Item`.`brand`', '=', 'Bloom']])).toEqual(bloom);
    expect(await filtered([])).toHaveLength(8);
  });

  it('ORs or_filters together and ANDs them with filters', async () => {
    const names = await filtered([['custom_stock_available', '>', 0]], {
      or_filters: [
        ['brand', '=', 'Bloom'],
        ['brand', '=', 'Dune'],
      ],
    });
    expect(names).toEqual(items(4, 5, 9));
    expect(await filtered(undefined, { or_filters: { brand: 'Cedar' } })).toEqual(items(6));
  });

  it('returns name by default, every field for *, aliases, money in rial and flags as 0/1', async () => {
    expect(rowsOf(await list({ filters: [['name', '=', itemName(3)]] }))).toEqual([{ name: itemName(3) }]);
    const [all] = rowsOf(await list({ fields: ['*'], filters: [['name', '=', itemName(3)]] }));
    expect(all).toMatchObject({
      name: itemName(3),
      web_item_name: 'Night Moisturizer',
      custom_sale_price: 20,
      custom_regular_price: 25,
      custom_bogo_offer: 1,
      custom_show_on_offer_page: 1,
      published: 1,
      custom_stock_available: 5,
      custom_ecommerce_category: 'Moisturizers',
      creation: '2024-01-03 10:00:00.000',
    });
    expect(Object.keys(all!)).toHaveLength(31);
    const aliased = rowsOf(
      await list({ fields: ['web_item_name as title', 'custom_sale_price'], filters: { name: itemName(1) } }),
    );
    expect(aliased).toEqual([{ title: 'Vitamin C Serum', custom_sale_price: 12.5 }]);
    const asLists = await list({
      fields: ['name', 'custom_sale_price'],
      filters: { name: itemName(1) },
      as_dict: 'false',
    });
    expect(rowsOf(asLists)).toEqual([[itemName(1), 12.5]]);
  });

  it('counts with count(name), count(name) as count, count(*) and group_by', async () => {
    expect(rowsOf(await list({ fields: ['count(name)'] }))).toEqual([{ 'count(name)': 8 }]);
    expect(rowsOf(await list({ fields: ['count(name) as count'], filters: [['brand', '=', 'Aurora']] }))).toEqual([
      { count: 3 },
    ]);
    expect(rowsOf(await list({ fields: ['count(*) as n'] }))).toEqual([{ n: 8 }]);
    const grouped = await list({
      fields: ['brand', 'count(name) as count'],
      group_by: 'brand',
      order_by: 'count desc, brand asc',
    });
    expect(rowsOf(grouped)).toEqual([
      { brand: 'Aurora', count: 3 },
      { brand: 'Bloom', count: 2 },
      { brand: 'Dune', count: 2 },
      { brand: 'Cedar', count: 1 },
    ]);
  });

  it('sorts by one or more fields, in the backticked form too, ties broken by name', async () => {
    const order = async (order_by: string) => namesOf(await list({ order_by }));
    expect(await order('custom_regular_price asc')).toEqual([5, 4, 2, 8, 1, 9, 3, 6].map(itemName));
    expect(await order('custom_regular_price desc')).toEqual([6, 3, 9, 1, 8, 2, 4, 5].map(itemName));
    expect(await order('`tabWebsite Item`.`custom_regular_price` desc')).toEqual(
      await order('custom_regular_price desc'),
    );
    expect(await order('creation desc')).toEqual([9, 8, 6, 5, 4, 3, 2, 1].map(itemName));
    expect(await order('brand asc')).toEqual([1, 3, 8, 2, 5, 6, 4, 9].map(itemName));
    expect(await order('brand desc, custom_regular_price asc')).toEqual([4, 9, 6, 5, 2, 8, 1, 3].map(itemName));
    expect(await order('brand')).toEqual(await order('brand asc'));
    // Frappe's default: most recently modified first.
    expect(namesOf(await list({}))).toEqual([9, 8, 6, 5, 4, 3, 2, 1].map(itemName));
  });

  it('pages with limit_start and limit_page_length (or limit, which limit_page_length overrides as in Frappe), 0 meaning all', async () => {
    const page = (params: Record<string, unknown>) =>
      callApi(app, resourcePath('Website Item'), { order_by: 'creation asc', ...params }).then(namesOf);
    expect(await page({ limit_start: 2, limit_page_length: 3 })).toEqual([3, 4, 5].map(itemName));
    expect(await page({ limit_start: 6, limit_page_length: 3 })).toEqual([8, 9].map(itemName));
    expect(await page({ limit: 2 })).toEqual([1, 2].map(itemName));
    expect(await page({ limit: 2, limit_page_length: 5 })).toEqual([1, 2, 3, 4, 5].map(itemName));
    expect(await page({ start: 7 })).toEqual([9].map(itemName));
    expect(await page({ limit_page_length: 0 })).toHaveLength(8);
    expect(await page({ limit_start: 100 })).toEqual([]);
  });
});

describe.each(await testEngines())('resource paging defaults on %s', (engine) => {
  let app: App;
  const suite = withTestApp(engine, async (db) => {
    await insertCatalog(db);
    const brand = {
      brand: 'X',
      description: '',
      image: null,
      custom_show_on_website: 1,
      custom_priority: 0,
      modified: '2024-02-01 00:00:00.000',
      creation: '2024-02-01 00:00:00.000',
    };
    await db.kysely
      .insertInto('brand')
      .values(Array.from({ length: 30 }, (_, i) => ({ ...brand, name: `Brand ${i}`, brand: `Brand ${i}` })))
      .execute();
  });
  beforeAll(() => ({ app } = suite));

  it('returns 20 rows unless told otherwise', async () => {
    expect(namesOf(await callApi(app, resourcePath('Brand')))).toHaveLength(20);
    expect(namesOf(await callApi(app, resourcePath('Brand'), { limit_page_length: 25 }))).toHaveLength(25);
    expect(namesOf(await callApi(app, resourcePath('Brand'), { limit_page_length: 0 }))).toHaveLength(34);
  });
});
