import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signInStaff } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { withTestApp } from '../../testing/test-app';
import type { App } from '../../http/app';

const PASSWORD = 'correct horse battery';
type Session = { cookie: string; csrf: string };

describe.each(await testEngines())('two-factor required by the owner on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let owner: Session;
  let member: Session;

  const suite = withTestApp(engine);
  beforeAll(async () => {
    ({ db, app } = suite);
    await createStaff(db, { email: 'owner@example.om', name: 'Owner', password: PASSWORD });
    await createStaff(db, { email: 'member@example.om', name: 'Member', password: PASSWORD, role: 'staff' });
    owner = await signInStaff(app, 'owner@example.om', PASSWORD);
    member = await signInStaff(app, 'member@example.om', PASSWORD);
  });

  const call = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: session.cookie, 'x-csrf-token': session.csrf }, payload });

  it('is off until an owner turns it on; staff cannot turn it on; bad input is refused', async () => {
    expect((await call(owner, 'GET', '/api/admin/staff/two-factor-policy')).json().data).toEqual({ required: false });
    expect((await call(member, 'PUT', '/api/admin/staff/two-factor-policy', { required: true })).statusCode).toBe(403);
    const bad = await call(owner, 'PUT', '/api/admin/staff/two-factor-policy', { required: 'yes' });
    expect([bad.statusCode, bad.json().error.message]).toEqual([400, 'required: true or false']);
    expect((await call(member, 'GET', '/api/admin/customers')).statusCode).toBe(200);
  });

  it('once on, a member without two-factor reaches only their account until they set it up', async () => {
    expect((await call(owner, 'PUT', '/api/admin/staff/two-factor-policy', { required: true })).json().data).toEqual({
      required: true,
    });
    const refused = await call(member, 'GET', '/api/admin/customers');
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      403,
      'The shop requires two-factor sign-in: set it up in My account first.',
    ]);
    expect((await call(member, 'GET', '/api/admin/me')).json().data).toMatchObject({
      email: 'member@example.om',
      twoFactorSetupRequired: true,
    });
    const setup = (await call(member, 'POST', '/api/admin/account/two-factor/setup')).json().data;
    const code = new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate();
    expect((await call(member, 'POST', '/api/admin/account/two-factor/confirm', { code })).statusCode).toBe(200);
    expect((await call(member, 'GET', '/api/admin/customers')).statusCode).toBe(200);
    expect((await call(member, 'GET', '/api/admin/me')).json().data.twoFactorSetupRequired).toBe(false);
  });

  it('records who turned it on', async () => {
    const entry = await db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.staff-two-factor')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actor_email: 'owner@example.om',
      target_type: 'settings',
      target_id: 'require_two_factor',
    });
    expect(JSON.parse(entry.summary)).toEqual({ before: { required: false }, after: { required: true } });
  });
});
