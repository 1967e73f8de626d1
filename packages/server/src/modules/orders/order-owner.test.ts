import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { type TestDb, testEngines } from '../../testing/databases';
import { signIn } from '../customers/account-fixtures';
import { withTestApp } from '../../testing/test-app';
import { insertCheckoutData, orderBody } from './order-fixtures';

/**
 * Issue 13: an order placed with a phone number joins that number's account only when the
 * placing session is signed in as that number. Anyone can type a stranger's number at checkout;
 * such an order stays unlinked and never changes the account's greeting ('HEY {first_name}!').
 * Issue 28: the account still lists every order placed with its number (its owner proved the
 * number and gets these orders' messages anyway).
 */
describe.each(await testEngines())('who an order belongs to, on %s', (engine) => {
  let db: TestDb;
  let app: App;

  const suite = withTestApp(engine, async (db) => {
    await insertCheckoutData(db);
    await db.kysely
      .updateTable('website_item')
      .set({ custom_stock_available: 1_000 })
      .where('item_code', '=', 'SKU-5')
      .execute();
  });
  beforeAll(() => ({ db, app } = suite));

  const place = async (national: string, firstName: string, cookie?: string) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: cookie ? { cookie } : {},
      payload: orderBody([['SKU-5', 1]], { form: { MobileNumber: national, FirstName: firstName } }),
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data.order.name as string;
  };
  const account = async (cookie: string) => {
    const reply = await app.inject({ method: 'GET', url: '/api/customers/me', headers: { cookie } });
    expect(reply.statusCode).toBe(200);
    const { attributes } = reply.json().data;
    return {
      greeting: attributes.first_name as string,
      orders: (attributes.orders as { id: string }[]).map((o) => o.id),
    };
  };
  const ownerOf = async (name: string) =>
    await db.kysely
      .selectFrom('sales_order')
      .select(['customer_id', 'phone'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();

  it('an order placed signed in with one’s own number joins the account and gives its greeting', async () => {
    const maryam = await signIn(app, db, '95000001');
    const name = await place('95000001', 'Maryam', maryam.cookie);
    expect(await ownerOf(name)).toEqual({ customer_id: maryam.customerId, phone: '96895000001' });
    expect(await account(maryam.cookie)).toEqual({ greeting: 'Maryam', orders: [name] });
  });

  it('an anonymous order with the account’s number is listed but never changes its greeting', async () => {
    const salma = await signIn(app, db, '95000002');
    const own = await place('95000002', 'Salma', salma.cookie);
    const planted = await place('95000002', 'Hacked', undefined);
    expect(await ownerOf(planted)).toEqual({ customer_id: null, phone: '96895000002' });
    expect(await account(salma.cookie)).toEqual({ greeting: 'Salma', orders: [planted, own] });
  });

  it('orders typed in with the number signed out are listed, the greeting stays empty', async () => {
    const first = await place('95000003', 'Hacked', undefined);
    const huda = await signIn(app, db, '95000003');
    const second = await place('95000003', 'Hacked again', undefined);
    expect(await account(huda.cookie)).toEqual({ greeting: '', orders: [second, first] });
  });

  it('signed in as one number, an order for another number is listed by that number’s account only', async () => {
    const a = await signIn(app, db, '95000004');
    const b = await signIn(app, db, '95000005');
    const name = await place('95000005', 'For a friend', a.cookie);
    expect((await ownerOf(name)).customer_id).toBeNull();
    expect(await account(a.cookie)).toEqual({ greeting: '', orders: [] });
    expect(await account(b.cookie)).toEqual({ greeting: '', orders: [name] });
  });

  it('an order placed signed out appears in the account once its number signs in (issue 28); only signed-in ones name it', async () => {
    const before = await place('95000006', 'Somebody', undefined);
    const noor = await signIn(app, db, '95000006');
    expect(await account(noor.cookie)).toEqual({ greeting: '', orders: [before] });
    const after = await place('95000006', 'Noor', noor.cookie);
    expect(await account(noor.cookie)).toEqual({ greeting: 'Noor', orders: [after, before] });
    expect((await ownerOf(before)).customer_id).toBeNull();
  });

  it('a forged, signed-out or expired session places the order unlinked rather than refusing it', async () => {
    const zainab = await signIn(app, db, '95000007');
    const forged = await place('95000007', 'Forged', 'gg_session=made-up-token');
    await app.inject({ method: 'POST', url: '/api/customers/sign-out', headers: { cookie: zainab.cookie } });
    const revoked = await place('95000007', 'Revoked', zainab.cookie);
    await db.kysely.deleteFrom('otp_challenge').where('phone', '=', '96895000007').execute(); // past the resend cooldown
    const again = await signIn(app, db, '95000007');
    await db.kysely
      .updateTable('customer_session')
      .set({ expires_at: '2020-01-01 00:00:00.000' })
      .where('customer_id', '=', again.customerId)
      .execute();
    const expired = await place('95000007', 'Expired', again.cookie);
    for (const name of [forged, revoked, expired]) expect((await ownerOf(name)).customer_id).toBeNull();
  });
});
