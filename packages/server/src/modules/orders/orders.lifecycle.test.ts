import { staffRequest } from '../../testing/admin-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { type TestDb, testEngines } from '../../testing/databases';
import { openOrdersAdminApp, orderBody, pickupForm } from './order-fixtures';

const STAFF = { email: 'fulfil@example.om', name: 'Fatma Packer', password: 'fulfilment password 1' };

/** The lifecycle through the admin API: each step a route, each step an event, illegal ones refused with nothing changed. */
describe.each(await testEngines())('order lifecycle on %s', (engine) => {
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

  const place = async (
    items: [string, number][],
    overrides: Record<string, unknown> = {},
    form?: Record<string, unknown>,
  ) => {
    const reply = await app.inject({ method: 'POST', url: '/api/orders', payload: orderBody(items, overrides, form) });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data.order.name as string;
  };
  const get = (url: string) => staffRequest(app, staff, 'GET', url);
  const post = (url: string, payload?: object) => staffRequest(app, staff, 'POST', url, payload);
  const row = (name: string) =>
    db.kysely.selectFrom('sales_order').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  const step = async (name: string, s: string) => {
    const reply = await post(`/orders/${name}/${s}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data;
  };

  it('COD delivery: confirmed → packed → shipped → delivered, the cash recorded as paid, each step in the history with who did it', async () => {
    const name = await place([['SKU-5', 2]]);
    const seen = [];
    for (const s of ['confirm', 'pack', 'ship', 'deliver']) {
      const detail = await step(name, s);
      seen.push([detail.order.stage, detail.actions.steps]);
    }
    expect(seen).toEqual([
      ['confirmed', ['pack', 'cancel']],
      ['packed', ['ship', 'cancel']],
      ['shipped', ['deliver', 'cancel']],
      ['delivered', []],
    ]);
    const order = await row(name);
    expect(order).toMatchObject({
      status: 'Delivered',
      stage: 'delivered',
      custom_payment_verification_check: 1,
      custom_online_payment_status: 'Paid',
    });
    expect(order.paid_at).toBe(order.modified);
    const history = (await get(`/orders/${name}`)).json().data.history;
    expect(history.map((e: { kind: string }) => e.kind)).toEqual([
      'confirmed',
      'packed',
      'shipped',
      'delivered',
      'cash_received',
    ]);
    expect(history.every((e: { staff_name: string }) => e.staff_name === STAFF.name)).toBe(true);
    expect(history.at(-1)).toMatchObject({ kind: 'cash_received', amount: 11_450 });
  });

  it('COD pickup: confirmed → packed → ready for pickup → collected; shipping is refused', async () => {
    const name = await place([['SKU-5', 1]], {}, pickupForm());
    await step(name, 'confirm');
    await step(name, 'pack');
    const ship = await post(`/orders/${name}/ship`);
    expect(ship.statusCode).toBe(409);
    expect(ship.json().error.message).toBe(
      `${name}: This order is picked up from the store; it is not shipped or delivered.`,
    );
    await step(name, 'ready');
    expect((await step(name, 'collect')).order).toMatchObject({
      stage: 'collected',
      status: 'Delivered',
      custom_online_payment_status: 'Paid',
    });
  });

  it('a card order is fulfilled only once paid, then the same way', async () => {
    const name = await place([['SKU-1', 1]], { form: { PaymentType: 'Credit / Debit Card' } });
    const refused = await post(`/orders/${name}/pack`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(`${name}: A card order is fulfilled only once its payment is received.`);
    const before = await row(name);
    expect(before.stage).toBe('placed');
    await db.kysely
      .updateTable('sales_order')
      .set({ custom_payment_verification_check: 1, custom_online_payment_status: 'Paid' })
      .where('name', '=', name)
      .execute();
    for (const s of ['pack', 'ship', 'deliver']) await step(name, s);
    const after = await row(name);
    expect(after).toMatchObject({ stage: 'delivered', status: 'Delivered' });
    expect(after.paid_at).toBeNull();
    expect((await get(`/orders/${name}`)).json().data.history.map((e: { kind: string }) => e.kind)).toEqual([
      'packed',
      'shipped',
      'delivered',
    ]);
  });

  it('an illegal step is refused with a clear message and changes nothing', async () => {
    const name = await place([['SKU-5', 1]]);
    const before = await row(name);
    for (const [s, message] of [
      ['ship', 'The order is placed; it cannot be shipped now.'],
      ['deliver', 'The order is placed; it cannot be delivered now.'],
      ['collect', 'This order is delivered; it is not picked up from the store.'],
    ] as const) {
      const reply = await post(`/orders/${name}/${s}`);
      expect(reply.statusCode).toBe(409);
      expect(reply.json().error.message).toBe(`${name}: ${message}`);
    }
    expect(await row(name)).toEqual(before);
    expect((await get(`/orders/${name}`)).json().data.history).toEqual([]);
    expect((await post('/orders/SAL-ORD-1999-00001/pack')).statusCode).toBe(404);
    expect((await post(`/orders/${name}/unpack`)).statusCode).toBe(404);
  });

  it('two clicks at once apply the step once', async () => {
    const name = await place([['SKU-5', 1]]);
    await step(name, 'confirm');
    const replies = await Promise.all([
      post(`/orders/${name}/pack`),
      post(`/orders/${name}/pack`),
      post(`/orders/${name}/pack`),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(replies.find((r) => r.statusCode === 409)!.json().error.message).toBe(
      `${name}: The order is already packed.`,
    );
    const kinds = (await get(`/orders/${name}`)).json().data.history.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['confirmed', 'packed']);
  });

  it('cancelling is a step too: from any open stage, recorded with its author; a delivered order cannot be cancelled', async () => {
    const name = await place([['SKU-5', 1]]);
    await step(name, 'confirm');
    await step(name, 'pack');
    const detail = await step(name, 'cancel');
    expect(detail.order).toMatchObject({ stage: 'cancelled', status: 'Cancelled', stock_returned: 1 });
    expect(detail.history.at(-1)).toMatchObject({ kind: 'cancelled', staff_name: STAFF.name });
    const done = await place([['SKU-5', 1]]);
    for (const s of ['confirm', 'pack', 'ship', 'deliver']) await step(done, s);
    const refused = await post(`/orders/${done}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(`${done}: The order is delivered; nothing more can be done with it.`);
  });

  it('notes: staff add them, shown in the history with author and time; an empty note is refused', async () => {
    const name = await place([['SKU-5', 1]]);
    const added = await post(`/orders/${name}/notes`, { body: '  Call after 5 pm, gate code 12  ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.history).toEqual([
      {
        id: expect.any(Number),
        kind: 'note',
        detail: 'Call after 5 pm, gate code 12',
        amount: null,
        staff_name: STAFF.name,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
      },
    ]);
    const empty = await post(`/orders/${name}/notes`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Write the note first.');
    expect((await post(`/orders/${name}/notes`, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await post(`/orders/${name}/notes`, { body: 'ok', extra: 1 })).statusCode).toBe(400);
    expect((await get(`/orders/${name}`)).json().data.history).toHaveLength(1);
  });

  it('exports the filtered list as CSV, escaped and safe from formulas', async () => {
    const name = await place([['SKU-5', 1]], {
      form: { FirstName: '=HYPERLINK("http://evil","x")', Address: 'Way 1, "Blue" gate', MobileNumber: '97112233' },
    });
    const reply = await get('/orders.csv?q=97112233');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = reply.body.split('\r\n');
    expect(lines[0]).toBe(
      'Order,Placed (UTC),Customer,Phone,Email,Payment,Payment status,Stage,Shipping,Province,Wilaya,Address,Code,Total (OMR),Refunded (OMR),Refund',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${name},`);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil"",""x"")",'+96897112233,`);
    expect(lines[1]).toContain(',"Way 1, ""Blue"" gate",');
    expect(lines[1]).toContain(',Placed,Delivery,Muscat,Bawshar,');
    expect(lines[1]).toMatch(/,6\.725,0\.000,$/);
    expect((await get('/orders.csv?stage=packed&q=97112233')).body.split('\r\n')).toHaveLength(2);
    expect((await get('/orders.csv?from=2026-13-01')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/admin/orders.csv' })).statusCode).toBe(401);
  });
});
