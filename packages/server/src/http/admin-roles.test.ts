import type { StaffRole } from '@shop/domain/staff-access';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCheckoutData } from '../modules/orders/order-fixtures';
import { createStaff, signInStaff } from '../testing/admin-fixtures';
import { type TestDb, testEngines } from '../testing/databases';
import { withTestApp } from '../testing/test-app';
import { ADMIN_PUBLIC_ROUTES, adminRouteTable } from './admin-api';
import type { App } from './app';

const concrete = (url: string) => url.replace(/:(\w+)/g, 'X$1');
const PASSWORD = 'correct horse battery';

/** What each role may call, written out here (not read from the policy): the routes a role is refused. */
const under = (url: string, ...prefixes: string[]) => prefixes.some((p) => url === p || url.startsWith(`${p}/`));
const refused: Record<StaffRole, (url: string) => boolean> = {
  owner: () => false,
  staff: (url) => under(url, '/api/admin/staff', '/api/admin/audit', '/api/admin/settings'),
  reviewer: (url) => !under(url, '/api/admin/me', '/api/admin/sign-out', '/api/admin/account', '/api/admin/reviews'),
};

describe.each(await testEngines())('admin API roles on %s', (engine) => {
  let db: TestDb;
  let app: App;
  const sessions = {} as Record<StaffRole, { cookie: string; csrf: string }>;

  const suite = withTestApp(engine, insertCheckoutData);
  beforeAll(async () => {
    ({ db, app } = suite);
    for (const role of ['owner', 'staff', 'reviewer'] as const) {
      await createStaff(db, { email: `${role}@example.om`, name: role, password: PASSWORD, role });
      sessions[role] = await signInStaff(app, `${role}@example.om`, PASSWORD);
    }
  });

  it.each(['owner', 'staff', 'reviewer'] as const)(
    'walks every admin route as %s: 403 exactly where the role is refused',
    async (role) => {
      const guarded = adminRouteTable(app).filter(
        (r) => !ADMIN_PUBLIC_ROUTES.has(`${r.method} ${r.url}`) && r.url !== '/api/admin/sign-out',
      );
      expect(guarded.length).toBeGreaterThan(20);
      const { cookie, csrf } = sessions[role];
      for (const { method, url } of guarded) {
        const reply = await app.inject({
          method: method as 'GET',
          url: concrete(url),
          headers: { cookie, 'x-csrf-token': csrf },
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        const denied = reply.statusCode === 403 && /^Your role/.test(String(reply.json().error?.message));
        expect(denied, `${role} ${method} ${url} → ${reply.statusCode} ${reply.body.slice(0, 120)}`).toBe(
          refused[role](url),
        );
        expect(reply.statusCode, `${role} ${method} ${url}`).toBeLessThan(500);
      }
    },
  );

  it('tells a reviewer in words why orders are refused, and /me names the role', async () => {
    const { cookie } = sessions.reviewer;
    const orders = await app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie } });
    expect(orders.statusCode).toBe(403);
    expect(orders.json().error).toMatchObject({
      name: 'ForbiddenError',
      message: 'Your role (reviewer) does not allow this. Ask an owner if you need it.',
    });
    const refusals = await db.kysely
      .selectFrom('audit_log')
      .select(['actor_email', 'target_id', 'summary'])
      .where('action', '=', 'access.refused')
      .where('target_id', '=', 'GET /api/admin/orders')
      .where('actor_email', '=', 'reviewer@example.om')
      .execute();
    expect(refusals.at(-1)).toEqual({
      actor_email: 'reviewer@example.om',
      target_id: 'GET /api/admin/orders',
      summary: JSON.stringify({ before: { role: 'reviewer' }, after: null }),
    });
    const me = await app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.json().data).toMatchObject({ email: 'reviewer@example.om', role: 'reviewer' });
  });

  it('lets every role sign out', async () => {
    for (const role of ['staff', 'reviewer'] as const) {
      const { cookie, csrf } = sessions[role];
      const out = await app.inject({
        method: 'POST',
        url: '/api/admin/sign-out',
        headers: { cookie, 'x-csrf-token': csrf },
      });
      expect(out.statusCode, role).toBe(200);
    }
  });
});
