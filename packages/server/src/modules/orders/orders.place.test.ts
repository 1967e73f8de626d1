import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { type TestDb, testEngines } from '../../testing/databases';
import { withTestApp } from '../../testing/test-app';
import { insertCheckoutData, orderBody, pickupForm, uaeForm } from './order-fixtures';

/** POST /api/orders: what a placed order holds, every amount from the database (SPEC §3, §9). */
describe.each(await testEngines())('placing an order on %s', (engine) => {
  let db: TestDb;
  let app: App;

  const suite = withTestApp(engine, insertCheckoutData);
  beforeAll(() => ({ db, app } = suite));

  const place = (body: unknown) => app.inject({ method: 'POST', url: '/api/orders', payload: body as object });
  const stockOf = async (code: string) =>
    (
      await db.kysely
        .selectFrom('website_item')
        .select('custom_stock_available')
        .where('item_code', '=', code)
        .executeTakeFirstOrThrow()
    ).custom_stock_available;
  const orderRow = (name: string) =>
    db.kysely.selectFrom('sales_order').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

  it('writes a COD delivery to a Muscat zone as an unpaid draft Sales Order with items, VAT line and stock taken', async () => {
    const before = await stockOf('SKU-5');
    const response = await place(orderBody([['SKU-5', 2]]));
    expect(response.statusCode).toBe(201);
    const { order, payment } = response.json().data;
    expect(order.name).toMatch(/^SAL-ORD-\d{4}-\d{5}$/);
    expect(payment).toBeNull();
    // 2 × 4.500 = 9.000 (< 20.000, so zone 8's price 2.000 applies); VAT 0.450.
    expect(order).toMatchObject({ payment_method: 'COD', grand_total: 11.45 });
    const row = await orderRow(order.name);
    expect(row).toMatchObject({
      docstatus: 0,
      custom_online_payment_status: 'Unpaid',
      first_name: 'Aisha',
      phone: '96891234567',
      country: 'Oman',
      province: 'Muscat',
      wilaya: 'Bawshar',
      zone: '8',
      shipping_method: 'Delivery',
      payment_method: 'COD',
      order_type: 'Sales',
      order_from_application: 0,
      set_warehouse: 'Muscat Store - GG',
      customer: 'Website Customer',
      sub_total: 9_000,
      discount_amount: 0,
      vat_amount: 450,
      shipping_amount: 2_000,
      grand_total: 11_450,
      coupon_code: null,
    });
    expect(row.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const items = await db.kysely.selectFrom('sales_order_item').selectAll().where('parent', '=', order.name).execute();
    expect(items).toEqual([
      expect.objectContaining({
        item_code: 'SKU-5',
        qty: 2,
        rate: 4_500,
        amount: 9_000,
        uom: 'Nos',
        stock_uom: 'Nos',
        item_tax_template: 'Oman VAT 5% - GG',
      }),
    ]);
    const taxes = await db.kysely.selectFrom('sales_order_tax').selectAll().where('parent', '=', order.name).execute();
    expect(taxes).toEqual([expect.objectContaining({ rate: 5, tax_amount: 450, charge_type: 'On Net Total' })]);
    expect(await stockOf('SKU-5')).toBe(before - 2);
  });

  it('delivers free in Oman at or above free_shipping_above (20.000)', async () => {
    const { order } = (await place(orderBody([['SKU-1', 2]]))).json().data;
    expect(await orderRow(order.name)).toMatchObject({
      sub_total: 25_000,
      shipping_amount: 0,
      vat_amount: 1_250,
      grand_total: 26_250,
    });
  });

  it('charges a Remote Area zone its customer price (3.000)', async () => {
    const body = orderBody([['SKU-5', 1]], {
      form: { Province: 'Al Dakhiliyah', Wilaya: 'Al Jabal Al Akhdar', WilayaZone: '38' },
    });
    const { order } = (await place(body)).json().data;
    expect(await orderRow(order.name)).toMatchObject({ shipping_amount: 3_000, grand_total: 4_500 + 225 + 3_000 });
  });

  it('picks up from the store for nothing, keeping the date, timing and outlet', async () => {
    const form = pickupForm();
    const response = await place(orderBody([['SKU-5', 1]], {}, form));
    expect(response.statusCode).toBe(201);
    const row = await orderRow(response.json().data.order.name);
    expect(row).toMatchObject({
      shipping_method: 'Pick up from Store',
      shipping_amount: 0,
      pickup_date: form.DateField,
      pickup_time: '10:00 AM - 01:00 PM',
      outlet: 'Gulf Glow — Muscat Grand Mall',
      province: null,
      wilaya: null,
      zone: null,
    });
  });

  it('ships to the UAE at 3.500 by card, answering with the payment page', async () => {
    const response = await place(orderBody([['SKU-5', 1]], {}, uaeForm));
    expect(response.statusCode).toBe(201);
    const { order, payment } = response.json().data;
    expect(await orderRow(order.name)).toMatchObject({
      country: 'UAE',
      phone: '971501234567',
      shipping_amount: 3_500,
      address: 'Marina Walk, Dubai',
    });
    expect(payment.session_url).toContain('/sandbox/thawani/pay/');
  });

  it('ships a dangerous good to another Gulf country at 7.000', async () => {
    const form = { ...uaeForm, CountryNumber: '966', MobileNumber: '501234567', CountryField: 'Saudi Arabia' };
    const { order } = (await place(orderBody([['SKU-6', 1]], {}, form))).json().data;
    expect(await orderRow(order.name)).toMatchObject({ shipping_amount: 7_000 });
  });

  describe('discount codes (one of each type)', () => {
    it('GLOW10 takes 10% off only the lines not on sale, and VAT is 5% of what is left', async () => {
      // SKU-1 12.500 full price, SKU-3 20.000 on sale: 10% of 12.500 = 1.250.
      const { order } = (
        await place(
          orderBody(
            [
              ['SKU-1', 1],
              ['SKU-3', 1],
            ],
            { discount_code: 'glow10' },
          ),
        )
      ).json().data;
      expect(await orderRow(order.name)).toMatchObject({
        coupon_code: 'GLOW10',
        sub_total: 32_500,
        discount_amount: 1_250,
        vat_amount: 1_563,
        shipping_amount: 0,
        grand_total: 32_813,
      });
      const items = await db.kysely
        .selectFrom('sales_order_item')
        .select(['item_code', 'distributed_discount_amount'])
        .where('parent', '=', order.name)
        .orderBy('idx')
        .execute();
      expect(items).toEqual([
        { item_code: 'SKU-1', distributed_discount_amount: 1_250 },
        { item_code: 'SKU-3', distributed_discount_amount: 0 },
      ]);
    });

    it('SAVE5 takes 5.000 off and counts one use', async () => {
      const { order } = (await place(orderBody([['SKU-1', 1]], { discount_code: 'SAVE5' }))).json().data;
      expect(await orderRow(order.name)).toMatchObject({
        sub_total: 12_500,
        discount_amount: 5_000,
        vat_amount: 375,
        shipping_amount: 2_000,
        grand_total: 9_875,
      });
      const code = await db.kysely
        .selectFrom('discount_code')
        .select('used_count')
        .where('code', '=', 'SAVE5')
        .executeTakeFirstOrThrow();
      expect(code.used_count).toBe(1);
    });

    it('FREESHIP makes delivery free below the threshold', async () => {
      const { order } = (await place(orderBody([['SKU-5', 1]], { discount_code: 'FREESHIP' }))).json().data;
      expect(await orderRow(order.name)).toMatchObject({ shipping_amount: 0, discount_amount: 0, grand_total: 4_725 });
    });

    it.each([
      ['SUMMER24', 'This code has expired.'],
      ['WELCOME15', 'This code has reached its usage limit.'],
      ['NOPE', 'This code does not exist.'],
    ])('refuses %s with its reason and writes nothing', async (code, reason) => {
      const before = await stockOf('SKU-1');
      const count = await db.kysely
        .selectFrom('sales_order')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const response = await place(orderBody([['SKU-1', 1]], { discount_code: code }));
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(`Discount code ${code} cannot be used: ${reason}`);
      expect(await stockOf('SKU-1')).toBe(before);
      const after = await db.kysely
        .selectFrom('sales_order')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(count.n));
    });
  });

  it('never links an order placed signed out to the customer holding its phone (order-owner.test.ts)', async () => {
    await db.kysely
      .insertInto('customer')
      .values({ phone: '96899887766', first_name: 'Salim', email: null, created_at: '2026-01-01 00:00:00.000' })
      .execute();
    const { order } = (await place(orderBody([['SKU-5', 1]], { form: { MobileNumber: '99887766' } }))).json().data;
    expect((await orderRow(order.name)).customer_id).toBeNull();
  });
});
