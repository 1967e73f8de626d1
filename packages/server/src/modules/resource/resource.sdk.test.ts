import type { AddressInfo } from 'node:net';
import { FrappeApp } from 'frappe-js-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { testEngines } from '../../testing/databases';
import { insertCatalog, itemName } from './resource-fixtures';
import { API_KEY, API_SECRET, WAREHOUSE, withTestApp } from '../../testing/test-app';

/**
 * Conformance: the `frappe-js-sdk` npm package, a third-party Frappe client, drives the
 * service over real HTTP exactly as it would drive a Frappe site.
 */
describe.each(await testEngines())('frappe-js-sdk against the resource service on %s', (engine) => {
  let app: App;
  let url: string;
  const anonymous = () => new FrappeApp(url).db();
  const withToken = (secret = API_SECRET) =>
    new FrappeApp(url, { useToken: true, type: 'token', token: () => `${API_KEY}:${secret}` });

  const suite = withTestApp(engine, insertCatalog);
  beforeAll(async () => {
    ({ app } = suite);
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  it('getDocList with fields, filters, orderBy, limit and limit_start', async () => {
    const rows = await anonymous().getDocList('Website Item', {
      fields: ['name', 'web_item_name', 'custom_sale_price'],
      filters: [
        ['website_warehouse', '=', WAREHOUSE],
        ['custom_ecommerce_category', 'descendants of (inclusive)' as '=', 'Face Care'],
        ['brand', 'in', ['Aurora', 'Bloom', 'Dune']],
      ],
      orderBy: { field: 'custom_sale_price', order: 'desc' },
      limit: 2,
      limit_start: 1,
    });
    expect(rows).toEqual([
      { name: itemName(9), web_item_name: 'SERUM Stick', custom_sale_price: 15 },
      { name: itemName(1), web_item_name: 'Vitamin C Serum', custom_sale_price: 12.5 },
    ]);
  });

  it('getDocList with orFilters, the default order and no arguments', async () => {
    const rows = await anonymous().getDocList('Website Item', {
      orFilters: [
        ['brand', '=', 'Cedar'],
        ['brand', '=', 'Dune'],
      ],
    });
    expect(rows).toEqual([{ name: itemName(9) }, { name: itemName(6) }, { name: itemName(4) }]);
    expect(await anonymous().getDocList('Brand')).toHaveLength(4);
  });

  it('getCount with and without filters', async () => {
    expect(await anonymous().getCount('Website Item')).toBe(8);
    expect(
      await anonymous().getCount('Website Item', [
        ['custom_sale_price', '>', 10],
        ['brand', '=', 'Aurora'],
      ]),
    ).toBe(3);
  });

  it('getDoc, including a doctype name with a space and child tables', async () => {
    const item = await anonymous().getDoc('Website Item', itemName(3));
    expect(item).toMatchObject({ name: itemName(3), custom_regular_price: 25, custom_bogo_offer: 1 });
    const page = await anonymous().getDoc('Web Page', 'gulf-glow-home-page');
    expect((page.page_blocks as { web_template: string }[]).map((b) => b.web_template)).toEqual([
      'SS Slider',
      'SS Categories Grid',
      'Product Carousel',
    ]);
  });

  it('rejects a missing document with Frappe’s 404 error', async () => {
    await expect(anonymous().getDoc('Website Item', 'NO-SUCH-ITEM')).rejects.toMatchObject({
      httpStatus: 404,
      exc_type: 'DoesNotExistError',
      message: 'Website Item NO-SUCH-ITEM not found',
    });
  });

  it('rejects a bad query with 417 and its message (an unknown field is a DataError, as in Frappe)', async () => {
    await expect(anonymous().getDocList('Website Item', { fields: ['nope'] })).rejects.toMatchObject({
      httpStatus: 417,
      exc_type: 'DataError',
    });
  });

  it('reads private data with token auth only', async () => {
    const order = await withToken().db().getDoc('Sales Order', 'SO-0001');
    expect(order).toMatchObject({ name: 'SO-0001', grand_total: 28.25 });
    expect(await withToken().db().getCount('Sales Order')).toBe(1);
    await expect(anonymous().getDoc('Sales Order', 'SO-0001')).rejects.toMatchObject({
      httpStatus: 403,
      exc_type: 'PermissionError',
    });
    await expect(withToken('wrong-secret').db().getDoc('Sales Order', 'SO-0001')).rejects.toMatchObject({
      httpStatus: 401,
      exc_type: 'AuthenticationError',
    });
  });

  it('calls frappe.client.get_list through call().get', async () => {
    const reply = await withToken()
      .call()
      .get('frappe.client.get_list', {
        doctype: 'Website Item',
        fields: ['name'],
        filters: [
          ['web_item_name', 'like', '%serum%'],
          ['published', '=', 1],
          ['website_warehouse', '=', WAREHOUSE],
        ],
        limit_page_length: 10,
      });
    expect(reply).toEqual({ message: [{ name: itemName(9) }, { name: itemName(2) }, { name: itemName(1) }] });
  });
});
