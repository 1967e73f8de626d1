import { beforeAll, describe, expect, it } from 'vitest';
import { signIn as signInShopper } from '../modules/customers/account-fixtures';
import { insertCheckoutData } from '../modules/orders/order-fixtures';
import { withTestApp } from '../testing/test-app';
import { FAILED_PER_IP } from '../modules/staff/sign-in-limits';
import { createStaff, signInStaff } from '../testing/admin-fixtures';
import { type TestDb, testEngines } from '../testing/databases';
import { ADMIN_PUBLIC_ROUTES, adminRouteTable } from './admin-api';
import type { App } from './app';

const STAFF = { email: 'staff@example.om', name: 'Staff Member', password: 'correct horse battery' };

const concrete = (url: string) => url.replace(/:(\w+)/g, 'X$1');

describe.each(await testEngines())('admin API guard on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };
  let shopperCookie: string;

  const suite = withTestApp(engine, insertCheckoutData);
  beforeAll(async () => {
    ({ db, app } = suite);
    await createStaff(db, STAFF);
    staff = await signInStaff(app, STAFF.email, STAFF.password);
    shopperCookie = (await signInShopper(app, db, '93100001')).cookie;
  });

  /** The token with its last character changed (always changed: appending 'x' to a token ending in 'x' was the token itself). */
  const otherToken = (token: string) => `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;

  it('finds the admin routes in the route table', () => {
    const routes = adminRouteTable(app).map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/admin/sign-in',
        'GET /api/admin/me',
        'POST /api/admin/sign-out',
        'GET /api/admin/reviews',
        'POST /api/admin/orders/:name/cancel',
      ]),
    );
  });

  it('refuses anonymous callers and shopper sessions (401) and writes without the CSRF header (403) on every route but sign-in', async () => {
    const guarded = adminRouteTable(app).filter((r) => !ADMIN_PUBLIC_ROUTES.has(`${r.method} ${r.url}`));
    expect(guarded.length).toBeGreaterThan(5);
    for (const { method, url } of guarded) {
      const target = {
        method: method as 'GET',
        url: concrete(url),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      };
      const anonymous = await app.inject(target);
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      expect(anonymous.json().error.name).toBe('UnauthorizedError');
      const shopper = await app.inject({ ...target, headers: { cookie: shopperCookie } });
      expect(shopper.statusCode, `${method} ${url} shopper`).toBe(401);
      const forged = await app.inject({ ...target, headers: { cookie: `gg_staff=${shopperCookie.split('=')[1]}` } });
      expect(forged.statusCode, `${method} ${url} shopper token as staff cookie`).toBe(401);
      if (method !== 'GET') {
        const noCsrf = await app.inject({ ...target, headers: { cookie: staff.cookie } });
        expect(noCsrf.statusCode, `${method} ${url} without CSRF`).toBe(403);
        const wrongCsrf = await app.inject({
          ...target,
          headers: { cookie: staff.cookie, 'x-csrf-token': otherToken(staff.csrf) },
        });
        expect(wrongCsrf.statusCode, `${method} ${url} wrong CSRF`).toBe(403);
      }
    }
  });

  it('signs in with a Strict, HttpOnly cookie, answers /me with the CSRF token, and revokes on sign-out', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { email: ' STAFF@example.om', password: STAFF.password },
    });
    expect(reply.statusCode).toBe(200);
    const header = String(reply.headers['set-cookie']);
    expect(header).toMatch(/^gg_staff=/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Max-Age=43200');
    const cookie = header.split(';')[0]!;
    const me = await app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.json().data).toMatchObject({
      email: STAFF.email,
      name: STAFF.name,
      csrfToken: reply.json().data.csrfToken,
    });
    const stored = await db.kysely.selectFrom('staff_session').select('id').execute();
    expect(stored.every((s) => !header.includes(s.id))).toBe(true);
    const out = await app.inject({
      method: 'POST',
      url: '/api/admin/sign-out',
      headers: { cookie, 'x-csrf-token': me.json().data.csrfToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: staff.cookie } })).statusCode,
    ).toBe(200);
  });

  it('stores a scrypt hash, refuses a wrong password or unknown email alike, and rate-limits per email', async () => {
    const row = await db.kysely
      .selectFrom('staff_user')
      .select('password_hash')
      .where('email', '=', STAFF.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.password_hash).not.toContain(STAFF.password);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { email: STAFF.email, password: 'nope' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { email: 'who@example.om', password: 'nope' },
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json().error.message).toBe(unknown.json().error.message);
    await createStaff(db, { email: 'target@example.om', name: 'T', password: 'right password 1' });
    let last = 0;
    for (let i = 0; i < 9; i++) {
      last = (
        await app.inject({
          method: 'POST',
          url: '/api/admin/sign-in',
          payload: { email: 'target@example.om', password: `guess ${i}` },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
    const right = await app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { email: 'target@example.om', password: 'right password 1' },
    });
    expect(right.statusCode).toBe(429);
  });

  it('rate-limits per IP across emails (loopback of a test run exempt)', async () => {
    const ip = '203.0.113.9';
    const attempt = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/sign-in',
        remoteAddress: ip,
        payload: { email: `x${i}@example.om`, password: 'nope' },
      });
    expect((await attempt(0)).statusCode).toBe(401);
    // The window's count so far, as FAILED_PER_IP - 1 earlier refusals would have left it.
    await db.kysely
      .updateTable('rate_limit')
      .set({ count: FAILED_PER_IP - 1 })
      .where('key', '=', `staff-sign-in-ip:${ip}`)
      .execute();
    expect((await attempt(1)).statusCode).toBe(401);
    expect((await attempt(2)).statusCode).toBe(429);
    const loopback = await app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { email: STAFF.email, password: STAFF.password },
    });
    expect(loopback.statusCode).toBe(200);
  });

  it('refuses a bad sign-in body with a 400', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(reply.statusCode).toBe(400);
  });
});
