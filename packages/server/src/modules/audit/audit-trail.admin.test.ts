import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminTestApp, staffRequest } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import type { App } from '../../http/app';
import { insertCheckoutData, orderBody } from '../orders/order-fixtures';
import { itemName } from '../resource/resource-fixtures';
import { auditAmount } from './audit-log';

const OWNER = { email: 'trail@example.om', name: 'Trail Owner', password: 'audit trail password' };

/** Who changed what: each money, stock and settings change made in the back-office leaves its line. */
describe.each(await testEngines())('the audit trail of back-office changes on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let owner: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({ db, app, staff: owner } = await openAdminTestApp(engine, insertCheckoutData, OWNER));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const send = (method: 'PATCH' | 'POST' | 'PUT', url: string, payload?: object) =>
    staffRequest(app, owner, method, url, payload);
  const entries = async (action: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/admin/audit?action=${action}&pageSize=100`,
        headers: { cookie: owner.cookie },
      })
    ).json().data;

  it('a price and a stock change are two lines with the values before and after, by the staff member', async () => {
    const name = itemName(5);
    const before = await db.kysely
      .selectFrom('website_item')
      .select(['custom_regular_price', 'custom_stock_available'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const reply = await send('PATCH', `/catalog/items/${name}`, {
      custom_regular_price: 9.5,
      custom_stock_available: before.custom_stock_available + 7,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await entries('price.change')).toEqual([
      expect.objectContaining({
        actorEmail: OWNER.email,
        targetType: 'website_item',
        targetId: name,
        before: { custom_regular_price: auditAmount(before.custom_regular_price) },
        after: { custom_regular_price: '9.500' },
        requestId: expect.any(String),
      }),
    ]);
    expect(await entries('stock.change')).toEqual([
      expect.objectContaining({
        targetId: name,
        before: { custom_stock_available: before.custom_stock_available },
        after: { custom_stock_available: before.custom_stock_available + 7 },
      }),
    ]);
  });

  it('an edit that changes nothing writes no line; a refused edit writes none either', async () => {
    const name = itemName(5);
    const count = async () => (await entries('price.change')).length;
    const was = await count();
    expect((await send('PATCH', `/catalog/items/${name}`, { custom_regular_price: 9.5 })).statusCode).toBe(200);
    expect((await send('PATCH', `/catalog/items/${name}`, { custom_regular_price: -1 })).statusCode).toBe(400);
    expect(await count()).toBe(was);
  });

  it('a settings change names the settings changed', async () => {
    const reply = await send('PUT', '/settings', { free_shipping_above: 31.5 });
    expect(reply.statusCode, reply.body).toBe(200);
    const [entry] = await entries('settings.change');
    expect(entry).toMatchObject({
      actorEmail: OWNER.email,
      targetId: 'free_shipping_above',
      after: { free_shipping_above: '31.500' },
    });
  });

  it('a cancellation records the stage it left', async () => {
    const placed = await app.inject({ method: 'POST', url: '/api/orders', payload: orderBody([['SKU-1', 1]]) });
    expect(placed.statusCode, placed.body).toBe(201);
    const name = placed.json().data.order.name as string;
    expect((await send('POST', `/orders/${name}/cancel`)).statusCode).toBe(200);
    expect(await entries('order.cancel')).toEqual([
      expect.objectContaining({
        actorEmail: OWNER.email,
        targetType: 'sales_order',
        targetId: name,
        before: { stage: 'placed', paid: false },
        after: { stage: 'cancelled' },
      }),
    ]);
  });
});
