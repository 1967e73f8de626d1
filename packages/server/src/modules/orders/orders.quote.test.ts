import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { type TestDb, testEngines } from '../../testing/databases';
import { withTestApp } from '../../testing/test-app';
import { insertCheckoutData, muscatForm, orderBody, pickupForm, uaeForm } from './order-fixtures';

/**
 * POST /api/orders/quote (issue 13): what placing a cart would bill now, computed by the pricing
 * placement uses, so a quote's grand total is the order's.
 */
describe.each(await testEngines())('quoting a cart on %s', (engine) => {
  let db: TestDb;
  let app: App;

  const suite = withTestApp(engine, async (db) => {
    await insertCheckoutData(db);
    await db.kysely
      .updateTable('website_item')
      .set({ custom_stock_available: 500 })
      .where('item_code', 'in', ['SKU-1', 'SKU-5'])
      .execute();
  });
  beforeAll(() => ({ db, app } = suite));

  const quote = (payload: object) => app.inject({ method: 'POST', url: '/api/orders/quote', payload });
  const lines = (items: [string, number, number?][]) =>
    items.map(([item_code, quantity, shown_price]) => ({
      item_code,
      quantity,
      ...(shown_price === undefined ? {} : { shown_price }),
    }));
  const setItem = (
    code: string,
    values: {
      custom_sale_price?: number;
      custom_regular_price?: number;
      custom_stock_available?: number;
      published?: number;
    },
  ) => db.kysely.updateTable('website_item').set(values).where('item_code', '=', code).execute();
  const shippingOf = (form: Record<string, unknown>) => ({
    CountryField: form.CountryField,
    ShippingField: form.ShippingField,
    Province: form.Province,
    Wilaya: form.Wilaya,
    WilayaZone: form.WilayaZone,
  });

  it('names each line in the language of the page: Arabic where written, English otherwise', async () => {
    const ask = (language: string) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/quote',
        headers: { 'accept-language': language },
        payload: { items: lines([['SKU-5', 1]]) },
      });
    const name = async (language: string) => (await ask(language)).json().data.lines[0].name as string;
    await db.kysely
      .updateTable('website_item')
      .set({ web_item_name_ar: 'أحمر شفاه مطفي' })
      .where('item_code', '=', 'SKU-5')
      .execute();
    expect([await name('ar-OM'), await name('en-OM')]).toEqual(['أحمر شفاه مطفي', 'Matte Lipstick']);
    await db.kysely
      .updateTable('website_item')
      .set({ web_item_name_ar: null })
      .where('item_code', '=', 'SKU-5')
      .execute();
    expect(await name('ar-OM')).toBe('Matte Lipstick');
  });

  it('prices each line from the database and leaves shipping out until the destination is known (the cart page)', async () => {
    const reply = await quote({
      items: lines([
        ['SKU-5', 2, 4.5],
        ['SKU-3', 1, 20],
      ]),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual({
      lines: [
        {
          item_code: 'SKU-5',
          status: 'ok',
          name: 'Matte Lipstick',
          sale_price: 4.5,
          regular_price: 4.5,
          stock: 500,
          requested_quantity: 2,
          quantity: 2,
          line_total: 9,
          price_changed: null,
        },
        {
          item_code: 'SKU-3',
          status: 'ok',
          name: expect.any(String),
          sale_price: 20,
          regular_price: 25,
          stock: 5,
          requested_quantity: 1,
          quantity: 1,
          line_total: 20,
          price_changed: null,
        },
      ],
      discount: null,
      sub_total: 29,
      discount_amount: 0,
      vat: 1.45,
      shipping: null,
      grand_total: 30.45,
      card: { available: true, minimum: 0.1 },
      changed: false,
    });
  });

  it.each([
    ['a Muscat zone', muscatForm, [['SKU-5', 2]], undefined],
    [
      'a remote zone',
      { ...muscatForm, Province: 'Al Dakhiliyah', Wilaya: 'Al Jabal Al Akhdar', WilayaZone: '38' },
      [['SKU-5', 1]],
      undefined,
    ],
    ['pickup', pickupForm(), [['SKU-5', 1]], undefined],
    ['the UAE', uaeForm, [['SKU-1', 1]], undefined],
    [
      'GLOW10 on a full-price and a sale line',
      muscatForm,
      [
        ['SKU-1', 1],
        ['SKU-3', 1],
      ],
      'glow10',
    ],
    ['SAVE5', muscatForm, [['SKU-1', 1]], 'SAVE5'],
    ['FREESHIP', muscatForm, [['SKU-5', 1]], 'FREESHIP'],
  ] as const)('quotes exactly what the order then bills: %s', async (_label, form, items, code) => {
    const cart = items.map(([c, q]) => [c, q] as [string, number]);
    const quoted = (await quote({ items: lines(cart), discount_code: code, form: shippingOf(form) })).json().data;
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody(cart, { discount_code: code, expected_total: quoted.grand_total }, form),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const row = await db.kysely
      .selectFrom('sales_order')
      .selectAll()
      .where('name', '=', placed.json().data.order.name)
      .executeTakeFirstOrThrow();
    expect({
      sub_total: quoted.sub_total,
      discount: quoted.discount_amount,
      vat: quoted.vat,
      shipping: quoted.shipping,
      total: quoted.grand_total,
    }).toEqual({
      sub_total: row.sub_total / 1000,
      discount: row.discount_amount / 1000,
      vat: row.vat_amount / 1000,
      shipping: row.shipping_amount / 1000,
      total: row.grand_total / 1000,
    });
  });

  it('names the line whose price changed since it was shown, with the old and new unit price', async () => {
    await setItem('SKU-1', { custom_sale_price: 13_250, custom_regular_price: 13_250 });
    const data = (
      await quote({
        items: lines([
          ['SKU-1', 2, 12.5],
          ['SKU-5', 1, 4.5],
        ]),
      })
    ).json().data;
    expect(data.lines[0]).toMatchObject({
      item_code: 'SKU-1',
      sale_price: 13.25,
      line_total: 26.5,
      price_changed: { from: 12.5, to: 13.25 },
    });
    expect(data.lines[1].price_changed).toBeNull();
    expect(data).toMatchObject({ sub_total: 31, changed: true });
    await setItem('SKU-1', { custom_sale_price: 12_500, custom_regular_price: 12_500 });
  });

  it('prices a line with fewer left than asked at what is left, and leaves out lines with none left or no longer sold', async () => {
    await setItem('SKU-3', { custom_stock_available: 2 });
    const data = (
      await quote({
        items: lines([
          ['SKU-3', 4],
          ['SKU-2', 1],
          ['SKU-7', 1],
          ['NOPE-1', 1],
          ['SKU-5', 1],
        ]),
      })
    ).json().data;
    expect(
      data.lines.map((l: { item_code: string; status: string; stock: number; quantity: number }) => [
        l.item_code,
        l.status,
        l.stock,
        l.quantity,
      ]),
    ).toEqual([
      ['SKU-3', 'ok', 2, 2],
      ['SKU-2', 'out_of_stock', 0, 0],
      ['SKU-7', 'unavailable', 0, 0],
      ['NOPE-1', 'unavailable', 0, 0],
      ['SKU-5', 'ok', expect.any(Number), 1],
    ]);
    expect(data.lines[2]).toMatchObject({ name: null, sale_price: null, line_total: 0 });
    expect(data).toMatchObject({ sub_total: 44.5, changed: true });
    await setItem('SKU-3', { custom_stock_available: 5 });
  });

  it('says whether the discount applies, is dropped for this cart (SPEC §9), or cannot be used, with the reason', async () => {
    const status = async (code: string, items: [string, number][]) =>
      (await quote({ items: lines(items), discount_code: code })).json().data;
    expect((await status('glow10', [['SKU-1', 1]])).discount).toEqual({
      code: 'GLOW10',
      status: 'applied',
      reason: '',
      type: 'percentage',
      value: 10,
    });
    const dropped = await status('SAVE5', [['SKU-5', 1]]);
    expect(dropped.discount).toEqual({
      code: 'SAVE5',
      status: 'dropped',
      reason: 'This code needs a subtotal of at least OMR 5.000.',
      type: 'fixed',
      value: 5,
    });
    expect(dropped).toMatchObject({ sub_total: 4.5, discount_amount: 0, grand_total: 4.725 });
    expect((await status('GLOW10', [['SKU-3', 1]])).discount).toMatchObject({
      status: 'dropped',
      reason: 'This code applies only to items that are not already on sale.',
    });
    expect((await status('SUMMER24', [['SKU-1', 1]])).discount).toMatchObject({
      code: 'SUMMER24',
      status: 'invalid',
      reason: 'This code has expired.',
    });
    expect((await status('nope', [['SKU-1', 1]])).discount).toMatchObject({
      code: 'NOPE',
      status: 'invalid',
      reason: 'This code does not exist.',
    });
  });

  it('tells the checkout a card cannot pay a total under the provider minimum (OMR 0.100)', async () => {
    await setItem('SKU-5', { custom_sale_price: 5_000, custom_regular_price: 5_000 });
    const free = (
      await quote({ items: lines([['SKU-5', 1]]), discount_code: 'SAVE5', form: shippingOf(pickupForm()) })
    ).json().data;
    expect(free).toMatchObject({ grand_total: 0, shipping: 0, card: { available: false, minimum: 0.1 } });
    await setItem('SKU-5', { custom_sale_price: 4_500, custom_regular_price: 4_500 });
  });

  it('prices delivery before a zone is chosen at the Oman fallback, and the chosen zone at its price', async () => {
    const fee = async (form: object) => (await quote({ items: lines([['SKU-5', 1]]), form })).json().data.shipping;
    expect(await fee({ CountryField: 'Oman', ShippingField: 'Delivery' })).toBe(2);
    expect(
      await fee({
        CountryField: 'Oman',
        ShippingField: 'Delivery',
        Province: 'Al Dakhiliyah',
        Wilaya: 'Al Jabal Al Akhdar',
        WilayaZone: '38',
      }),
    ).toBe(3);
    expect(await fee({ CountryField: 'UAE', ShippingField: 'Delivery' })).toBe(3.5);
    expect(await fee({ CountryField: 'Oman', ShippingField: 'Pick up from Store' })).toBe(0);
  });

  it.each([
    ['no items', { items: [] }, 'The cart is empty'],
    [
      'a repeated item',
      {
        items: lines([
          ['SKU-1', 1],
          ['SKU-1', 2],
        ]),
      },
      'Each item may appear only once',
    ],
    ['a fractional quantity', { items: [{ item_code: 'SKU-1', quantity: 1.5 }] }, 'quantity must be a whole number'],
    [
      'a shown price with 4 decimals',
      { items: [{ item_code: 'SKU-1', quantity: 1, shown_price: 1.0005 }] },
      'shown_price has more than 3 decimals',
    ],
    ['an unknown shipping method', { items: lines([['SKU-1', 1]]), form: { ShippingField: 'Drone' } }, 'ShippingField'],
  ])('refuses %s with a 400 naming the problem', async (_label, body, message) => {
    const reply = await quote(body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.message).toContain(message);
  });
});
