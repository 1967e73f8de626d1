import { beforeAll, describe, expect, it } from 'vitest';
import { openAdminTestApp, staffRequest } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import type { App } from '../../http/app';
import { insertCheckoutData, orderBody } from '../orders/order-fixtures';
import { signIn } from './account-fixtures';

const review = (name: string, phone: string, creation: string) => ({
  name,
  item: 'ITEM-001',
  item_name: 'Rose Serum',
  customer_name: 'Maryam',
  phone_number: phone,
  email: null,
  rating: 0.8,
  review_title: `Title ${name}`,
  comments: 'Nice.',
  images: null,
  docstatus: 1,
  creation,
  modified: creation,
});

describe.each(await testEngines())('customers in the back-office on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };
  let maryam: number;
  let orderName: string;

  beforeAll(async () => {
    ({ db, app, staff } = await openAdminTestApp(engine, insertCheckoutData, {
      email: 'staff@example.om',
      name: 'Staff',
      password: 'correct horse battery',
    }));
    const shopper = await signIn(app, db, '93100001');
    maryam = shopper.customerId;
    await db.kysely
      .updateTable('customer')
      .set({ first_name: 'Maryam Al_Said', email: 'maryam@example.om' })
      .where('id', '=', maryam)
      .execute();
    await signIn(app, db, '93100002');
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: shopper.cookie },
      payload: orderBody([['SKU-5', 1]], { form: { MobileNumber: '93100001' } }),
    });
    expect(placed.statusCode, placed.body).toBeLessThan(300);
    orderName = (
      await db.kysely
        .selectFrom('sales_order')
        .select('name')
        .where('customer_id', '=', maryam)
        .executeTakeFirstOrThrow()
    ).name;
    await db.kysely
      .insertInto('website_item_review')
      .values([
        review('R-NATIONAL', '93100001', '2026-01-01 00:00:00.000'),
        review('R-FULL', '96893100001', '2026-02-01 00:00:00.000'),
        review('R-OTHER', '93100002', '2026-03-01 00:00:00.000'),
      ])
      .execute();
  });

  const get = (url: string) => staffRequest(app, staff, 'GET', url);

  it('lists shoppers newest first with their order counts', async () => {
    const reply = await get('/customers');
    expect(reply.json().meta).toEqual({ page: 1, pageSize: 25, total: 2 });
    expect(reply.json().data.map((c: { phone: string; orders: number }) => [c.phone, c.orders])).toEqual([
      ['96893100002', 0],
      ['96893100001', 1],
    ]);
  });

  it('searches by name (any case, % and _ taken literally), email and phone digits', async () => {
    const phones = async (q: string) =>
      (await get(`/customers?q=${encodeURIComponent(q)}`)).json().data.map((c: { phone: string }) => c.phone);
    expect(await phones('maryam')).toEqual(['96893100001']);
    expect(await phones('al_said')).toEqual(['96893100001']);
    expect(await phones('al%')).toEqual([]);
    expect(await phones('@example.om')).toEqual(['96893100001']);
    expect(await phones('9310 0002')).toEqual(['96893100002']);
    expect(await phones('nobody')).toEqual([]);
  });

  it('shows one shopper’s orders and the reviews written with their number, with or without the prefix', async () => {
    const reply = await get(`/customers/${maryam}`);
    const { customer, orders, reviews } = reply.json().data;
    expect(customer).toMatchObject({ id: maryam, firstName: 'Maryam Al_Said', orders: 1 });
    expect(orders).toEqual([expect.objectContaining({ name: orderName, paymentMethod: 'COD' })]);
    expect(reviews.map((r: { name: string; stars: number }) => [r.name, r.stars])).toEqual([
      ['R-FULL', 4],
      ['R-NATIONAL', 4],
    ]);
  });

  it('answers a bad query or an unknown customer with a clear 4xx', async () => {
    expect((await get('/customers?page=0')).statusCode).toBe(400);
    expect((await get(`/customers?q=${'x'.repeat(81)}`)).json().error.message).toBe('q: at most 80 characters');
    expect((await get('/customers?sort=phone')).statusCode).toBe(400);
    const missing = await get('/customers/999999');
    expect([missing.statusCode, missing.json().error.message]).toEqual([404, 'No such customer.']);
    expect((await get('/customers/abc')).statusCode).toBe(404);
  });
});
