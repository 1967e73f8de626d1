import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb } from '../../testing/databases';
import { DEMO_STAFF, ensureDemoStaff } from './demo-staff';
import { verifyPassword } from './passwords';

describe('demo staff account', () => {
  let db: TestDb;
  let dir: string;
  beforeAll(async () => {
    db = await createTestDb('sqlite');
    dir = await mkdtemp(join(tmpdir(), 'demo-staff-'));
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is never made in production or development', async () => {
    expect(await ensureDemoStaff(db.kysely, { APP_ENV: 'production' }, join(dir, 'p.json'))).toBeNull();
    expect(await ensureDemoStaff(db.kysely, { APP_ENV: 'development' }, join(dir, 'd.json'))).toBeNull();
    expect(await db.kysely.selectFrom('staff_user').select('id').execute()).toEqual([]);
  });

  it('in demo, keeps its password beside the other secrets and stays the same on the next start', async () => {
    const file = join(dir, 'secrets.demo.json');
    const first = await ensureDemoStaff(db.kysely, { APP_ENV: 'demo' }, file);
    const second = await ensureDemoStaff(db.kysely, { APP_ENV: 'demo' }, file);
    expect(first).toEqual(second);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ DEMO_STAFF_PASSWORD: first!.password });
    const row = await db.kysely
      .selectFrom('staff_user')
      .select('password_hash')
      .where('email', '=', DEMO_STAFF.email)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(first!.password, row.password_hash)).toBe(true);
  });
});
