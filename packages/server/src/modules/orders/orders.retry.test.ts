import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ordersPlaced } from '../../observability/metrics';
import { type TestDb, testEngines } from '../../testing/databases';
import { type App, withTestApp } from '../../testing/test-app';
import { insertCheckoutData, orderBody } from './order-fixtures';

const postgres = (await testEngines()).includes('postgres');

/**
 * A database restart in the middle of placing an order (issue 17): the connection dies before
 * COMMIT, nothing was written, and the server places the order once more on a new connection.
 */
describe.runIf(postgres)('an order whose connection dies before COMMIT on postgres', () => {
  let db: TestDb;
  let app: App;
  const suite = withTestApp('postgres', async (opened) => {
    await insertCheckoutData(opened);
    // The first order row inserted kills its own backend (57P01, as a restart does); a sequence
    // counts outside the transaction, so the second try goes through.
    await sql`create sequence kill_once`.execute(opened.kysely);
    await sql
      .raw(
        `create function kill_first_order() returns trigger language plpgsql as $$
         begin
           if nextval('kill_once') = 1 then perform pg_terminate_backend(pg_backend_pid()); end if;
           return new;
         end $$`,
      )
      .execute(opened.kysely);
    await sql`create trigger kill_first_order before insert on sales_order for each row execute function kill_first_order()`.execute(
      opened.kysely,
    );
  });
  beforeAll(() => ({ db, app } = suite));

  it('is placed on the second try: one 201, exactly one order with its lines, stock taken once', async () => {
    const stock = () =>
      db.kysely
        .selectFrom('website_item')
        .select('custom_stock_available')
        .where('item_code', '=', 'SKU-5')
        .executeTakeFirstOrThrow();
    const before = (await stock()).custom_stock_available;
    const orders = () => db.kysely.selectFrom('sales_order').select('name').orderBy('name').execute();
    const ordersBefore = await orders();
    const placedBefore = (await ordersPlaced.get()).values.reduce((sum, v) => sum + v.value, 0);

    const response = await app.inject({ method: 'POST', url: '/api/orders', payload: orderBody([['SKU-5', 2]]) });

    expect(response.statusCode).toBe(201);
    const { name } = response.json().data.order;
    expect(await orders()).toEqual([...ordersBefore, { name }].sort((a, b) => (a.name < b.name ? -1 : 1)));
    expect(
      await db.kysely.selectFrom('sales_order_item').select('item_code').where('parent', '=', name).execute(),
    ).toEqual([{ item_code: 'SKU-5' }]);
    expect((await stock()).custom_stock_available).toBe(before - 2);
    expect(
      Number((await sql<{ n: string }>`select last_value as n from kill_once`.execute(db.kysely)).rows[0]!.n),
    ).toBe(2);
    expect((await ordersPlaced.get()).values.reduce((sum, v) => sum + v.value, 0)).toBe(placedBefore + 1);
  });
});
