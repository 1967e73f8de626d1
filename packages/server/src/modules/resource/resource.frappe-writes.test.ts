import type { AddressInfo } from 'node:net';
import { FrappeApp } from 'frappe-js-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, testEngines } from '../../testing/databases';
import { API_KEY, API_SECRET, type App, TOKEN, withTestApp } from '../../testing/test-app';
import { insertCheckoutData, muscatForm, orderBody } from '../orders/order-fixtures';
import { itemName, resourcePath } from './resource-fixtures';

/**
 * SPEC §7's writes through the resource service with the token (frappe/api/v1.py create_doc,
 * update_doc, delete_doc; v2.py's /document paths): an order placed and priced by the server, its
 * card payment recorded, deletes where the doctype allows them, each audited as the token's.
 */
const TOKEN_ACTOR = 'resource API token';

/** SPEC §3's sales order payload, with the client's rates and totals the server must ignore. */
const specOrder = (overrides: Record<string, unknown> = {}) => ({
  docstatus: 0,
  naming_series: 'SAL-ORD-.YYYY.-',
  pickup_date: '',
  pickup_time: '',
  custom_online_payment_status: 'Unpaid',
  first_name: 'Aisha',
  shipping_amount: 0,
  phone: '96891234567',
  country: 'Oman',
  province: 'Muscat',
  wilaya: 'Bawshar',
  zone: '8',
  address: 'Way 123, House 4',
  shipping_method: 'Delivery',
  payment_method: 'COD',
  email: 'aisha@example.om',
  customer: 'Web Customer',
  company: 'Gulf Glow',
  cost_center: 'Main - GG',
  selling_price_list: 'Standard Selling',
  set_warehouse: 'Muscat Store - GG',
  order_type: 'Sales',
  delivery_date: '2026-01-01',
  coupon_code: '',
  order_from_application: 0,
  grand_total: 0.001,
  taxes: [{ charge_type: 'On Net Total', account_head: 'VAT 5%', rate: 5, tax_amount: 0 }],
  items: [
    {
      image: '',
      item_code: 'SKU-5',
      delivery_date: '2026-01-01',
      item_tax_template: 'VAT 5%',
      stock_uom: 'Nos',
      uom: 'Nos',
      qty: 2,
      rate: 0.001,
      amount: 0.002,
    },
  ],
  ...overrides,
});

describe.each(await testEngines())('Frappe writes of the resource service on %s', (engine) => {
  let db: TestDb;
  let app: App;
  const suite = withTestApp(engine, insertCheckoutData);
  beforeAll(async () => {
    ({ db, app } = suite);
    await db.kysely
      .updateTable('website_item')
      .set({ custom_stock_available: 1_000 })
      .where('item_code', '=', 'SKU-5')
      .execute();
  });

  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    auth: string | null = TOKEN,
  ) =>
    app.inject({
      method,
      url,
      headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(auth ? { authorization: auth } : {}) },
      ...(payload ? { payload } : {}),
    });
  const stockOf = async (code: string) =>
    (
      await db.kysely
        .selectFrom('website_item')
        .select('custom_stock_available')
        .where('item_code', '=', code)
        .executeTakeFirstOrThrow()
    ).custom_stock_available;
  const auditOf = (id: string) =>
    db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();
  const placeCard = async () =>
    (await send('POST', resourcePath('Sales Order'), specOrder({ payment_method: 'Credit / Debit Card' }))).json().data
      .name as string;

  it('places a Sales Order from the SPEC §3 payload, priced and stock-checked by the server, audited as the token', async () => {
    const before = await stockOf('SKU-5');
    const reply = await send('POST', resourcePath('Sales Order'), specOrder());
    expect(reply.statusCode, reply.body).toBe(200);
    const order = reply.json().data;
    expect(order).toMatchObject({
      doctype: 'Sales Order',
      first_name: 'Aisha',
      payment_method: 'COD',
      phone: '96891234567',
    });
    expect(order.items).toMatchObject([{ item_code: 'SKU-5', qty: 2, rate: 4.5, amount: 9 }]);
    const same = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([['SKU-5', 2]], {}, muscatForm),
    });
    expect(order.grand_total).toBe(same.json().data.order.grand_total);
    expect(await stockOf('SKU-5')).toBe(before - 4);
    expect(await auditOf(order.name)).toEqual([{ action: 'order.place', actor_email: TOKEN_ACTOR }]);
  });

  it('refuses an order without the token, beyond the stock, or missing mandatory fields (417 MandatoryError)', async () => {
    const anonymous = await send('POST', resourcePath('Sales Order'), specOrder(), null);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toMatchObject({ exc_type: 'PermissionError' });
    const before = await stockOf('SKU-6');
    const tooMany = await send(
      'POST',
      resourcePath('Sales Order'),
      specOrder({ items: [{ item_code: 'SKU-6', qty: 3, rate: 1 }] }),
    );
    expect(tooMany.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooMany.statusCode).toBeLessThan(500);
    expect(await stockOf('SKU-6')).toBe(before);
    const missing = await send('POST', resourcePath('Sales Order'), specOrder({ first_name: '', items: [] }));
    expect(missing.statusCode).toBe(417);
    expect(missing.json()).toMatchObject({
      exc_type: 'MandatoryError',
      code: 'document.mandatory_missing',
      message: '[Sales Order, new-sales-order]: first_name, items',
    });
  });

  it('answers malformed order and payment bodies with a 4xx, never a 500, and writes nothing', async () => {
    const orders = async () =>
      Number(
        (
          await db.kysely
            .selectFrom('sales_order')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await orders();
    const bodies: object[] = [
      [],
      specOrder({ items: 'SKU-5' }),
      specOrder({ items: [{ item_code: 5, qty: 1 }] }),
      specOrder({ items: [{ item_code: 'SKU-5', qty: 1.5 }] }),
      specOrder({ items: [{ item_code: 'SKU-5', qty: -1 }] }),
      specOrder({ items: [{ item_code: 'NOPE', qty: 1 }] }),
      specOrder({ phone: { n: 1 } }),
      specOrder({ payment_method: 'Bitcoin' }),
      specOrder({ zone: 'x'.repeat(5000) }),
    ];
    for (const body of bodies) {
      const reply = await send('POST', resourcePath('Sales Order'), body);
      expect(reply.statusCode, reply.body).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, reply.body).toBeLessThan(500);
    }
    for (const body of [
      [],
      { custom_payment_verification_check: 'yes' },
      { custom_payment_verification_check: 1, custom_cancelled_payment: 1 },
      {},
    ]) {
      const reply = await send('PUT', resourcePath('Sales Order', 'SO-0001'), body);
      expect(reply.statusCode, reply.body).toBe(400);
    }
    expect(
      (await send('PUT', resourcePath('Sales Order', 'NOPE'), { custom_payment_verification_check: 1 })).statusCode,
    ).toBe(404);
    expect(await orders()).toBe(before);
  });

  it('records a card payment from PUT Sales Order (SPEC §7), once, audited as the token', async () => {
    const name = await placeCard();
    const paid = await send('PUT', resourcePath('Sales Order', name), {
      custom_online_payment_status: 'Paid',
      custom_payment_verification_check: 1,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({
      name,
      custom_payment_verification_check: 1,
      custom_online_payment_status: 'Paid',
      custom_cancelled_payment: 0,
    });
    expect(
      (await send('PUT', resourcePath('Sales Order', name), { custom_payment_verification_check: 1 })).statusCode,
    ).toBe(200);
    const late = await send('PUT', resourcePath('Sales Order', name), {
      custom_online_payment_status: 'Cancelled',
      custom_cancelled_payment: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ exc_type: 'ConflictError', code: 'order.payment_settled' });
    expect(await auditOf(name)).toEqual([
      { action: 'order.place', actor_email: TOKEN_ACTOR },
      { action: 'order.payment-paid', actor_email: TOKEN_ACTOR },
    ]);
  });

  it('cancels an unpaid card order from PUT, returning its stock; refuses cash orders and other fields', async () => {
    const before = await stockOf('SKU-5');
    const name = await placeCard();
    expect(await stockOf('SKU-5')).toBe(before - 2);
    const cancelled = await send('PUT', resourcePath('Sales Order', name), {
      custom_online_payment_status: 'Cancelled',
      custom_cancelled_payment: true,
    });
    expect(cancelled.json().data).toMatchObject({
      custom_cancelled_payment: 1,
      custom_online_payment_status: 'Cancelled',
      status: 'Cancelled',
    });
    expect(await stockOf('SKU-5')).toBe(before);
    const cod = (await send('POST', resourcePath('Sales Order'), specOrder())).json().data.name as string;
    const cash = await send('PUT', resourcePath('Sales Order', cod), { custom_payment_verification_check: 1 });
    expect(cash.json()).toMatchObject({ exc_type: 'ValidationError', code: 'order.not_card_payment' });
    expect((await send('PUT', resourcePath('Sales Order', cod), { grand_total: 1 })).statusCode).toBe(400);
    expect(
      (await send('PUT', resourcePath('Sales Order', cod), { custom_payment_verification_check: 1 }, null)).statusCode,
    ).toBe(403);
  });

  it('never deletes an order, an item or a review; deletes an unused brand or category (v1 and v2), audited', async () => {
    const refusals: [string, string, string][] = [
      ['Sales Order', 'SO-0001', 'order.not_deletable'],
      ['Website Item', itemName(1), 'item.not_deletable'],
      ['Website Item Review', 'REV-1', 'review.not_deletable'],
      ['Web Page', 'gulf-glow-home-page', 'resource.not_deletable'],
    ];
    for (const [doctype, name, code] of refusals) {
      const reply = await send('DELETE', resourcePath(doctype, name));
      expect(reply.statusCode, doctype).toBe(403);
      expect(reply.json(), doctype).toMatchObject({ exc_type: 'PermissionError', code });
    }
    expect(
      await db.kysely.selectFrom('sales_order').select('name').where('name', '=', 'SO-0001').execute(),
    ).toHaveLength(1);
    const used = await send('DELETE', resourcePath('Brand', 'Aurora'));
    expect(used.statusCode).toBe(409);
    await db.kysely
      .insertInto('brand')
      .values({
        name: 'Zephyr',
        brand: 'Zephyr',
        description: '',
        custom_show_on_website: 0,
        custom_priority: 0,
        creation: '2026-01-01 00:00:00.000',
        modified: '2026-01-01 00:00:00.000',
      })
      .execute();
    expect((await send('DELETE', resourcePath('Brand', 'Zephyr'), undefined, null)).statusCode).toBe(403);
    const deleted = await send('DELETE', resourcePath('Brand', 'Zephyr'));
    expect([deleted.statusCode, deleted.json()]).toEqual([202, { data: 'ok' }]);
    expect(await auditOf('Zephyr')).toEqual([{ action: 'brand.delete', actor_email: TOKEN_ACTOR }]);
    expect((await send('DELETE', resourcePath('Brand', 'Zephyr'))).statusCode).toBe(404);
    const empty = await send('DELETE', '/api/v2/document/Ecommerce%20Category/Fragrance');
    expect(empty.statusCode).toBe(409);
    await db.kysely
      .updateTable('website_item')
      .set({ custom_ecommerce_category: 'Lips' })
      .where('custom_ecommerce_category', '=', 'Fragrance')
      .execute();
    expect((await send('DELETE', '/api/v2/document/Ecommerce%20Category/Fragrance')).statusCode).toBe(202);
    expect(
      await db.kysely.selectFrom('ecommerce_category').select('name').where('name', '=', 'Fragrance').execute(),
    ).toEqual([]);
    expect((await send('DELETE', resourcePath('Nope', 'x'))).statusCode).toBe(404);
  });

  it('serves v2 document writes: PATCH and PUT an item, POST an order', async () => {
    const patched = await send('PATCH', `/api/v2/document/Website%20Item/${itemName(3)}`, {
      custom_stock_available: 11,
    });
    expect(patched.json()).toMatchObject({ data: { name: itemName(3), custom_stock_available: 11 } });
    expect(
      (await send('PUT', `/api/v1/resource/Website%20Item/${itemName(3)}`, { published: 0 })).json(),
    ).toMatchObject({ data: { published: 0 } });
    const order = await send('POST', '/api/v2/document/Sales%20Order', specOrder());
    expect(order.json()).toMatchObject({
      data: { doctype: 'Sales Order', items: [{ item_code: 'SKU-5', rate: 4.5 }] },
    });
  });

  it('frappe-js-sdk creates an order, records its payment, deletes a brand and lists with the new filters', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const sdk = new FrappeApp(url, { useToken: true, type: 'token', token: () => `${API_KEY}:${API_SECRET}` }).db();
    const order = await sdk.createDoc('Sales Order', specOrder({ payment_method: 'Credit / Debit Card' }));
    expect(order).toMatchObject({ doctype: 'Sales Order', owner: 'Administrator', items: [{ rate: 4.5 }] });
    const paid = await sdk.updateDoc('Sales Order', order.name, {
      custom_online_payment_status: 'Paid',
      custom_payment_verification_check: 1,
    });
    expect(paid).toMatchObject({ custom_payment_verification_check: 1 });
    await expect(sdk.deleteDoc('Sales Order', order.name)).rejects.toMatchObject({
      httpStatus: 403,
      exc_type: 'PermissionError',
    });
    await db.kysely
      .insertInto('brand')
      .values({
        name: 'Sdkia',
        brand: 'Sdkia',
        description: '',
        custom_show_on_website: 0,
        custom_priority: 0,
        creation: '2026-01-01',
        modified: '2026-01-01',
      })
      .execute();
    expect(await sdk.deleteDoc('Brand', 'Sdkia')).toEqual({ data: 'ok' });
    const unpaid = await sdk.getDocList('Sales Order', {
      fields: ['name', 'owner', 'docstatus'],
      filters: [
        ['custom_payment_verification_check', '!=', 1],
        ['creation', 'timespan' as '=', 'today'],
        ['email', 'not like' as '=', '%nobody%'],
      ],
      limit: 100,
    });
    expect(unpaid.map((r) => r.name)).not.toContain(order.name);
    expect(unpaid.every((r) => r.owner === 'Administrator' && r.docstatus === 0)).toBe(true);
    expect(unpaid.length).toBeGreaterThan(0);
  });
});
