import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { createStaff, signInStaff, staffRequest } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { withTestApp } from '../../testing/test-app';
import { insertCheckoutData, orderBody } from './order-fixtures';

/** The back-office's orders: filters, detail, COD delivery, cancellation with stock returned once. */
describe.each(await testEngines())('admin orders on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };

  const stock = async (code: string) =>
    (
      await db.kysely
        .selectFrom('website_item')
        .select('custom_stock_available')
        .where('item_code', '=', code)
        .executeTakeFirstOrThrow()
    ).custom_stock_available;
  const place = async (items: [string, number][], overrides: Record<string, unknown> = {}) => {
    const reply = await app.inject({ method: 'POST', url: '/api/orders', payload: orderBody(items, overrides) });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data.order.name as string;
  };
  const get = (url: string) => staffRequest(app, staff, 'GET', url);
  const post = (url: string) => staffRequest(app, staff, 'POST', url);

  const suite = withTestApp(engine, insertCheckoutData);
  beforeAll(async () => {
    ({ db, app } = suite);
    await createStaff(db, { email: 'orders@example.om', name: 'Orders', password: 'orders password 1' });
    staff = await signInStaff(app, 'orders@example.om', 'orders password 1');
  });

  it('lists newest first with filters, search by order number or phone, and paging', async () => {
    const base = (await get('/orders')).json().meta.total as number;
    const cod = await place([['SKU-5', 1]]);
    const card = await place([['SKU-1', 1]], {
      form: { PaymentType: 'Credit / Debit Card', MobileNumber: '97776666' },
    });
    const all = (await get('/orders')).json();
    expect(all.data.slice(0, 2).map((o: { name: string }) => o.name)).toEqual([card, cod]);
    expect(all.meta).toMatchObject({ page: 1, pageSize: 25, total: base + 2 });
    expect((await get('/orders?paymentType=COD')).json().data[0].name).toBe(cod);
    expect((await get('/orders?paymentType=COD')).json().data.map((o: { name: string }) => o.name)).not.toContain(card);
    expect((await get('/orders?q=97776666')).json().data.map((o: { name: string }) => o.name)).toEqual([card]);
    expect((await get(`/orders?q=${cod.slice(-5)}`)).json().data.map((o: { name: string }) => o.name)).toEqual([cod]);
    expect((await get('/orders?paymentStatus=Unpaid')).json().meta.total).toBe(base + 2);
    expect((await get('/orders?paymentStatus=Paid')).json().meta.total).toBe(0);
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    expect((await get(`/orders?from=${today}&to=${today}`)).json().data.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining([card, cod]),
    );
    expect((await get('/orders?to=2020-01-01')).json().data.map((o: { name: string }) => o.name)).not.toContain(cod);
    expect((await get('/orders?pageSize=1&page=2')).json().data.map((o: { name: string }) => o.name)).toEqual([cod]);
    expect((await get('/orders?from=2026-13-45')).statusCode).toBe(400);
    expect((await get('/orders?sort=name')).statusCode).toBe(400);
  });

  it('shows an order with lines, totals, address and actions; 404 for an unknown one', async () => {
    const name = await place([['SKU-5', 2]]);
    const detail = (await get(`/orders/${name}`)).json().data;
    expect(detail.order).toMatchObject({
      name,
      payment_method: 'COD',
      province: 'Muscat',
      sub_total: 9_000,
      grand_total: 11_450,
      stage: 'placed',
    });
    const zone = await db.kysely
      .selectFrom('oman_zone')
      .select('name_en')
      .where('zone_id', '=', detail.order.zone)
      .executeTakeFirstOrThrow();
    expect(detail.order.zone_name).toBe(zone.name_en);
    expect(detail.order.zone_name).not.toMatch(/^Zone \d+$/);
    expect(detail.order.idempotency_key).toBeUndefined();
    expect(detail.order.idempotency_hash).toBeUndefined();
    expect(detail.items).toHaveLength(1);
    expect(detail.taxes[0]).toMatchObject({ rate: 5, tax_amount: 450 });
    expect(detail.actions).toEqual({ steps: ['confirm', 'cancel'], refund: 0 });
    expect(detail.items[0].refunded_qty).toBe(0);
    expect(detail.history).toEqual([]);
    expect((await get('/orders/SAL-ORD-1999-00001')).statusCode).toBe(404);
  });

  it('cancels an order: stock and the code use come back exactly once, even when asked twice at the same time', async () => {
    const before = await stock('SKU-1');
    const usedBefore = (
      await db.kysely
        .selectFrom('discount_code')
        .select('used_count')
        .where('code', '=', 'SAVE5')
        .executeTakeFirstOrThrow()
    ).used_count;
    const name = await place([['SKU-1', 2]], { discount_code: 'SAVE5', form: { PaymentType: 'Credit / Debit Card' } });
    expect(await stock('SKU-1')).toBe(before - 2);
    const replies = await Promise.all([post(`/orders/${name}/cancel`), post(`/orders/${name}/cancel`)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stock('SKU-1')).toBe(before);
    const used = (
      await db.kysely
        .selectFrom('discount_code')
        .select('used_count')
        .where('code', '=', 'SAVE5')
        .executeTakeFirstOrThrow()
    ).used_count;
    expect(used).toBe(usedBefore);
    const row = (await get(`/orders/${name}`)).json().data.order;
    expect(row).toMatchObject({
      status: 'Cancelled',
      stock_returned: 1,
      custom_cancelled_payment: 1,
      custom_online_payment_status: 'Cancelled',
    });
  });
});
