import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { type TestDb, testEngines } from '../../testing/databases';
import { withTestApp } from '../../testing/test-app';
import { insertCheckoutData, orderBody, uaeForm } from './order-fixtures';

/** The address ceiling these tests count to: set low (its default, 1000, is tested in client-limits.test.ts). */
const ORDER_LIMIT = 30;
/** POST /api/orders against hostile and racing clients: nothing the browser says about money counts. */
describe.each(await testEngines())('order placement on %s resists', (engine) => {
  let db: TestDb;
  let app: App;

  const suite = withTestApp(
    engine,
    async (db) => {
      await insertCheckoutData(db);
    },
    { poolSize: 20, env: { ORDER_REQUESTS_PER_ADDRESS: String(ORDER_LIMIT) } },
  );
  beforeAll(() => ({ db, app } = suite));

  const place = (payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const stockOf = async (code: string) =>
    (
      await db.kysely
        .selectFrom('website_item')
        .select('custom_stock_available')
        .where('item_code', '=', code)
        .executeTakeFirstOrThrow()
    ).custom_stock_available;
  const orderCount = async () =>
    Number(
      (
        await db.kysely
          .selectFrom('sales_order')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const setStock = (code: string, stock: number) =>
    db.kysely
      .updateTable('website_item')
      .set({ custom_stock_available: stock })
      .where('item_code', '=', code)
      .execute();

  it('tampered prices and totals: ignored, the order is priced from the database', async () => {
    const body = orderBody([['SKU-1', 1]]);
    const tampered = {
      ...body,
      items: [{ item_code: 'SKU-1', quantity: 1, price: 0.001, custom_sale_price: 0.001, rate: 1 }],
      grand_total: 0.001,
      sub_total: 0,
      shipping: 0,
      vat: 0,
      form: { ...body.form, deliveryFee: 0 },
    };
    const response = await place(tampered);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.order.grand_total).toBe(15.125);
    const row = await db.kysely
      .selectFrom('sales_order')
      .selectAll()
      .where('name', '=', response.json().data.order.name)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sub_total: 12_500, vat_amount: 625, shipping_amount: 2_000, grand_total: 15_125 });
  });

  it('a repeated idempotency key with the same request answers with the first order and takes stock once', async () => {
    const before = await stockOf('SKU-5');
    const body = orderBody(
      [
        ['SKU-5', 1],
        ['SKU-1', 1],
      ],
      { discount_code: 'save5' },
    );
    const first = await place(body);
    const same = {
      ...body,
      items: [...body.items].reverse(),
      discount_code: ' SAVE5 ',
      grand_total: 0.001,
      form: { ...body.form, FirstName: ` ${body.form.FirstName} ` },
    };
    const again = await Promise.all([place(body), place(body), place(same)]);
    expect(first.statusCode, first.body).toBe(201);
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect(response.json().data.order.name).toBe(first.json().data.order.name);
    }
    expect(await stockOf('SKU-5')).toBe(before - 1);
  });

  it('a repeated idempotency key with a different request is a 409 and places nothing', async () => {
    const body = orderBody([['SKU-5', 1]]);
    const first = await place(body);
    expect(first.statusCode).toBe(201);
    const before = { orders: await orderCount(), sku1: await stockOf('SKU-1'), sku5: await stockOf('SKU-5') };
    for (const different of [
      { ...body, items: [{ item_code: 'SKU-1', quantity: 3 }] },
      { ...body, items: [{ item_code: 'SKU-5', quantity: 2 }] },
      { ...body, discount_code: 'SAVE5' },
      { ...body, form: { ...body.form, Address: 'Another street 9' } },
    ]) {
      const reply = await place(different);
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({
        data: null,
        error: {
          status: 409,
          name: 'ConflictError',
          code: 'order.key_reused',
          params: {},
          details: { idempotency_key: 'reused' },
          message: 'This idempotency_key was already used for a different order. Use a new key to place a new order.',
        },
      });
    }
    expect({ orders: await orderCount(), sku1: await stockOf('SKU-1'), sku5: await stockOf('SKU-5') }).toEqual(before);
    expect((await place(body)).statusCode).toBe(200);
  });

  it('an order placed before request hashes were kept is answered again for its key, whatever the request', async () => {
    const body = orderBody([['SKU-5', 1]]);
    const first = await place(body);
    await db.kysely
      .updateTable('sales_order')
      .set({ idempotency_hash: null })
      .where('name', '=', first.json().data.order.name)
      .execute();
    const reply = await place({ ...body, items: [{ item_code: 'SKU-1', quantity: 2 }] });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.order.name).toBe(first.json().data.order.name);
  });

  it('concurrent requests with one key but different bodies: one order, the same body replayed, the others 409', async () => {
    const before = await orderCount();
    const body = orderBody([['SKU-5', 1]]);
    const other = { ...body, items: [{ item_code: 'SKU-1', quantity: 1 }] };
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => place(i % 2 ? other : body)));
    expect(await orderCount()).toBe(before + 1);
    const winner = responses.find((r) => r.statusCode === 201)!;
    const winnerItems = (
      await db.kysely
        .selectFrom('sales_order_item')
        .select('item_code')
        .where('parent', '=', winner.json().data.order.name)
        .execute()
    ).map((r) => r.item_code);
    const winning = winnerItems[0] === 'SKU-5' ? 0 : 1;
    responses.forEach((response, i) => {
      if (response === winner) return;
      expect(response.statusCode).toBe(i % 2 === winning ? 200 : 409);
    });
  });

  it('concurrent first requests with one key place one order', async () => {
    const before = await orderCount();
    const body = orderBody([['SKU-5', 1]]);
    const responses = await Promise.all(Array.from({ length: 10 }, () => place(body)));
    const names = new Set(responses.map((r) => r.json().data.order.name));
    expect(names.size).toBe(1);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('too little stock: a 409 naming the item, and nothing written', async () => {
    await setStock('SKU-3', 2);
    const before = await orderCount();
    const response = await place(
      orderBody([
        ['SKU-5', 1],
        ['SKU-3', 3],
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      name: 'ConflictError',
      message: 'Only 2 left of Night Moisturizer.',
      details: { item_code: 'SKU-3', available: 2 },
    });
    expect(await orderCount()).toBe(before);
    expect(await stockOf('SKU-3')).toBe(2);
    const soldOut = await place(orderBody([['SKU-2', 1]]));
    expect(soldOut.json().error.message).toBe('Hyaluronic Serum is out of stock.');
  });

  it('200 concurrent orders for the last 5 units: exactly 5 orders, stock 0', async () => {
    await setStock('SKU-9', 5);
    const before = await orderCount();
    const responses = await Promise.all(Array.from({ length: 200 }, () => place(orderBody([['SKU-9', 1]]))));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(195);
    expect(await stockOf('SKU-9')).toBe(0);
    expect(await orderCount()).toBe(before + 5);
    const names = responses.filter((r) => r.statusCode === 201).map((r) => r.json().data.order.name);
    expect(new Set(names).size).toBe(5);
  });

  it('a code with one use left is used once by racing orders', async () => {
    await db.kysely
      .updateTable('discount_code')
      .set({ usage_limit: 3, used_count: 2 })
      .where('code', '=', 'FREESHIP')
      .execute();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => place(orderBody([['SKU-5', 1]], { discount_code: 'FREESHIP' }))),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(7);
    const code = await db.kysely
      .selectFrom('discount_code')
      .select('used_count')
      .where('code', '=', 'FREESHIP')
      .executeTakeFirstOrThrow();
    expect(code.used_count).toBe(3);
  });

  const form = (changes: Record<string, unknown>) => orderBody([['SKU-1', 1]], { form: changes });
  const badBodies: [string, unknown, number, string | RegExp][] = [
    ['no body', '', 400, /body/i],
    ['not JSON', '{"items": [', 400, /JSON/i],
    ['null', 'null', 400, /./],
    ['an array', [], 400, /./],
    ['no items', { ...orderBody([]), items: [] }, 400, 'The cart is empty'],
    ['quantity 0', orderBody([['SKU-1', 0]]), 400, 'quantity must be at least 1'],
    ['quantity 1.5', orderBody([['SKU-1', 1.5]]), 400, 'quantity must be a whole number'],
    [
      'quantity as text',
      { ...orderBody([]), items: [{ item_code: 'SKU-1', quantity: '2' }] },
      400,
      'quantity must be a whole number',
    ],
    ['quantity 1000', orderBody([['SKU-1', 1000]]), 400, 'quantity must be at most 999'],
    ['a negative quantity', orderBody([['SKU-1', -3]]), 400, 'quantity must be at least 1'],
    [
      'the same item twice',
      orderBody([
        ['SKU-1', 1],
        ['SKU-1', 2],
      ]),
      400,
      'Each item may appear only once',
    ],
    [
      '101 lines',
      orderBody(Array.from({ length: 101 }, (_, i) => [`SKU-${i}`, 1] as [string, number])),
      400,
      'At most 100 lines per order',
    ],
    ['no idempotency key', { ...orderBody([['SKU-1', 1]]), idempotency_key: undefined }, 400, /idempotency_key/],
    [
      'a short idempotency key',
      { ...orderBody([['SKU-1', 1]]), idempotency_key: 'abc' },
      400,
      /idempotency_key must be/,
    ],
    ['an empty phone', form({ MobileNumber: '' }), 400, 'Phone Number should be a valid number'],
    ['a phone with letters', form({ MobileNumber: '9123abcd' }), 400, 'Phone Number should be a valid number'],
    ['a short phone', form({ MobileNumber: '9123' }), 400, 'Phone Number should be a valid number'],
    ['no first name', form({ FirstName: '   ' }), 400, 'First Name is mandatory'],
    ['no province', form({ Province: '' }), 400, 'Province is mandatory'],
    ['no wilaya', form({ Wilaya: '' }), 400, 'Wilaya is mandatory'],
    ['no zone', form({ WilayaZone: '' }), 400, 'Zone is mandatory'],
    ['a zone of another wilaya', form({ WilayaZone: '1' }), 400, 'The chosen zone is not in that wilaya and province.'],
    ['an unknown zone', form({ WilayaZone: '99999' }), 400, 'The chosen zone is not in that wilaya and province.'],
    [
      'UAE without an address',
      orderBody([['SKU-1', 1]], { form: { Address: '' } }, uaeForm),
      400,
      'Address is mandatory',
    ],
    [
      'COD outside Oman',
      orderBody([['SKU-1', 1]], { form: { PaymentType: 'COD' } }, uaeForm),
      400,
      'Cash on delivery is available in Oman only',
    ],
    ['a country not served', form({ CountryField: 'France' }), 400, 'We do not deliver to this country'],
    ['a bad email', form({ Email: 'not-an-email' }), 400, 'Email should be a valid email address'],
    ['an unknown payment type', form({ PaymentType: 'Bitcoin' }), 400, /PaymentType/],
    [
      'pickup without a date',
      form({ ShippingField: 'Pick up from Store', DateField: 'Select a date', TimeField: '10:00 AM - 01:00 PM' }),
      400,
      'Pick Up Date is mandatory',
    ],
    [
      'pickup without a timing',
      form({ ShippingField: 'Pick up from Store', DateField: '2099-01-01', TimeField: 'Select a timing' }),
      400,
      'Pick Up Time is mandatory',
    ],
    [
      'pickup on a far date',
      form({ ShippingField: 'Pick up from Store', DateField: '2099-01-01', TimeField: '10:00 AM - 01:00 PM' }),
      400,
      'Pick Up Date must be one of the next 3 days.',
    ],
    ['a 10 kB first name', form({ FirstName: 'x'.repeat(10_000) }), 400, /FirstName/],
    ['an unknown item', orderBody([['NOPE-1', 1]]), 409, 'Item NOPE-1 is no longer available.'],
    ['an unpublished item', orderBody([['SKU-7', 1]]), 409, 'Item SKU-7 is no longer available.'],
    ['an item of another warehouse', orderBody([['SKU-8', 1]]), 409, 'Item SKU-8 is no longer available.'],
    ['an item with no sale price', orderBody([['SKU-4', 1]]), 409, 'Item SKU-4 is no longer available.'],
  ];

  it.each(badBodies)('%s → %i with a clear message, nothing written', async (_label, body, status, message) => {
    const before = { orders: await orderCount(), stock: await stockOf('SKU-1') };
    const response = await place(body);
    expect(response.statusCode).toBe(status);
    const error = response.json().error;
    expect(error.message).toMatch(
      typeof message === 'string' ? new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : message,
    );
    expect({ orders: await orderCount(), stock: await stockOf('SKU-1') }).toEqual(before);
  });

  it(`one client IP gets ${ORDER_LIMIT} order requests per window, then a 429 and nothing written`, async () => {
    const from = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: '203.0.113.77',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    for (let i = 0; i < ORDER_LIMIT; i++) expect((await from({})).statusCode).toBe(400);
    const before = await orderCount();
    const refused = await from(orderBody([['SKU-5', 1]]));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many orders from this connection. Please wait a few minutes and try again.',
    );
    expect(await orderCount()).toBe(before);
    expect((await place(orderBody([['SKU-5', 1]]))).statusCode).toBe(201);
  });

  it('a form-encoded body is refused with 415', async () => {
    const before = await orderCount();
    const response = await place('items=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
    expect(await orderCount()).toBe(before);
  });
});
