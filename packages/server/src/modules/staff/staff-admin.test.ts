import { beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signInStaff } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { withTestApp } from '../../testing/test-app';
import type { App } from '../../http/app';

const PASSWORD = 'correct horse battery';
type Session = { cookie: string; csrf: string };

describe.each(await testEngines())('staff accounts managed by an owner on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let owner: Session;
  let ownerId: number;

  const suite = withTestApp(engine);
  beforeAll(async () => {
    ({ db, app } = suite);
    ownerId = (await createStaff(db, { email: 'owner@example.om', name: 'Owner', password: PASSWORD })).id;
    owner = await signInStaff(app, 'owner@example.om', PASSWORD);
  });

  const call = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: session.cookie, 'x-csrf-token': session.csrf }, payload });
  const tokenOf = (link: string) => link.split('#')[1]!;
  const auditActions = async (targetId: number) =>
    (
      await db.kysely
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', String(targetId))
        .orderBy('id')
        .execute()
    ).map((r) => r.action);

  async function invite(email: string, role: string) {
    const reply = await call(owner, 'POST', '/api/admin/staff/invite', { email, role });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as { member: { id: number; status: string }; link: string; expiresAt: string };
  }

  it('invites with a one-time link (hash stored, single use) that sets name and password', async () => {
    const { member, link } = await invite(' New.Person@Example.om', 'staff');
    expect(member).toMatchObject({ status: 'invited', role: 'staff' });
    expect(link).toMatch(/^http:\/\/[^/]+\/admin\/welcome#[A-Za-z0-9_-]{43}$/);
    const stored = await db.kysely.selectFrom('staff_link').select('id').where('staff_id', '=', member.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).not.toBe(tokenOf(link));
    const info = await app.inject({
      method: 'POST',
      url: '/api/admin/staff-links/inspect',
      payload: { token: tokenOf(link) },
    });
    expect(info.json().data).toEqual({ kind: 'invite', email: 'new.person@example.om', name: '' });
    const noName = await app.inject({
      method: 'POST',
      url: '/api/admin/staff-links/accept',
      payload: { token: tokenOf(link), password: 'a new password 1' },
    });
    expect([noName.statusCode, noName.json().error.message]).toEqual([400, 'name: Enter a name.']);
    const short = await app.inject({
      method: 'POST',
      url: '/api/admin/staff-links/accept',
      payload: { token: tokenOf(link), name: 'N', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/admin/staff-links/accept',
      payload: { token: tokenOf(link), name: 'New Person', password: 'a new password 1' },
    });
    expect(accepted.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/staff-links/accept',
      payload: { token: tokenOf(link), name: 'X', password: 'another password 2' },
    });
    expect(again.statusCode).toBe(404);
    const session = await signInStaff(app, 'new.person@example.om', 'a new password 1');
    expect((await call(session, 'GET', '/api/admin/me')).json().data).toMatchObject({
      name: 'New Person',
      role: 'staff',
    });
    expect(await auditActions(member.id)).toEqual(['staff.invite', 'staff.invite-accept']);
  });

  it('refuses inviting an existing account, re-inviting voids the earlier link, and an expired link fails', async () => {
    const taken = await call(owner, 'POST', '/api/admin/staff/invite', { email: 'owner@example.om', role: 'staff' });
    expect([taken.statusCode, taken.json().error.message]).toEqual([
      409,
      'owner@example.om already has a staff account.',
    ]);
    const bad = await call(owner, 'POST', '/api/admin/staff/invite', { email: 'x@example.om', role: 'admin' });
    expect([bad.statusCode, bad.json().error.message]).toEqual([400, 'role: one of owner, staff, reviewer']);
    const first = await invite('twice@example.om', 'staff');
    const second = await invite('twice@example.om', 'reviewer');
    expect(second.member).toMatchObject({ id: first.member.id, role: 'reviewer' });
    const old = await app.inject({
      method: 'POST',
      url: '/api/admin/staff-links/inspect',
      payload: { token: tokenOf(first.link) },
    });
    expect(old.statusCode).toBe(404);
    await db.kysely
      .updateTable('staff_link')
      .set({ expires_at: '2000-01-01 00:00:00.000' })
      .where('staff_id', '=', second.member.id)
      .execute();
    const expired = await app.inject({
      method: 'POST',
      url: '/api/admin/staff-links/inspect',
      payload: { token: tokenOf(second.link) },
    });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toContain('not valid any more');
  });

  it('disabling ends the member’s sessions at once and refuses sign-in; enabling lets them back', async () => {
    const { id } = await createStaff(db, {
      email: 'leaver@example.om',
      name: 'Leaver',
      password: PASSWORD,
      role: 'staff',
    });
    const session = await signInStaff(app, 'leaver@example.om', PASSWORD);
    const off = await call(owner, 'PUT', `/api/admin/staff/${id}/status`, { status: 'disabled' });
    expect(off.json().data).toMatchObject({ status: 'disabled' });
    expect((await call(session, 'GET', '/api/admin/me')).statusCode).toBe(401);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { email: 'leaver@example.om', password: PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
    await call(owner, 'PUT', `/api/admin/staff/${id}/status`, { status: 'active' });
    await signInStaff(app, 'leaver@example.om', PASSWORD);
    expect(await auditActions(id)).toEqual(['staff.disable', 'staff.enable']);
    const self = await call(owner, 'PUT', `/api/admin/staff/${ownerId}/status`, { status: 'disabled' });
    expect([self.statusCode, self.json().error.message]).toEqual([400, 'You cannot disable your own account.']);
  });

  it('changes roles (audited with before and after) but never demotes or disables the last active owner', async () => {
    const { id } = await createStaff(db, {
      email: 'second@example.om',
      name: 'Second',
      password: PASSWORD,
      role: 'staff',
    });
    const second = await signInStaff(app, 'second@example.om', PASSWORD);
    expect((await call(second, 'GET', '/api/admin/staff')).statusCode).toBe(403);
    await call(owner, 'PUT', `/api/admin/staff/${id}/role`, { role: 'owner' });
    expect((await call(second, 'GET', '/api/admin/staff')).statusCode).toBe(200);
    const entry = await db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.role-change')
      .where('target_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: ownerId, actor_email: 'owner@example.om', target_type: 'staff' });
    expect(JSON.parse(entry.summary)).toEqual({ before: { role: 'staff' }, after: { role: 'owner' } });
    expect(entry.request_id).toBeTruthy();
    // Two owners: the first may be demoted by the second; then the second is the last.
    expect((await call(second, 'PUT', `/api/admin/staff/${ownerId}/role`, { role: 'staff' })).statusCode).toBe(200);
    const demoteLast = await call(second, 'PUT', `/api/admin/staff/${id}/role`, { role: 'reviewer' });
    expect([demoteLast.statusCode, demoteLast.json().error.message]).toEqual([
      409,
      'second@example.om is the last active owner: make someone else an owner first.',
    ]);
    expect((await call(second, 'PUT', `/api/admin/staff/${ownerId}/role`, { role: 'owner' })).statusCode).toBe(200);
    const missing = await call(owner, 'PUT', '/api/admin/staff/999999/role', { role: 'staff' });
    expect(missing.statusCode).toBe(404);
  });

  it('resets a password with a one-time link: the old password works until it is used, then every session ends', async () => {
    const { id } = await createStaff(db, {
      email: 'forgetful@example.om',
      name: 'F',
      password: PASSWORD,
      role: 'reviewer',
    });
    const session = await signInStaff(app, 'forgetful@example.om', PASSWORD);
    const reset = await call(owner, 'POST', `/api/admin/staff/${id}/password-reset`);
    expect(reset.statusCode).toBe(200);
    const token = tokenOf(reset.json().data.link);
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/staff-links/inspect', payload: { token } })).json().data,
    ).toEqual({
      kind: 'reset',
      email: 'forgetful@example.om',
      name: 'F',
    });
    await app.inject({
      method: 'POST',
      url: '/api/admin/staff-links/accept',
      payload: { token, password: 'brand new secret 9' },
    });
    expect((await call(session, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/sign-in',
          payload: { email: 'forgetful@example.om', password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    await signInStaff(app, 'forgetful@example.om', 'brand new secret 9');
    // the old password, refused after the reset, is in the log too
    expect(await auditActions(id)).toEqual([
      'staff.password-reset',
      'staff.password-reset-done',
      'staff.sign-in-refused',
    ]);
  });

  it('changes one’s own password only with the current one, ending the other sessions', async () => {
    const { id } = await createStaff(db, {
      email: 'self@example.om',
      name: 'Self',
      password: PASSWORD,
      role: 'reviewer',
    });
    const here = await signInStaff(app, 'self@example.om', PASSWORD);
    const elsewhere = await signInStaff(app, 'self@example.om', PASSWORD);
    const wrong = await call(here, 'PUT', '/api/admin/account/password', {
      currentPassword: 'nope',
      newPassword: 'my next password 1',
    });
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([
      400,
      'currentPassword: that is not your current password',
    ]);
    const short = await call(here, 'PUT', '/api/admin/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    const ok = await call(here, 'PUT', '/api/admin/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'my next password 1',
    });
    expect(ok.statusCode).toBe(200);
    expect((await call(here, 'GET', '/api/admin/me')).statusCode).toBe(200);
    expect((await call(elsewhere, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect(await auditActions(id)).toEqual(['staff.password-change']);
  });

  it('lists accounts for the owner with role, status and two-factor', async () => {
    const list = await call(owner, 'GET', '/api/admin/staff');
    const rows = list.json().data as { email: string; role: string; status: string; twoFactor: boolean }[];
    expect(rows.find((r) => r.email === 'owner@example.om')).toMatchObject({
      role: 'owner',
      status: 'active',
      twoFactor: false,
    });
    expect(rows.find((r) => r.email === 'twice@example.om')).toMatchObject({ role: 'reviewer', status: 'invited' });
    expect(JSON.stringify(rows)).not.toContain('scrypt');
  });
});
