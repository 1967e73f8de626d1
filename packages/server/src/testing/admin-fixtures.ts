import type { StaffRole } from '@shop/domain/staff-access';
import type { Db, Engine } from '../db/connection';
import { buildTestApp } from './test-app';
import { type TestDb, createTestDb } from './databases';
import type { App } from '../http/app';
import { STAFF_COOKIE } from '../modules/staff/staff-sessions';
import { type StaffAccount, createStaffAccount } from '../modules/staff/staff.service';

/** A staff account in the test database (the password is hashed as in production); an owner unless told. */
export async function createStaff(
  db: Db,
  input: { email: string; name: string; password: string; role?: StaffRole },
): Promise<StaffAccount> {
  return createStaffAccount(db.kysely, { role: 'owner', ...input });
}

/**
 * Signs staff in through POST /api/admin/sign-in: the Cookie header value for later requests
 * and the CSRF token to send as `x-csrf-token` on writes.
 */
export async function signInStaff(
  app: App,
  email: string,
  password: string,
): Promise<{ cookie: string; csrf: string }> {
  const reply = await app.inject({ method: 'POST', url: '/api/admin/sign-in', payload: { email, password } });
  if (reply.statusCode !== 200) throw new Error(`staff sign-in failed: ${reply.statusCode} ${reply.body}`);
  const setCookie = reply.headers['set-cookie'];
  const first = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((c) =>
    c.startsWith(`${STAFF_COOKIE}=`),
  );
  if (!first) throw new Error('no staff cookie');
  return { cookie: first.split(';')[0]!, csrf: (reply.json() as { data: { csrfToken: string } }).data.csrfToken };
}

/** A migrated test database filled by `seed`, the app on it, and a signed-in staff member: the set-up of every admin API test. */
export async function openAdminTestApp(
  engine: Engine,
  seed: (db: TestDb) => Promise<void>,
  account: { email: string; name: string; password: string },
): Promise<{ db: TestDb; app: App; staff: { cookie: string; csrf: string } }> {
  const db = await createTestDb(engine);
  await seed(db);
  const app = await buildTestApp(db);
  await createStaff(db, account);
  return { db, app, staff: await signInStaff(app, account.email, account.password) };
}

/** A signed-in staff member's request to `/api/admin{url}`: the cookie always, the CSRF token on writes. */
export function staffRequest(
  app: App,
  staff: { cookie: string; csrf: string },
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie: staff.cookie, ...(method === 'GET' ? {} : { 'x-csrf-token': staff.csrf }) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
