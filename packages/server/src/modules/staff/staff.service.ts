import { type NewStaff, newStaffSchema, staffSignInSchema } from '@shop/domain/schemas/staff';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { conflict, tooManyRequests, unauthorized } from '../../http/errors';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { recordFailedSignIn, signInBlocked } from './sign-in-limits';

export interface StaffAccount {
  id: number;
  email: string;
  name: string;
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** Creates a staff account (the CLI and tests); 409 when the email is taken. */
export async function createStaffAccount(db: Kysely<Database>, input: NewStaff, now = new Date()): Promise<StaffAccount> {
  const { email, name, password } = newStaffSchema.parse(input);
  const password_hash = await hashPassword(password);
  try {
    const row = await db
      .insertInto('staff_user')
      .values({ email, name, password_hash, created_at: toTimestamp(now), last_login_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), email, name };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A staff account for ${email} already exists.`);
    throw error;
  }
}

/** Sets a new password for an existing account; false when there is none. */
export async function setStaffPassword(db: Kysely<Database>, email: string, password: string): Promise<boolean> {
  const parsed = newStaffSchema.pick({ email: true, password: true }).parse({ email, password });
  const result = await db.updateTable('staff_user').set({ password_hash: await hashPassword(parsed.password) }).where('email', '=', parsed.email).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const WRONG = 'Wrong email or password.';

/**
 * Checks a sign-in. Unknown emails cost as much as wrong passwords (a decoy hash is verified)
 * and both count against the email's and the IP's limits; a blocked email or IP gets a 429
 * even with the right password.
 */
export async function authenticateStaff(db: Kysely<Database>, body: unknown, ip: string, now: Date): Promise<StaffAccount> {
  const { email, password } = staffSignInSchema.parse(body);
  if (await signInBlocked(db, email, ip, now)) throw tooManyRequests('Too many sign-in attempts. Please wait 15 minutes and try again.');
  const user = await db.selectFrom('staff_user').select(['id', 'email', 'name', 'password_hash']).where('email', '=', email).executeTakeFirst();
  const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
  if (!user || !ok) {
    await recordFailedSignIn(db, email, ip, now);
    throw unauthorized(WRONG);
  }
  await db.updateTable('staff_user').set({ last_login_at: toTimestamp(now) }).where('id', '=', user.id).execute();
  return { id: Number(user.id), email: user.email, name: user.name };
}
