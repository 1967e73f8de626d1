import { omanIsoDate } from '@shop/domain/dates';
import { toTimestamp } from '../../db/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { openAdminTestApp, staffRequest } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { insertCheckoutData, orderBody } from '../orders/order-fixtures';
import { CHART_DAYS, dashboardFigures } from './dashboard.admin.service';

const STAFF = { email: 'dash@example.om', name: 'Dashboard Staff', password: 'dashboard staff password' };

describe.each(await testEngines())('admin dashboard on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({ db, app, staff } = await openAdminTestApp(engine, insertCheckoutData, STAFF));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const figures = async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: staff.cookie } });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as Awaited<ReturnType<typeof dashboardFigures>>;
  };

  it('counts revenue only from money received: COD once delivered, cards once paid, less refunds; unpaid and awaited shown apart', async () => {
    const before = await figures();
    expect(before.today).toMatchObject({ date: omanIsoDate(new Date()), orders: 0, revenue: 0 });
    const place = async (items: [string, number][], form: Record<string, unknown> = {}) => {
      const reply = await app.inject({ method: 'POST', url: '/api/orders', payload: orderBody(items, { form }) });
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json().data.order as { name: string; grand_total: number };
    };
    const admin = (url: string) => staffRequest(app, staff, 'POST', url);
    const card = { PaymentType: 'Credit / Debit Card' };
    const delivered = await place([['SKU-5', 2]]); // 9.000 + VAT 0.450 + shipping 2.000 = 11.450, COD
    for (const step of ['confirm', 'pack', 'ship', 'deliver'])
      expect((await admin(`/orders/${delivered.name}/${step}`)).statusCode).toBe(200);
    const paidCard = await place([['SKU-1', 2]], card); // 25.000 + 1.250, free shipping = 26.250
    await db.kysely
      .updateTable('sales_order')
      .set({
        custom_payment_verification_check: 1,
        custom_online_payment_status: 'Paid',
        paid_at: toTimestamp(new Date()),
        refunded_amount: 1_250,
      })
      .where('name', '=', paidCard.name)
      .execute();
    const openCod = await place([['SKU-5', 1]]); // 6.725, COD not handed over yet
    const unpaidCard = await place([['SKU-5', 1]], card); // 6.725, card not paid
    const cancelled = await place([['SKU-5', 1]]);
    expect((await admin(`/orders/${cancelled.name}/cancel`)).statusCode).toBe(200);
    expect([delivered.grand_total, paidCard.grand_total, openCod.grand_total, unpaidCard.grand_total]).toEqual([
      11.45, 26.25, 6.725, 6.725,
    ]);

    const after = await figures();
    expect(after.today).toMatchObject({ orders: 4, revenue: 11.45 + 26.25 - 1.25 });
    expect(after.month).toMatchObject({ month: omanIsoDate(new Date()).slice(0, 7), orders: 4, revenue: 36.45 });
    expect(after.days).toHaveLength(CHART_DAYS);
    expect(after.days.at(-1)).toMatchObject({ date: after.today.date, orders: 4, revenue: 36.45 });
    expect(after.days.slice(0, -1).every((d) => d.orders === 0 && d.revenue === 0)).toBe(true);
    // The fixtures' own older orders stay as they were; ours add one awaited order of each kind.
    expect(after.awaiting).toEqual({
      card: { orders: before.awaiting.card.orders + 1, amount: before.awaiting.card.amount + 6.725 },
      cod: { orders: before.awaiting.cod.orders + 1, amount: before.awaiting.cod.amount + 6.725 },
    });
  });

  it('buckets by the Oman calendar day (UTC+4), the month from its first Oman day, 30 days oldest first', async () => {
    const order = async (name: string, creation: string, total: number) => {
      const base = await db.kysely
        .selectFrom('sales_order')
        .selectAll()
        .where('name', '=', 'SO-0001')
        .executeTakeFirstOrThrow();
      await db.kysely
        .insertInto('sales_order')
        .values({
          ...base,
          name,
          creation,
          modified: creation,
          grand_total: total,
          idempotency_key: null,
          client_reference_id: null,
          status: 'Delivered',
          stage: 'delivered',
          custom_payment_verification_check: 1,
          paid_at: creation,
          refunded_amount: 0,
        })
        .execute();
    };
    // Oman 2030-03-01 00:00 = 2030-02-28 20:00 UTC.
    await order('D-1', '2030-02-28 19:59:59.999', 1000); // Oman 28 Feb, 23:59
    await order('D-2', '2030-02-28 20:00:00.000', 2000); // Oman 1 Mar, 00:00
    await order('D-3', '2030-03-10 08:00:00.000', 4500); // Oman 10 Mar
    await order('D-4', '2030-03-10 21:30:00.000', 500); // Oman 11 Mar, 01:30 (not today)
    await order('D-5', '2030-01-20 10:00:00.000', 9000); // before the chart
    const now = new Date('2030-03-10T19:00:00Z'); // Oman 10 Mar, 23:00
    const f = await dashboardFigures(db, now);
    expect(f.today).toEqual({ date: '2030-03-10', orders: 1, revenue: 4.5 });
    expect(f.month).toEqual({ month: '2030-03', orders: 2, revenue: 6.5 });
    expect(f.days[0]!.date).toBe('2030-02-09');
    expect(f.days.at(-1)!.date).toBe('2030-03-10');
    expect(f.days.find((d) => d.date === '2030-02-28')).toEqual({ date: '2030-02-28', orders: 1, revenue: 1 });
    expect(f.days.find((d) => d.date === '2030-03-01')).toEqual({ date: '2030-03-01', orders: 1, revenue: 2 });
    expect(f.days.reduce((n, d) => n + d.orders, 0)).toBe(3);
  });
});
