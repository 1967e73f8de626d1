import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { type TestDb, testEngines } from '../../testing/databases';
import { bumpCatalogVersion } from './resource-cache';
import { callApi, insertCatalog, itemName, namesOf, resourcePath, rowsOf } from './resource-fixtures';
import { API_KEY, API_SECRET, withTestApp } from '../../testing/test-app';

describe.each(await testEngines())('resource access on %s', (engine) => {
  let db: TestDb;
  let app: App;

  const suite = withTestApp(engine, insertCatalog);
  beforeAll(() => ({ db, app } = suite));

  it('keeps Sales Orders behind the token: 403 anonymous, 401 with a wrong token', async () => {
    for (const path of [resourcePath('Sales Order'), resourcePath('Sales Order', 'SO-0001')]) {
      const anonymous = await callApi(app, path);
      expect(anonymous.status).toBe(403);
      expect(anonymous.body).toMatchObject({ exc_type: 'PermissionError' });
      expect(anonymous.body.exception).toMatch(/^frappe\.exceptions\.PermissionError: /);
      expect(JSON.parse(String(anonymous.body._server_messages))).toHaveLength(1);
      const wrong = await callApi(app, path, {}, { auth: `token ${API_KEY}:not-the-secret` });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ exc_type: 'AuthenticationError' });
    }
    const count = await callApi(app, '/api/method/frappe.client.get_count', { doctype: 'Sales Order' });
    expect(count.status).toBe(403);
  });

  it('reads a Sales Order with its items and taxes, money in rial, with the token', async () => {
    const reply = await callApi(app, resourcePath('Sales Order', 'SO-0001'), {}, { auth: true });
    expect(reply.status).toBe(200);
    const order = reply.body.data as Record<string, unknown> & {
      items: Record<string, unknown>[];
      taxes: Record<string, unknown>[];
    };
    expect(order).toMatchObject({
      doctype: 'Sales Order',
      name: 'SO-0001',
      grand_total: 28.25,
      vat_amount: 1.25,
      sub_total: 25,
    });
    expect(order).not.toHaveProperty('idempotency_key');
    expect(order.items).toMatchObject([{ item_code: 'SKU-1', qty: 2, rate: 12.5, amount: 25, parentfield: 'items' }]);
    expect(order.taxes).toMatchObject([
      { rate: 5, tax_amount: 1.25, parentfield: 'taxes', doctype: 'Sales Taxes and Charges' },
    ]);
    const basic = `Basic ${Buffer.from(`${API_KEY}:${API_SECRET}`).toString('base64')}`;
    expect(namesOf(await callApi(app, resourcePath('Sales Order'), {}, { auth: basic }))).toEqual(['SO-0001']);
    const internal = await callApi(app, resourcePath('Sales Order'), { fields: ['idempotency_key'] }, { auth: true });
    expect(internal.status).toBe(417);
  });

  it('refuses a malformed or wrong Authorization header even on public data', async () => {
    for (const auth of [
      'Bearer abc',
      'token nocolon',
      `token ${API_KEY}:wrong`,
      `token wrong:${API_SECRET}`,
      'Basic !!!',
    ]) {
      const reply = await callApi(app, resourcePath('Brand'), {}, { auth });
      expect(reply.status, auth).toBe(401);
      expect(reply.body.exc_type).toBe('AuthenticationError');
    }
  });

  it('shows anonymous callers published items only, everything with the token', async () => {
    const filters = [['name', '=', itemName(7)]];
    expect(namesOf(await callApi(app, resourcePath('Website Item'), { filters }))).toEqual([]);
    expect(namesOf(await callApi(app, resourcePath('Website Item'), { filters: [['published', '=', 0]] }))).toEqual([]);
    expect(namesOf(await callApi(app, resourcePath('Website Item'), { filters }, { auth: true }))).toEqual([
      itemName(7),
    ]);
    const missing = await callApi(app, resourcePath('Website Item', itemName(7)));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      exc_type: 'DoesNotExistError',
      message: `Website Item ${itemName(7)} not found`,
    });
    expect((await callApi(app, resourcePath('Website Item', itemName(7)), {}, { auth: true })).status).toBe(200);
    expect((await callApi(app, resourcePath('Web Page', 'draft-page'))).status).toBe(404);
    expect((await callApi(app, resourcePath('Web Page', 'draft-page'), {}, { auth: true })).status).toBe(200);
  });

  it('never shows review PII or unpublished reviews anonymously', async () => {
    const all = await callApi(app, resourcePath('Website Item Review'), {
      fields: ['*'],
      filters: [['docstatus', 'in', [0, 1, 2]]],
    });
    expect(namesOf(all).sort()).toEqual(['REV-1', 'REV-4']);
    for (const row of rowsOf(all)) {
      expect(row).not.toHaveProperty('phone_number');
      expect(row).not.toHaveProperty('email');
    }
    const doc = await callApi(app, resourcePath('Website Item Review', 'REV-1'));
    expect(doc.body.data).not.toHaveProperty('phone_number');
    expect((await callApi(app, resourcePath('Website Item Review', 'REV-2'))).status).toBe(404);
    // Asking for, filtering on or sorting by a PII field is refused, so nothing can be probed.
    for (const params of [
      { fields: ['phone_number'] },
      { fields: ['name', 'email as e'] },
      { filters: [['phone_number', 'like', '9123%']] },
      { filters: { email: 'reviewer@example.om' } },
      { or_filters: [['email', 'is', 'set']] },
      { order_by: 'phone_number asc' },
      { fields: ['count(email)'] },
    ]) {
      const reply = await callApi(app, resourcePath('Website Item Review'), params);
      expect(reply.status, JSON.stringify(params)).toBe(403);
      expect(reply.body.exc_type).toBe('PermissionError');
    }
    const withToken = await callApi(
      app,
      resourcePath('Website Item Review'),
      { fields: ['name', 'phone_number'], filters: { docstatus: 0 } },
      { auth: true },
    );
    expect(rowsOf(withToken)).toEqual([{ name: 'REV-2', phone_number: '91234567' }]);
  });

  it('answers unknown doctypes and documents with a Frappe 404', async () => {
    for (const path of [
      resourcePath('Nope'),
      resourcePath('Nope', 'x'),
      resourcePath('Website Item; drop table brand'),
      resourcePath('Brand', 'Nobody'),
    ]) {
      const reply = await callApi(app, path);
      expect(reply.status, path).toBe(404);
      expect(reply.body.exc_type).toBe('DoesNotExistError');
    }
    expect((await callApi(app, '/api/method/frappe.client.delete', { doctype: 'Brand' })).status).toBe(404);
  });

  it('serves frappe.client.get_list / get_count / get by GET, JSON POST and form POST', async () => {
    const params = {
      doctype: 'Brand',
      fields: ['name'],
      filters: [['custom_show_on_website', '=', 1]],
      order_by: 'brand desc',
    };
    const viaGet = await callApi(app, '/api/method/frappe.client.get_list', params);
    expect(viaGet.body).toEqual({ message: [{ name: 'Dune' }, { name: 'Bloom' }, { name: 'Aurora' }] });
    const viaJson = await callApi(app, '/api/method/frappe.client.get_list', {}, { method: 'POST', body: params });
    expect(viaJson.body).toEqual(viaGet.body);
    const form = {
      doctype: 'Brand',
      fields: '["name"]',
      filters: '[["custom_show_on_website","=",1]]',
      order_by: 'brand desc',
    };
    const viaForm = await callApi(
      app,
      '/api/method/frappe.client.get_list',
      {},
      { method: 'POST', body: form, form: true },
    );
    expect(viaForm.body).toEqual(viaGet.body);

    expect((await callApi(app, '/api/method/frappe.client.get_count', { doctype: 'Website Item' })).body).toEqual({
      message: 8,
    });
    const counted = await callApi(app, '/api/method/frappe.client.get_count', {
      doctype: 'Website Item',
      filters: [['brand', '=', 'Aurora']],
    });
    expect(counted.body).toEqual({ message: 3 });
    const postCount = await callApi(
      app,
      '/api/method/frappe.client.get_count',
      {},
      { method: 'POST', body: { doctype: 'Website Item', filters: { brand: 'Bloom' } } },
    );
    expect(postCount.body).toEqual({ message: 2 });

    const got = await callApi(app, '/api/method/frappe.client.get', { doctype: 'Brand', name: 'Aurora' });
    expect(got.body.message).toMatchObject({ doctype: 'Brand', name: 'Aurora', custom_show_on_website: 1 });
    expect((await callApi(app, '/api/method/frappe.client.get_list', { fields: ['name'] })).status).toBe(417);
    expect((await callApi(app, '/api/method/frappe.client.get', { doctype: 'Brand' })).status).toBe(417);
  });

  it('reads a POST method call without a body from its query string; the body wins where both name a parameter', async () => {
    const query = '?doctype=Website%20Item&limit=1&fields=%5B%22name%22%5D&order_by=name%20asc';
    for (const headers of [
      {},
      { 'content-type': 'application/json' },
      { 'content-type': 'application/x-www-form-urlencoded' },
    ]) {
      const list = await app.inject({ method: 'POST', url: `/api/method/frappe.client.get_list${query}`, headers });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json()).toEqual({ message: [{ name: itemName(1) }] });
      const count = await app.inject({
        method: 'POST',
        url: '/api/method/frappe.client.get_count?doctype=Website%20Item',
        headers,
      });
      expect(count.json()).toEqual({ message: 8 });
      const got = await app.inject({
        method: 'POST',
        url: '/api/method/frappe.client.get?doctype=Brand&name=Aurora',
        headers,
      });
      expect(got.json()).toMatchObject({ message: { doctype: 'Brand', name: 'Aurora' } });
    }
    const merged = await callApi(
      app,
      `/api/method/frappe.client.get_list`,
      { doctype: 'Brand', limit: 1, order_by: 'name asc' },
      {
        method: 'POST',
        body: { order_by: 'name desc', fields: ['name'] },
      },
    );
    expect(merged.body).toEqual({ message: [{ name: 'Dune' }] });
    const noDoctype = await app.inject({ method: 'POST', url: '/api/method/frappe.client.get_list?limit=1' });
    expect(noDoctype.statusCode).toBe(417);
    expect(noDoctype.json()).toMatchObject({ exc_type: 'ValidationError', message: 'doctype is required' });
    const notAnObject = await callApi(
      app,
      '/api/method/frappe.client.get_list',
      { doctype: 'Brand' },
      { method: 'POST', body: ['name'] },
    );
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body).toMatchObject({ exc_type: 'ValidationError' });
  });

  it('caches anonymous catalog answers until bumpCatalogVersion() and never caches token calls', async () => {
    const params = { fields: ['name'], filters: [['brand', '=', 'Dune']], order_by: 'name asc' };
    const first = await callApi(app, resourcePath('Website Item'), params);
    const second = await callApi(app, resourcePath('Website Item'), params);
    expect(second.body).toEqual(first.body);
    expect(second.headers['x-resource-cache']).toBe('hit');
    await db.kysely.updateTable('website_item').set({ brand: 'Dune' }).where('name', '=', itemName(5)).execute();
    expect(namesOf(await callApi(app, resourcePath('Website Item'), params))).toEqual([4, 9].map(itemName));
    expect(namesOf(await callApi(app, resourcePath('Website Item'), params, { auth: true }))).toEqual(
      [4, 5, 9].map(itemName),
    );
    bumpCatalogVersion();
    const fresh = await callApi(app, resourcePath('Website Item'), params);
    expect(fresh.headers['x-resource-cache']).toBe('miss');
    expect(namesOf(fresh)).toEqual([4, 5, 9].map(itemName));
    const withToken = await callApi(app, resourcePath('Website Item'), params, { auth: true });
    expect(withToken.headers['x-resource-cache']).toBeUndefined();
    await db.kysely.updateTable('website_item').set({ brand: 'Bloom' }).where('name', '=', itemName(5)).execute();
    bumpCatalogVersion();
  });
});
