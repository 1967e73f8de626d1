import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../http/app';
import { type TestDb, testEngines } from '../../testing/databases';
import { insertCheckoutData, orderBody } from '../orders/order-fixtures';
import { withTestApp, testEnv } from '../../testing/test-app';
import { lastOutboxCode, sendCode, sessionCookie, signIn, verifyCode } from './account-fixtures';

/** The signed-in customer's account: own orders only, by the session cookie; sign-out revokes it. */
describe.each(await testEngines())('customer accounts on %s', (engine) => {
  let db: TestDb;
  let app: App;

  const suite = withTestApp(engine, insertCheckoutData);
  beforeAll(() => ({ db, app } = suite));

  const me = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/api/customers/me', headers: cookie ? { cookie } : {} });
  /** Places an order for the number, signed in as `cookie`'s customer if given (only those join an account). */
  const placeFor = async (national: string, items: [string, number][], firstName: string, cookie?: string) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: cookie ? { cookie } : {},
      payload: orderBody(items, { form: { MobileNumber: national, FirstName: firstName } }),
    });
    expect(reply.statusCode).toBe(201);
    return reply.json().data.order.name as string;
  };

  it('sets an HttpOnly, SameSite=Lax, signed session cookie (no Secure over http)', async () => {
    await sendCode(app, '93000001');
    const reply = await verifyCode(app, '96893000001', await lastOutboxCode(db, '96893000001'));
    const header = String(reply.headers['set-cookie']);
    // the signature's + / = may be percent-encoded by the cookie serializer
    expect(header).toMatch(/^gg_session=[\w-]+\.[\w%+/=-]+;/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Secure');
    const row = await db.kysely.selectFrom('customer_session').selectAll().executeTakeFirstOrThrow();
    expect(header).not.toContain(row.id);
  });

  it('marks the cookie Secure when PUBLIC_BASE_URL is https', async () => {
    const secureApp = await buildApp({ db, env: testEnv({ PUBLIC_BASE_URL: 'https://shop.example.om' }) });
    try {
      await sendCode(secureApp, '93000002');
      const reply = await verifyCode(secureApp, '96893000002', await lastOutboxCode(db, '96893000002'));
      expect(String(reply.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secureApp.close();
    }
  });

  it('GET /api/customers/session answers 200 with null signed out (a forged cookie too), the customer signed in', async () => {
    const session = (cookie?: string) =>
      app.inject({ method: 'GET', url: '/api/customers/session', headers: cookie ? { cookie } : {} });
    expect((await session()).statusCode).toBe(200);
    expect((await session()).json()).toEqual({ data: null });
    expect((await session('gg_session=forged.value')).json()).toEqual({ data: null });
    await sendCode(app, '93000009');
    const reply = await verifyCode(app, '96893000009', await lastOutboxCode(db, '96893000009'));
    const cookie = String(reply.headers['set-cookie']).split(';')[0]!;
    const signedIn = await session(cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toEqual((await me(cookie)).json().data);
    expect(signedIn.json().data.attributes.phone).toBe('96893000009');
  });

  it('answers 401 without a session, and for a forged or unsigned cookie', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me()).json().error).toMatchObject({ status: 401, name: 'UnauthorizedError' });
    expect((await me('gg_session=made-up-token')).statusCode).toBe(401);
    expect((await me('gg_session=abc.def')).statusCode).toBe(401);
  });

  it('lists every order placed with the account’s number, signed in or not, newest first; never another number’s', async () => {
    const early = await placeFor('93000010', [['SKU-5', 1]], 'Somebody');
    const a = await signIn(app, db, '93000010');
    const first = await placeFor(
      '93000010',
      [
        ['SKU-5', 2],
        ['SKU-1', 1],
      ],
      'Aisha',
      a.cookie,
    );
    const other = await placeFor('93000011', [['SKU-5', 1]], 'Badr');
    const later = await placeFor('93000010', [['SKU-3', 3]], 'Aisha Said', a.cookie);
    const reply = await me(a.cookie);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(data.id).toBe(a.customerId);
    expect(data.attributes.first_name).toBe('Aisha Said');
    expect(data.attributes.orders.map((o: { id: string }) => o.id)).toEqual([later, first, early]);
    expect(data.attributes.orders.map((o: { id: string }) => o.id)).not.toContain(other);
    expect(data.attributes.orders[1]).toEqual({
      id: first,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      Items_and_quanity: [
        { image: '/media/item-5.webp', qty: 2 },
        { image: '/media/item-1.webp', qty: 1 },
      ],
      custom_online_payment_status: 'Unpaid',
      custom_cancelled_payment: false,
      custom_payment_verification_check: false,
    });
  });

  it('another customer’s account is unreachable: GET /api/customers/{id} is 403 for any id but one’s own, 401 signed out', async () => {
    const a = await signIn(app, db, '93000020');
    const b = await signIn(app, db, '93000021');
    await placeFor('93000021', [['SKU-5', 1]], 'Badr', b.cookie);
    const asA = await app.inject({
      method: 'GET',
      url: `/api/customers/${b.customerId}?populate=deep,3`,
      headers: { cookie: a.cookie },
    });
    expect(asA.statusCode).toBe(403);
    expect(asA.body).not.toContain('Badr');
    expect(asA.body).not.toContain('93000021');
    const own = await app.inject({
      method: 'GET',
      url: `/api/customers/${a.customerId}?populate=deep,3`,
      headers: { cookie: a.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.id).toBe(a.customerId);
    expect((await app.inject({ method: 'GET', url: `/api/customers/${b.customerId}` })).statusCode).toBe(401);
    expect((await me(b.cookie)).json().data.attributes.orders).toHaveLength(1);
    expect((await me(a.cookie)).json().data.attributes.orders).toEqual([]);
  });

  it('sign-out revokes the session on the server and clears the cookie: the old cookie no longer works', async () => {
    const a = await signIn(app, db, '93000030');
    expect((await me(a.cookie)).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/customers/sign-out', headers: { cookie: a.cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^gg_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me(a.cookie)).statusCode).toBe(401);
    const rows = await db.kysely
      .selectFrom('customer_session')
      .select('revoked_at')
      .where('customer_id', '=', a.customerId)
      .execute();
    expect(rows.every((r) => r.revoked_at !== null)).toBe(true);
    expect((await app.inject({ method: 'POST', url: '/api/customers/sign-out' })).statusCode).toBe(200);
  });

  it('an expired session is refused', async () => {
    const a = await signIn(app, db, '93000040');
    await db.kysely
      .updateTable('customer_session')
      .set({ expires_at: '2020-01-01 00:00:00.000' })
      .where('customer_id', '=', a.customerId)
      .execute();
    expect((await me(a.cookie)).statusCode).toBe(401);
  });

  it('signing in again keeps one customer per number', async () => {
    const first = await signIn(app, db, '93000050');
    await db.kysely.deleteFrom('otp_challenge').where('phone', '=', '96893000050').execute();
    const second = await signIn(app, db, '93000050');
    expect(second.customerId).toBe(first.customerId);
    expect(sessionCookie(`${second.cookie}; Path=/`)).not.toBe(first.cookie);
  });
});
