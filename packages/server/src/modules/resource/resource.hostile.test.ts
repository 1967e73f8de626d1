import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { type TestDb, testEngines } from '../../testing/databases';
import { callApi, insertCatalog, namesOf, resourcePath } from './resource-fixtures';
import { withTestApp } from '../../testing/test-app';

/** Hostile or broken input: always a Frappe-shaped 4xx (417 for a bad query), never a 500, nothing leaks. */
const injection = "'; drop table website_item; --";

const badQueries: [label: string, params: Record<string, unknown>][] = [
  ['SQL in fields', { fields: ['name; drop table website_item'] }],
  ['function in fields', { fields: ['sleep(5)'] }],
  ['sub-query in fields', { fields: ['(select phone_number from website_item_review)'] }],
  ['other table in fields', { fields: ['`tabBrand`.`name`'] }],
  ['unknown field', { fields: ['password'] }],
  ['prototype key as field', { fields: ['__proto__'] }],
  ['constructor as filter field', { filters: [['constructor', '=', 1]] }],
  ['count of an expression', { fields: ['count(distinct name)'] }],
  ['bad alias', { fields: ['name as "x; drop"'] }],
  ['fields not a list', { fields: '{"a":1}' }],
  ['fields with a number', { fields: [1] }],
  ['fields not JSON', { fields: '[name' }],
  ['filters not JSON', { filters: '[["name","=",' }],
  ['filters a number', { filters: '42' }],
  ['raw SQL condition', { filters: ['published = 1 or 1=1'] }],
  ['text condition inside a list', { filters: [['name', '=', 'x'], 'name = name'] }],
  ['unknown operator', { filters: [['name', 'regexp', '.*']] }],
  ['SQL as operator', { filters: [['name', '= 1 or 1 =', '1']] }],
  ['missing value', { filters: [['name']] }],
  ['five-element filter', { filters: [['Website Item', 'name', '=', 'x', 'y']] }],
  ['filter on another doctype', { filters: [['Brand', 'name', '=', 'x']] }],
  ['text for a number', { filters: [['custom_sale_price', '>', 'abc']] }],
  ['word for a flag', { filters: [['published', '=', 'yes']] }],
  ['object as value', { filters: [['name', '=', { a: 1 }]] }],
  ['null value', { filters: [['name', '=', null]] }],
  ['fraction for an integer', { filters: [['custom_stock_available', '>', 1.5]] }],
  ['like on a number', { filters: [['custom_sale_price', 'like', '%1%']] }],
  ['in with an object', { filters: [['name', 'in', { a: 1 }]] }],
  ['between with one value', { filters: [['custom_sale_price', 'between', [1]]] }],
  ['is with a value', { filters: [['custom_sale_price', 'is', '1']] }],
  ['descendants of on a non-tree field', { filters: [['brand', 'descendants of (inclusive)', 'Aurora']] }],
  ['huge text value', { filters: [['name', '=', 'x'.repeat(5000)]] }],
  ['bad date', { filters: [['creation', '>', "2024-01-01' or '1'='1"]] }],
  ['or_filters a text', { or_filters: 'name' }],
  ['SQL in order_by', { order_by: 'name; drop table website_item' }],
  ['function in order_by', { order_by: 'random()' }],
  ['sub-query in order_by', { order_by: '(select 1)' }],
  ['nulls in order_by', { order_by: 'name desc nulls first' }],
  ['unknown order_by field', { order_by: 'password asc' }],
  ['empty order_by term', { order_by: 'name asc,' }],
  ['order_by another table', { order_by: '`tabBrand`.name desc' }],
  ['order_by a plain field while counting', { fields: ['count(name)'], order_by: 'name asc' }],
  ['plain field mixed with a count', { fields: ['name', 'count(name)'] }],
  ['huge limit', { limit_page_length: 100000 }],
  ['negative limit', { limit_page_length: -1 }],
  ['text limit', { limit_page_length: 'ten' }],
  ['SQL in limit', { limit: '1; drop table brand' }],
  ['huge start', { limit_start: 1e12 }],
  ['fractional start', { limit_start: 1.5 }],
  ['bad as_dict', { as_dict: 'maybe' }],
  ['group_by an expression', { fields: ['count(name)'], group_by: 'brand; drop table brand' }],
];

describe.each(await testEngines())('resource hostile input on %s', (engine) => {
  let db: TestDb;
  let app: App;
  const suite = withTestApp(engine, insertCatalog);
  beforeAll(() => ({ db, app } = suite));

  /** A field the doctype does not have is Frappe's DataError (model/db_query.py); any other bad query its ValidationError. */
  const unknownFields = new Set([
    'unknown field',
    'prototype key as field',
    'constructor as filter field',
    'unknown order_by field',
  ]);
  it.each(badQueries)('%s → 417 in Frappe shape', async (label, params) => {
    for (const [path, extra] of [
      [resourcePath('Website Item'), {}],
      ['/api/method/frappe.client.get_list', { doctype: 'Website Item' }],
    ] as const) {
      const reply = await callApi(app, path, { ...extra, ...params });
      expect(reply.status).toBe(417);
      expect(reply.body).toMatchObject({ exc_type: unknownFields.has(label) ? 'DataError' : 'ValidationError' });
      expect(typeof reply.body.message).toBe('string');
      expect(JSON.stringify(reply.body)).not.toMatch(/SQLITE|syntax error|relation|stack|at .*\.ts/i);
    }
  });

  it('treats SQL-looking values as plain values', async () => {
    for (const filters of [
      [['name', '=', injection]],
      [['web_item_name', 'like', `%${injection}%`]],
      [['brand', 'in', [injection, 'x']]],
      { route: injection },
      [['custom_ecommerce_category', 'descendants of (inclusive)', injection]],
    ]) {
      expect(namesOf(await callApi(app, resourcePath('Website Item'), { filters }))).toEqual([]);
    }
    expect((await callApi(app, resourcePath('Website Item', injection))).status).toBe(404);
    const count = await db.kysely
      .selectFrom('website_item')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(9);
  });

  it('refuses a group_by of more than 5 fields with 417 before doing any work on it', async () => {
    const expected = { exc_type: 'ValidationError', message: 'group_by takes at most 5 fields' };
    const get = await callApi(app, resourcePath('Website Item'), {
      fields: ['count(name)'],
      group_by: Array(2100).fill('name').join(','),
    });
    expect(get.status).toBe(417);
    expect(get.body).toMatchObject(expected);
    const started = performance.now();
    const post = await callApi(
      app,
      '/api/method/frappe.client.get_list',
      {},
      {
        method: 'POST',
        body: { doctype: 'Website Item', fields: ['count(name)'], group_by: Array(70_000).fill('name').join(',') },
      },
    );
    expect(post.status).toBe(417);
    expect(post.body).toMatchObject(expected);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('answers "*" asked for 92 times with every field once, and too many columns with 417', async () => {
    const reply = await callApi(app, resourcePath('Website Item'), { fields: Array(92).fill('*'), limit: 1 });
    expect(reply.status).toBe(200);
    expect(Object.keys((reply.body.data as Record<string, unknown>[])[0]!)).toHaveLength(31);
    const counts = Array.from({ length: 99 }, (_, i) => `count(name) as c${i}`);
    const tooWide = await callApi(app, resourcePath('Website Item'), { fields: ['*', ...counts] });
    expect(tooWide.status).toBe(417);
    expect(tooWide.body).toMatchObject({
      exc_type: 'ValidationError',
      message: 'fields selects at most 100 distinct columns ("*" counts as every field), got 130',
    });
  });

  it('refuses filters binding more than 5,000 values with 417 (33 lists of 1,000 were a 500: too many SQL variables)', async () => {
    const values = Array.from({ length: 1000 }, (_, i) => `ITEM-X${i}`);
    const filters = Array.from({ length: 33 }, () => ['name', 'not in', values]);
    for (const method of ['frappe.client.get_list', 'frappe.client.get_count']) {
      const reply = await callApi(
        app,
        `/api/method/${method}`,
        {},
        { method: 'POST', body: { doctype: 'Website Item', filters } },
      );
      expect(reply.status).toBe(417);
      expect(reply.body).toMatchObject({
        exc_type: 'ValidationError',
        message: 'filters and or_filters take at most 5000 values in all, got 33000',
      });
    }
    const atLimit = await callApi(
      app,
      '/api/method/frappe.client.get_count',
      {},
      {
        method: 'POST',
        body: { doctype: 'Website Item', filters: filters.slice(0, 5) },
      },
    );
    expect(atLimit).toMatchObject({ status: 200, body: { message: 8 } });
  });

  it('answers a repeated parameter or a broken body with a 4xx, never a 500', async () => {
    const repeated = await app.inject({ url: `${resourcePath('Website Item')}?order_by=name&order_by=brand` });
    expect(repeated.statusCode).toBe(417);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/method/frappe.client.get_list',
      headers: { 'content-type': 'application/json' },
      payload: '{"doctype":',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json()).toHaveProperty('exc_type');
    const badEscape = await app.inject({
      url: `${resourcePath('Website Item')}?filters=[["web_item_name","like","%serum%"]]`,
    });
    expect(badEscape.statusCode).toBe(417);
  });
});
