import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signInStaff } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { testEnv, withTestApp } from '../../testing/test-app';
import { createTotpSecretBox } from './totp-secret-box';
import type { App } from '../../http/app';
import { FAILED_CODES_PER_ACCOUNT } from './sign-in-challenge';

const PASSWORD = 'correct horse battery';
type Session = { cookie: string; csrf: string };

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
const cookieNamed = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []]
    .flat()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

describe.each(await testEngines())('staff two-factor sign-in on %s', (engine) => {
  let db: TestDb;
  let app: App;

  const suite = withTestApp(engine);
  beforeAll(() => {
    ({ db, app } = suite);
  });

  const call = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: session.cookie, 'x-csrf-token': session.csrf }, payload });

  /** A member with two-factor on: their secret and recovery codes. */
  async function enrolled(email: string) {
    const { id } = await createStaff(db, { email, name: email, password: PASSWORD, role: 'reviewer' });
    const session = await signInStaff(app, email, PASSWORD);
    const setup = (await call(session, 'POST', '/api/admin/account/two-factor/setup')).json().data;
    const wrong = await call(session, 'POST', '/api/admin/account/two-factor/confirm', {
      code: '000000' === codeAt(setup.secret, Date.now()) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await call(session, 'POST', '/api/admin/account/two-factor/confirm', {
      code: codeAt(setup.secret, Date.now() - 30_000),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { id, session, setup, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
  }

  /** Sign-in's password step: the challenge cookie for the code step. */
  async function passwordStep(email: string): Promise<string> {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { email, password: PASSWORD },
    });
    expect(reply.json()).toEqual({ data: { twoFactorRequired: true } });
    expect(cookieNamed(reply.headers['set-cookie'], 'gg_staff')).toBeUndefined();
    return cookieNamed(reply.headers['set-cookie'], 'gg_staff_2fa')!;
  }
  const codeStep = (challenge: string, code: string) =>
    app.inject({ method: 'POST', url: '/api/admin/sign-in/code', headers: { cookie: challenge }, payload: { code } });

  it('enrols with an otpauth URI and a QR code drawn locally, stores the secret only once confirmed', async () => {
    const { id, setup, recoveryCodes } = await enrolled('enrol@example.om');
    expect(setup.otpauthUri).toMatch(
      /^otpauth:\/\/totp\/Gulf%20Glow%20back-office:enrol%40example\.om\?.*secret=[A-Z2-7]{32}/,
    );
    expect(setup.qrSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    const row = await db.kysely
      .selectFrom('staff_user')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // Sealed at rest: the seed is not in the row, and opens only under the app's key for this account.
    expect(row.totp_pending_secret).toBeNull();
    expect(row.totp_secret).not.toContain(setup.secret);
    const box = createTotpSecretBox(testEnv().SESSION_SECRET);
    expect(box.open(row.totp_secret!, id)).toBe(setup.secret);
    expect(box.open(row.totp_secret!, id + 1)).toBeNull();
    expect(createTotpSecretBox('another session secret of 32 characters!').open(row.totp_secret!, id)).toBeNull();
    const stored = await db.kysely
      .selectFrom('staff_recovery_code')
      .select('code_hash')
      .where('staff_id', '=', id)
      .execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]!.replaceAll('-', ''));
    const actions = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(id))
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['staff.2fa-setup-start', 'staff.2fa-enable']);
  });

  it('asks for the code after the password; a right code opens a session, the same code twice is refused', async () => {
    const { setup } = await enrolled('signin@example.om');
    const challenge = await passwordStep('signin@example.om');
    expect((await codeStep('', '123456')).statusCode).toBe(401);
    const code = codeAt(setup.secret, Date.now());
    const ok = await codeStep(challenge, code);
    expect(ok.statusCode, ok.body).toBe(200);
    const staffCookie = cookieNamed(ok.headers['set-cookie'], 'gg_staff')!;
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: staffCookie } })).json().data,
    ).toMatchObject({
      email: 'signin@example.om',
    });
    const replay = await codeStep(await passwordStep('signin@example.om'), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(
      'That code is not right, or was used already. Enter the newest code from your app.',
    );
  });

  it('takes each recovery code once, dashes and case aside', async () => {
    const { recoveryCodes } = await enrolled('recover@example.om');
    const code = recoveryCodes[3]!;
    expect((await codeStep(await passwordStep('recover@example.om'), code.toLowerCase())).statusCode).toBe(200);
    expect((await codeStep(await passwordStep('recover@example.om'), code)).statusCode).toBe(401);
    expect((await codeStep(await passwordStep('recover@example.om'), 'not a code')).statusCode).toBe(400);
  });

  it(`refuses every code after ${FAILED_CODES_PER_ACCOUNT} wrong ones, even the right one`, async () => {
    const { setup } = await enrolled('guessed@example.om');
    const challenge = await passwordStep('guessed@example.om');
    const right = codeAt(setup.secret, Date.now());
    const wrong = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < FAILED_CODES_PER_ACCOUNT; i++) expect((await codeStep(challenge, wrong)).statusCode).toBe(401);
    const locked = await codeStep(challenge, right);
    expect(locked.statusCode).toBe(429);
  });

  it('refuses a tampered challenge cookie and turns two-factor off only with the password', async () => {
    const { session, id } = await enrolled('off@example.om');
    const challenge = await passwordStep('off@example.om');
    expect((await codeStep(challenge.replace(/gg_staff_2fa=\d+/, 'gg_staff_2fa=1'), '123456')).statusCode).toBe(401);
    const wrong = await call(session, 'POST', '/api/admin/account/two-factor/disable', { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await call(session, 'POST', '/api/admin/account/two-factor/disable', { password: PASSWORD })).statusCode,
    ).toBe(200);
    expect((await call(session, 'GET', '/api/admin/account/two-factor')).json().data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    await signInStaff(app, 'off@example.om', PASSWORD);
    const actions = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['staff.2fa-setup-start', 'staff.2fa-enable', 'staff.2fa-disable']);
  });

  it('lets an owner turn a member’s two-factor off (lost phone), ending their sessions', async () => {
    const { id, session } = await enrolled('lost@example.om');
    await createStaff(db, { email: 'boss@example.om', name: 'Boss', password: PASSWORD });
    const boss = await signInStaff(app, 'boss@example.om', PASSWORD);
    const reset = await call(boss, 'POST', `/api/admin/staff/${id}/two-factor/reset`);
    expect(reset.json().data).toMatchObject({ email: 'lost@example.om', twoFactor: false });
    expect((await call(session, 'GET', '/api/admin/me')).statusCode).toBe(401);
    await signInStaff(app, 'lost@example.om', PASSWORD);
  });
});
