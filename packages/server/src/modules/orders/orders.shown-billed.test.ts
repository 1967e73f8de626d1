import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { openAdminTestApp } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { itemName } from '../resource/resource-fixtures';
import { insertCheckoutData, muscatForm, orderBody, pickupForm } from './order-fixtures';

const STAFF = { email: 'prices@example.om', name: 'Prices', password: 'prices password 1' };
const card = { ...muscatForm, PaymentType: 'Credit / Debit Card' };

/** Issue 13: what the shopper is shown is what the shopper is billed; nothing is written when it would not be. */
describe.each(await testEngines())('placing what was shown on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({ db, app, staff } = await openAdminTestApp(engine, insertCheckoutData, STAFF));
    await db.kysely
      .updateTable('website_item')
      .set({ custom_stock_available: 500 })
      .where('item_code', 'in', ['SKU-1', 'SKU-5'])
      .execute();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const place = (body: object) => app.inject({ method: 'POST', url: '/api/orders', payload: body });
  const quote = (items: [string, number, number?][], extra: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      payload: {
        items: items.map(([item_code, quantity, shown_price]) => ({ item_code, quantity, shown_price })),
        form: {
          CountryField: 'Oman',
          ShippingField: 'Delivery',
          Province: 'Muscat',
          Wilaya: 'Bawshar',
          WilayaZone: '8',
        },
        ...extra,
      },
    });
  const staffSetsPrice = async (code: string, rial: number) => {
    const reply = await app.inject({
      method: 'PATCH',
      url: `/api/admin/catalog/items/${itemName(Number(code.slice(4)))}`,
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
      payload: { custom_sale_price: rial, custom_regular_price: rial },
    });
    expect(reply.statusCode, reply.body).toBe(200);
  };
  /** What placing may have written: the count of orders, the item's stock and the code's uses. */
  const snapshot = async (code = 'SKU-1', discount = 'SAVE5') => ({
    orders: Number(
      (
        await db.kysely
          .selectFrom('sales_order')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    stock: (
      await db.kysely
        .selectFrom('website_item')
        .select('custom_stock_available')
        .where('item_code', '=', code)
        .executeTakeFirstOrThrow()
    ).custom_stock_available,
    uses: (
      await db.kysely
        .selectFrom('discount_code')
        .select('used_count')
        .where('code', '=', discount)
        .executeTakeFirstOrThrow()
    ).used_count,
  });
  const orderRow = (name: string) =>
    db.kysely.selectFrom('sales_order').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

  it('a staff price change after the cart was shown: the order is refused with the new quote naming the line, nothing written; placed as re-shown, it bills the new price', async () => {
    await staffSetsPrice('SKU-1', 7.5);
    const shown = (await quote([['SKU-1', 1, 7.5]])).json().data;
    expect(shown.grand_total).toBe(9.875); // 7.500 + VAT 0.375 + zone 8's 2.000
    await staffSetsPrice('SKU-1', 9.85);
    const before = await snapshot();
    const stale = await place(
      orderBody(
        [['SKU-1', 1]],
        { expected_total: shown.grand_total, items: [{ item_code: 'SKU-1', quantity: 1, shown_price: 7.5 }] },
        card,
      ),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      message: 'Prices or availability changed since you last saw your cart. Please check it and try again.',
      details: { prices_changed: true },
    });
    const { quote: fresh } = stale.json().error.details;
    expect(fresh.lines[0]).toMatchObject({
      item_code: 'SKU-1',
      sale_price: 9.85,
      price_changed: { from: 7.5, to: 9.85 },
    });
    expect(fresh.grand_total).toBe(12.343); // 9.850 + VAT 0.4925 → 0.493 + 2.000
    expect(await snapshot()).toEqual(before);

    const placed = await place(orderBody([['SKU-1', 1]], { expected_total: fresh.grand_total }, card));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.order.grand_total).toBe(12.343);
    expect(await orderRow(placed.json().data.order.name)).toMatchObject({ sub_total: 9_850, grand_total: 12_343 });
    expect(placed.json().data.payment.session_url).toContain('/sandbox/thawani/pay/');
    await staffSetsPrice('SKU-1', 12.5);
  });

  it('a line with fewer left than asked, or none, is a 409 with the quote before anything is written', async () => {
    await db.kysely
      .updateTable('website_item')
      .set({ custom_stock_available: 1 })
      .where('item_code', '=', 'SKU-6')
      .execute();
    const before = await snapshot('SKU-6');
    const reply = await place(orderBody([['SKU-6', 2]], { expected_total: 65 }));
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.details.quote.lines[0]).toMatchObject({
      item_code: 'SKU-6',
      status: 'ok',
      stock: 1,
      requested_quantity: 2,
      quantity: 1,
    });
    const gone = await place(
      orderBody(
        [
          ['SKU-7', 1],
          ['SKU-5', 1],
        ],
        { expected_total: 6.725 },
      ),
    );
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error.details.quote.lines[0]).toMatchObject({ item_code: 'SKU-7', status: 'unavailable' });
    expect(await snapshot('SKU-6')).toEqual(before);
  });

  it("a request without expected_total (an API client) is billed the server's total, as before", async () => {
    const reply = await place(orderBody([['SKU-5', 1]]));
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.order.grand_total).toBe(6.725);
  });

  it('a fixed discount above the subtotal is dropped (SPEC §9): billed without it, no use counted', async () => {
    const before = await snapshot('SKU-5');
    const shown = (await quote([['SKU-5', 1, 4.5]], { discount_code: 'SAVE5' })).json().data;
    expect(shown.discount).toMatchObject({ status: 'dropped' });
    for (const body of [
      orderBody([['SKU-5', 1]], { discount_code: 'SAVE5', expected_total: shown.grand_total }),
      orderBody([['SKU-5', 1]], { discount_code: 'SAVE5' }),
    ]) {
      const reply = await place(body);
      expect(reply.statusCode, reply.body).toBe(201);
      expect(await orderRow(reply.json().data.order.name)).toMatchObject({
        sub_total: 4_500,
        discount_amount: 0,
        coupon_code: null,
        grand_total: 6_725,
      });
    }
    expect((await snapshot('SKU-5')).uses).toBe(before.uses);
  });

  it('a code that expired after it was shown: a 409 with the quote saying so, nothing written', async () => {
    const shown = (await quote([['SKU-1', 1, 12.5]], { discount_code: 'GLOW10' })).json().data;
    await db.kysely.updateTable('discount_code').set({ active: 0 }).where('code', '=', 'GLOW10').execute();
    const before = await snapshot('SKU-1', 'GLOW10');
    const reply = await place(
      orderBody([['SKU-1', 1]], { discount_code: 'GLOW10', expected_total: shown.grand_total }),
    );
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.details.quote.discount).toMatchObject({
      code: 'GLOW10',
      status: 'invalid',
      reason: 'This code is no longer active.',
    });
    expect(await snapshot('SKU-1', 'GLOW10')).toEqual(before);
    await db.kysely.updateTable('discount_code').set({ active: 1 }).where('code', '=', 'GLOW10').execute();
  });

  it('a card order under the provider minimum (OMR 0.100) is refused before anything is written; cash on delivery is not', async () => {
    await db.kysely
      .updateTable('website_item')
      .set({ custom_sale_price: 5_000, custom_regular_price: 5_000 })
      .where('item_code', '=', 'SKU-5')
      .execute();
    const before = await snapshot('SKU-5');
    const free = { ...pickupForm(), PaymentType: 'Credit / Debit Card' };
    const reply = await place(orderBody([['SKU-5', 1]], { discount_code: 'SAVE5' }, free));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatchObject({
      message: 'Card payments need an order total of at least OMR 0.100. Please choose cash on delivery or add items.',
      details: { field: 'PaymentType', card_minimum: 0.1 },
    });
    expect(await snapshot('SKU-5')).toEqual(before);
    const cod = await place(
      orderBody([['SKU-5', 1]], { discount_code: 'SAVE5', expected_total: 0 }, { ...free, PaymentType: 'COD' }),
    );
    expect(cod.statusCode, cod.body).toBe(201);
    expect(cod.json().data.order.grand_total).toBe(0);
    await db.kysely
      .updateTable('website_item')
      .set({ custom_sale_price: 4_500, custom_regular_price: 4_500 })
      .where('item_code', '=', 'SKU-5')
      .execute();
  });
});
