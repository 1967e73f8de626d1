import { staffRequest } from '../../testing/admin-fixtures';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { type TestDb, testEngines } from '../../testing/databases';
import { openOrdersAdminApp, placeCardOrder } from './order-fixtures';

const STAFF = { email: 'refunded@example.om', name: 'Rima Refunded', password: 'refunded orders password' };
const NOT_FULFILLED = 'The payment was refunded in full; the order is not fulfilled.';

/**
 * A card order whose payment went back in full is not packed or shipped, and the list says it
 * is refunded; a partial refund leaves the rest of the order to fulfil.
 */
describe.each(await testEngines())('refunded card orders in the lifecycle on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({ db, app, staff } = await openOrdersAdminApp(engine, STAFF));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string) => staffRequest(app, staff, 'GET', url);
  const post = (url: string, payload?: object) => staffRequest(app, staff, 'POST', url, payload);
  const refund = async (name: string, body: Record<string, unknown>) => {
    const reply = await post(`/orders/${name}/refunds`, {
      idempotencyKey: randomUUID(),
      reason: 'Out of stock',
      ...body,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data;
  };
  const listed = async (name: string) =>
    (await get(`/orders?q=${name}`)).json().data.find((o: { name: string }) => o.name === name);
  const stage = async (name: string) =>
    (await db.kysely.selectFrom('sales_order').select('stage').where('name', '=', name).executeTakeFirstOrThrow())
      .stage;

  it('refunded in full while placed: only cancelling is offered, packing is a 409 that changes nothing, the list row reads refunded', async () => {
    const name = await placeCardOrder(app);
    expect((await get(`/orders/${name}`)).json().data.actions.steps).toEqual(['pack', 'cancel']);
    const detail = await refund(name, { kind: 'full' });
    expect(detail.actions.steps).toEqual(['cancel']);
    expect(detail.order).toMatchObject({
      stage: 'placed',
      refund_status: 'Refunded',
      refunded_amount: detail.order.grand_total,
    });

    const pack = await post(`/orders/${name}/pack`);
    expect(pack.statusCode).toBe(409);
    expect(pack.json().error.message).toBe(`${name}: ${NOT_FULFILLED}`);
    expect(await stage(name)).toBe('placed');
    expect(await listed(name)).toMatchObject({
      stage: 'placed',
      refund_status: 'Refunded',
      refunded_amount: detail.order.grand_total,
    });
  });

  it('refunded in full once packed: shipping is refused; cancelling returns the stock and marks no refund due', async () => {
    const name = await placeCardOrder(app);
    await post(`/orders/${name}/pack`);
    await refund(name, { kind: 'full' });
    const ship = await post(`/orders/${name}/ship`);
    expect(ship.statusCode).toBe(409);
    expect(ship.json().error.message).toBe(`${name}: ${NOT_FULFILLED}`);

    const cancelled = await post(`/orders/${name}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.order).toMatchObject({
      stage: 'cancelled',
      refund_status: 'Refunded',
      stock_returned: 1,
    });
    expect(cancelled.json().data.history.at(-1)).toMatchObject({ kind: 'cancelled', detail: null });
  });

  it('a partial refund leaves the rest to fulfil: pack and ship are still offered and taken', async () => {
    const name = await placeCardOrder(app);
    const before = (await get(`/orders/${name}`)).json().data;
    const line = before.items.find((i: { item_code: string }) => i.item_code === 'SKU-5');
    const detail = await refund(name, { kind: 'lines', lines: [{ id: line.id, qty: 1 }] });
    expect(detail.order.refund_status).toBeNull();
    expect(detail.actions.steps).toEqual(['pack', 'cancel']);
    for (const step of ['pack', 'ship']) expect((await post(`/orders/${name}/${step}`)).statusCode, step).toBe(200);
    expect(await stage(name)).toBe('shipped');

    const cancelled = (await post(`/orders/${name}/cancel`)).json().data;
    expect(cancelled.order).toMatchObject({ stage: 'cancelled', refund_status: 'Due' });
  });

  it('a refund of the whole amount still pending at the provider already stops fulfilment', async () => {
    const name = await placeCardOrder(app);
    const order = await db.kysely
      .selectFrom('sales_order')
      .select('grand_total')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    await db.kysely
      .updateTable('sales_order')
      .set({ refunded_amount: order.grand_total })
      .where('name', '=', name)
      .execute();
    const pack = await post(`/orders/${name}/pack`);
    expect(pack.statusCode).toBe(409);
    expect(pack.json().error.message).toBe(`${name}: ${NOT_FULFILLED}`);
  });
});

/** The staff order view is one snapshot: read while line refunds land, its refunds always add up to its refunded amount. */
describe.each(await testEngines())('the staff order view as one snapshot on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({ db, app, staff } = await openOrdersAdminApp(engine, { ...STAFF, email: 'snapshot@example.om' }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('never lists a refund the refunded amount does not count, nor counts one it does not list', async () => {
    const name = await placeCardOrder(app);
    const headers = { cookie: staff.cookie, 'x-csrf-token': staff.csrf };
    const detail = (await app.inject({ method: 'GET', url: `/api/admin/orders/${name}`, headers })).json().data;
    const line = detail.items.find((i: { item_code: string }) => i.item_code === 'SKU-5');
    const refunds = [1, 1].map(() =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${name}/refunds`,
        headers,
        payload: { idempotencyKey: randomUUID(), reason: 'One broke', kind: 'lines', lines: [{ id: line.id, qty: 1 }] },
      }),
    );
    const reads = Array.from({ length: 30 }, () =>
      app.inject({ method: 'GET', url: `/api/admin/orders/${name}`, headers }),
    );
    const [settled, seen] = await Promise.all([Promise.all(refunds), Promise.all(reads)]);
    expect(settled.map((r) => r.statusCode).sort()).toContain(200);
    for (const reply of seen) {
      const { order, refunds: listed } = reply.json().data;
      const counted = listed
        .filter((r: { status: string }) => r.status !== 'failed')
        .reduce((sum: number, r: { amount: number }) => sum + r.amount, 0);
      expect(order.refunded_amount).toBe(counted);
    }
  });
});
