import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../http/app';
import { createStaff } from '../../testing/admin-fixtures';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { insertCatalog } from '../resource/resource-fixtures';
import { testEnv } from '../../testing/test-app';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from './device-cookies';
import { HASH_LANES, createPasswordChecker, hashPassword } from './passwords';
import { FAILED_PER_DEVICE, FAILED_PER_EMAIL } from './sign-in-limits';

const STAFF = { email: 'owner@example.om', name: 'Shop Owner', password: 'owner password 123' };
const OTHER = { email: 'other@example.om', name: 'Other Staff', password: 'other password 123' };
const ATTACKER = '203.0.113.66';
const OWNER_AT = '198.51.100.20';

describe.each(await testEngines())('staff sign-in lockout on %s', (engine) => {
  let db: TestDb;
  let app: App;

  beforeAll(async () => {
    db = await createTestDb(engine);
    app = await buildApp({ db, env: testEnv() });
    await app.ready();
    await createStaff(db, STAFF);
    await createStaff(db, OTHER);
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom('rate_limit').execute();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const signIn = (remoteAddress: string, email: string, password: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      remoteAddress,
      payload: { email, password },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const deviceCookieOf = (reply: { headers: Record<string, unknown> }) => {
    const header = [reply.headers['set-cookie']]
      .flat()
      .find((c) => typeof c === 'string' && c.startsWith(`${DEVICE_COOKIE}=`)) as string | undefined;
    if (!header) throw new Error('no device cookie');
    return { header, cookie: header.split(';')[0]! };
  };
  const exhaustUnknownClients = async (email: string) => {
    for (let i = 0; i < FAILED_PER_EMAIL; i++)
      expect((await signIn(ATTACKER, email, `guess ${i}`)).statusCode).toBe(401);
    expect((await signIn(ATTACKER, email, 'one more')).statusCode).toBe(429);
  };

  it('a successful sign-in sets a signed device cookie for the sign-in route only (HttpOnly, Strict, 180 days)', async () => {
    const reply = await signIn(OWNER_AT, STAFF.email, STAFF.password);
    expect(reply.statusCode).toBe(200);
    const { header, cookie } = deviceCookieOf(reply);
    expect(header).toContain('Path=/api/admin/sign-in');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain(`Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`);
    expect(cookie).not.toContain(STAFF.email);
    expect(deviceCookieOf(await signIn(OWNER_AT, STAFF.email, STAFF.password, cookie)).cookie).not.toBe(cookie);
  });

  it('an attacker at one address using up the account: the owner signs in from another address with their device cookie', async () => {
    const { cookie } = deviceCookieOf(await signIn(OWNER_AT, STAFF.email, STAFF.password));
    await exhaustUnknownClients(STAFF.email);
    expect((await signIn(ATTACKER, STAFF.email, STAFF.password)).statusCode).toBe(429);
    expect((await signIn(OWNER_AT, STAFF.email, STAFF.password)).statusCode).toBe(429);
    const owner = await signIn(OWNER_AT, STAFF.email, STAFF.password, cookie);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data).toMatchObject({ email: STAFF.email });
    // Even from the attacker's own address, the owner's browser keeps its budget.
    expect((await signIn(ATTACKER, STAFF.email, STAFF.password, cookie)).statusCode).toBe(200);
  });

  it('a device cookie counts only for its own account, and a forged or tampered one counts for nothing', async () => {
    const { cookie } = deviceCookieOf(await signIn(OWNER_AT, OTHER.email, OTHER.password));
    await exhaustUnknownClients(STAFF.email);
    expect((await signIn(OWNER_AT, STAFF.email, STAFF.password, cookie)).statusCode).toBe(429);
    const [name, value] = cookie.split('=') as [string, string];
    const tampered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await signIn(OWNER_AT, STAFF.email, STAFF.password, tampered)).statusCode).toBe(429);
    expect((await signIn(OWNER_AT, STAFF.email, STAFF.password, `${DEVICE_COOKIE}=made-up.tag`)).statusCode).toBe(429);
  });

  it(`a device has its own budget of ${FAILED_PER_DEVICE} refusals; using it up leaves unknown clients and other devices alone`, async () => {
    const first = deviceCookieOf(await signIn(OWNER_AT, STAFF.email, STAFF.password)).cookie;
    const second = deviceCookieOf(await signIn('198.51.100.21', STAFF.email, STAFF.password)).cookie;
    for (let i = 0; i < FAILED_PER_DEVICE; i++)
      expect((await signIn(OWNER_AT, STAFF.email, `typo ${i}`, first)).statusCode).toBe(401);
    expect((await signIn(OWNER_AT, STAFF.email, STAFF.password, first)).statusCode).toBe(429);
    expect((await signIn('198.51.100.21', STAFF.email, STAFF.password, second)).statusCode).toBe(200);
    expect((await signIn('198.51.100.22', STAFF.email, STAFF.password)).statusCode).toBe(200);
  });

  it('each refused password is in the audit log with the account (or the email typed) and the address; a right one is not', async () => {
    await db.kysely.deleteFrom('audit_log').execute();
    expect((await signIn(ATTACKER, STAFF.email, 'wrong one')).statusCode).toBe(401);
    expect((await signIn(ATTACKER, 'nobody@gulfglow.om', 'wrong two')).statusCode).toBe(401);
    expect((await signIn(OWNER_AT, STAFF.email, STAFF.password)).statusCode).toBe(200);
    const rows = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'actor_id', 'summary'])
      .orderBy('id')
      .execute();
    const staffId = (
      await db.kysely.selectFrom('staff_user').select('id').where('email', '=', STAFF.email).executeTakeFirstOrThrow()
    ).id;
    expect(rows).toEqual([
      {
        action: 'staff.sign-in-refused',
        target_type: 'staff',
        target_id: String(staffId),
        actor_id: null,
        summary: JSON.stringify({ before: null, after: { address: ATTACKER, knownDevice: false } }),
      },
      {
        action: 'staff.sign-in-refused',
        target_type: 'email',
        target_id: 'nobody@gulfglow.om',
        actor_id: null,
        summary: JSON.stringify({ before: null, after: { address: ATTACKER, knownDevice: false } }),
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain('wrong');
  });

  it('a right password gives its slots back: sign-ins that succeed never lock anyone out', async () => {
    for (let i = 0; i < FAILED_PER_EMAIL + 2; i++)
      expect((await signIn(OWNER_AT, STAFF.email, STAFF.password)).statusCode).toBe(200);
    expect(await db.kysely.selectFrom('rate_limit').selectAll().execute()).toEqual([]);
  });
});

describe('password checks under a burst', () => {
  it('run one at a time per lane, a few waiting, the rest refused at once; a flood of unknown clients never delays a device', async () => {
    const stored = await hashPassword('right');
    const checker = createPasswordChecker();
    const order: string[] = [];
    const check = (lane: 'device' | 'unknown', i: number) =>
      checker.verify('wrong', stored, lane).then((ok) => {
        order.push(`${lane} ${ok === null ? 'refused' : 'checked'}`);
        return { lane, ok, i };
      });
    const unknown = Array.from({ length: 60 }, (_, i) => check('unknown', i));
    const device = check('device', 0);
    const results = await Promise.all([...unknown, device]);
    const unknownChecked = results.filter((r) => r.lane === 'unknown' && r.ok === false);
    expect(unknownChecked).toHaveLength(HASH_LANES.unknown.queue);
    expect(results.filter((r) => r.ok === null)).toHaveLength(60 - HASH_LANES.unknown.queue);
    // Every refusal came before any check finished; the device's check ran beside the unknown lane, not behind its
    // queue of 16: it was done among the first few (two when the machine is quiet; more only if its one thread is slowed).
    const refusals = order.filter((e) => e.endsWith('refused')).length;
    expect(order.slice(0, refusals).every((e) => e.endsWith('refused'))).toBe(true);
    expect(order.slice(refusals, refusals + 4)).toContain('device checked');
  });
});

describe.each(await testEngines())('200 parallel staff sign-ins on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let media: string;

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCatalog(db);
    media = await mkdtemp(join(tmpdir(), 'sign-in-burst-'));
    await writeFile(join(media, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildApp({ db, env: testEnv({ MEDIA_DIR: media }) });
    await app.ready();
    await createStaff(db, STAFF);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(media, { recursive: true, force: true });
  });

  it('leave the site answering: a catalog read and a media file finish before the 10th password check does', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { email: 'warm@example.om', password: 'x' },
    });
    const events: string[] = [];
    const burst = Array.from({ length: 200 }, (_, i) =>
      app
        .inject({
          method: 'POST',
          url: '/api/admin/sign-in',
          remoteAddress: `10.${Math.floor(i / 250)}.${i % 250}.1`,
          payload: { email: `nobody${i}@example.om`, password: 'guess' },
        })
        .then((reply) => {
          events.push(`sign-in ${reply.statusCode}`);
          return reply;
        }),
    );
    const cheap = [
      app.inject({ url: '/api/resource/Brand' }).then((reply) => events.push(`brand ${reply.statusCode}`)),
      app.inject({ url: '/media/logo.svg' }).then((reply) => events.push(`media ${reply.statusCode}`)),
    ];
    const replies = await Promise.all(burst);
    await Promise.all(cheap);

    const checked = replies.filter((r) => r.statusCode === 401);
    const busy = replies.filter((r) => r.statusCode === 503);
    expect(checked.length + busy.length).toBe(200);
    // The lane holds 1 + 16 at a time (unit test above); later arrivals may find room as checks finish.
    expect(busy.length).toBeGreaterThan(200 - 4 * (HASH_LANES.unknown.concurrency + HASH_LANES.unknown.queue));
    expect(busy[0]!.json().error).toMatchObject({
      status: 503,
      name: 'ServiceUnavailableError',
      message: 'Too many sign-ins are being checked right now. Please try again in a moment.',
    });
    const tenthCheck = events.map((e, i) => [e, i] as const).filter(([e]) => e === 'sign-in 401')[9]![1];
    expect(events.indexOf('brand 200')).toBeLessThan(tenthCheck);
    expect(events.indexOf('media 200')).toBeLessThan(tenthCheck);
    // Every attempt counted against its account, checked or not.
    const counted = await db.kysely
      .selectFrom('rate_limit')
      .select((eb) => eb.fn.sum<number>('count').as('n'))
      .where('key', 'like', 'staff-sign-in-email:%')
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(200 + 1);
  });
});
