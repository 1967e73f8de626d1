import type { AddressInfo } from 'node:net';
import { FrappeApp } from 'frappe-js-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/databases';
import { API_KEY, API_SECRET, type App, TOKEN, withTestApp } from '../../testing/test-app';
import { callApi, insertCatalog, itemName, resourcePath } from './resource-fixtures';

/**
 * Frappe v15 behaviours an ERP relies on (issue 27), each as Frappe's source has it:
 * frappe/handler.py ping, frappe/client.py get_value, frappe/api/v1.py (limit_page_length over
 * limit; /api/v1 paths), frappe/api/v2.py (document, count and method paths answering in
 * `data`), model/db_query.py (an unknown field is a 417 DataError); and the ERP's stock sync.
 */
describe.each(await testEngines())('Frappe compatibility of the resource service on %s', (engine) => {
  const suite = withTestApp(engine, insertCatalog);
  let app: App;
  beforeAll(() => {
    ({ app } = suite);
  });

  it('answers ping and frappe.ping with pong, on v1 and v2 paths too', async () => {
    for (const path of ['/api/method/ping', '/api/method/frappe.ping', '/api/v1/method/ping']) {
      expect((await callApi(app, path)).body).toEqual({ message: 'pong' });
    }
    expect((await callApi(app, '/api/v2/method/ping')).body).toEqual({ data: 'pong' });
  });

  it('frappe.client.get_value: a dict by default, {} for no match, the bare value with as_dict=0', async () => {
    const get = (params: Record<string, unknown>) =>
      callApi(app, '/api/method/frappe.client.get_value', { doctype: 'Website Item', ...params });
    expect((await get({ fieldname: 'web_item_name', filters: itemName(1) })).body).toEqual({
      message: { web_item_name: 'Vitamin C Serum' },
    });
    expect(
      (await get({ fieldname: ['custom_stock_available', 'brand'], filters: { item_code: 'SKU-4' } })).body,
    ).toEqual({
      message: { custom_stock_available: 3, brand: 'Dune' },
    });
    expect((await get({ fieldname: 'web_item_name', filters: 'NOPE' })).body).toEqual({ message: {} });
    expect((await get({ fieldname: 'brand', filters: itemName(5), as_dict: 0 })).body).toEqual({ message: 'Bloom' });
  });

  it('serves v1 paths as the unversioned ones and v2 documents and counts in data', async () => {
    const v0 = await callApi(app, resourcePath('Website Item'), { fields: ['name'], limit_page_length: 3 });
    const v1 = await callApi(app, `/api/v1${resourcePath('Website Item').slice(4)}`, {
      fields: ['name'],
      limit_page_length: 3,
    });
    expect(v1.body).toEqual(v0.body);
    const v2 = await callApi(app, '/api/v2/document/Website%20Item', { fields: ['name'], limit_page_length: 3 });
    expect(v2.body).toEqual(v0.body);
    expect((await callApi(app, `/api/v2/document/Website%20Item/${itemName(2)}`)).body.data).toMatchObject({
      name: itemName(2),
    });
    const count = await callApi(app, '/api/v2/doctype/Website%20Item/count', { filters: [['brand', '=', 'Aurora']] });
    expect(count.body).toEqual({ data: 3 });
  });

  it('lets limit_page_length win over limit, as api/v1.py does', async () => {
    const reply = await callApi(app, resourcePath('Website Item'), {
      fields: ['name'],
      limit: 1,
      limit_page_length: 2,
    });
    expect(reply.body.data).toHaveLength(2);
  });

  it('refuses an unknown field with 417 DataError in Frappe’s error body', async () => {
    const reply = await callApi(app, resourcePath('Website Item'), { fields: ['name', 'colour'] });
    expect(reply.status).toBe(417);
    expect(reply.body).toMatchObject({
      exc_type: 'DataError',
      message: 'Field not permitted in query: colour (unknown field of Website Item)',
    });
    const v2 = await callApi(app, '/api/v2/document/Website%20Item', { fields: ['colour'] });
    expect(v2.status).toBe(417);
    expect(v2.body).toMatchObject({ exc_type: 'DataError' });
  });

  it('takes price, stock and published from the ERP on PUT Website Item with the token, audited as the token', async () => {
    const put = (body: unknown, auth?: string) =>
      app.inject({
        method: 'PUT',
        url: resourcePath('Website Item', itemName(4)),
        payload: body as object,
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
      });
    expect((await put({ custom_stock_available: 9 })).statusCode).toBe(403);
    const reply = await put({ custom_stock_available: 9, custom_regular_price: 6.5, published: 0 }, TOKEN);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      data: { name: itemName(4), custom_stock_available: 9, custom_regular_price: 6.5, published: 0 },
    });
    expect((await put({ custom_sale_price: 7 }, TOKEN)).statusCode).toBe(400);
    expect((await put({ web_item_name: 'Renamed' }, TOKEN)).statusCode).toBe(400);
    const audit = await suite.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('target_id', '=', itemName(4))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'price.change', actor_email: 'resource API token' },
      { action: 'stock.change', actor_email: 'resource API token' },
      { action: 'item.change', actor_email: 'resource API token' },
    ]);
  });

  it('frappe-js-sdk reads a value and a count through them', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const db = new FrappeApp(url, { useToken: true, type: 'token', token: () => `${API_KEY}:${API_SECRET}` }).db();
    expect(await db.getValue('Website Item', 'brand', [['name', '=', itemName(1)]])).toEqual({
      message: { brand: 'Aurora' },
    });
    expect(await db.getCount('Website Item', [['brand', '=', 'Bloom']])).toBe(2);
  });
});
