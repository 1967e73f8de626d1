import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { Env } from '../../config/env';
import { repoRoot } from '../../config/paths';
import type { Database } from '../../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { createStaffAccount } from './staff.service';

/**
 * A ready-made back-office account for demo and test runs only, so a new engineer can sign in
 * at /admin straight after `npm start`. Its password is generated once and kept with the other
 * generated secrets in data/secrets.<APP_ENV>.json. Never in development or production.
 */
export const DEMO_STAFF = { email: 'staff@gulfglow.om', name: 'Demo Staff' } as const;
const KEY = 'DEMO_STAFF_PASSWORD';

const demoStaffAllowed = (env: Pick<Env, 'APP_ENV'>) => env.APP_ENV === 'demo' || env.APP_ENV === 'test';

function demoStaffSecretsFile(appEnv: string): string {
  return resolve(repoRoot, 'data', `secrets.${appEnv}.json`);
}

function demoPassword(file: string): string {
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  if (typeof saved[KEY] === 'string' && saved[KEY].length >= 10) return saved[KEY];
  const password = randomBytes(9).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ ...saved, [KEY]: password }, null, 2), { mode: 0o600 });
  return password;
}

/** Creates the demo account (or resets its password to the saved one); null outside demo/test. */
export async function ensureDemoStaff(
  db: Kysely<Database>,
  env: Pick<Env, 'APP_ENV'>,
  file = demoStaffSecretsFile(env.APP_ENV),
): Promise<{ email: string; password: string } | null> {
  if (!demoStaffAllowed(env)) return null;
  const password = demoPassword(file);
  const row = await db
    .selectFrom('staff_user')
    .select(['id', 'password_hash'])
    .where('email', '=', DEMO_STAFF.email)
    .executeTakeFirst();
  if (!row) await createStaffAccount(db, { ...DEMO_STAFF, password, role: 'owner' });
  else if (!(await verifyPassword(password, row.password_hash))) {
    await db
      .updateTable('staff_user')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', row.id)
      .execute();
  }
  return { email: DEMO_STAFF.email, password };
}
