import { type NewStaff, newStaffSchema, staffSignInSchema } from '@shop/domain/schemas/staff';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { conflict, serviceUnavailable, tooManyRequests, unauthorized } from '../../errors';
import type { ClientAddress } from '../rate-limit/client-address';
import { takeSlots } from '../rate-limit/fixed-window.queries';
import { type DeviceCookie, trustedDevice } from './device-cookies';
import { type PasswordChecker, decoyHash, hashPassword } from './passwords';
import { signInClaims } from './sign-in-limits';

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

const WRONG = 'Wrong email or password.';

export interface SignInDeps {
  db: Kysely<Database>;
  passwords: PasswordChecker;
}

export interface SignInAttempt {
  body: unknown;
  client: ClientAddress;
  /** The request's device cookie (signature checked), for whichever account it was issued. */
  device: DeviceCookie | null;
}

/**
 * Checks a sign-in. Its slots in the sign-in limits are taken before the password is hashed
 * (sign-in-limits.ts) and given back only on success: an attempt refused because too many are
 * being hashed (503) still counts, as it would have had it been checked. A browser with the
 * account's device cookie is checked in its own lane (passwords.ts).
 * Unknown emails cost as much as wrong passwords (a decoy hash is verified) and both count.
 */
export async function authenticateStaff({ db, passwords }: SignInDeps, attempt: SignInAttempt, now: Date): Promise<StaffAccount> {
  const { email, password } = staffSignInSchema.parse(attempt.body);
  const device = trustedDevice(attempt.device, email);
  const slots = await takeSlots(db, signInClaims(email, attempt.client, device), now);
  if (!slots) throw tooManyRequests('Too many sign-in attempts. Please wait 15 minutes and try again.');
  const user = await db.selectFrom('staff_user').select(['id', 'email', 'name', 'password_hash']).where('email', '=', email).executeTakeFirst();
  const ok = await passwords.verify(password, user?.password_hash ?? (await decoyHash()), device ? 'device' : 'unknown');
  if (ok === null) throw serviceUnavailable('Too many sign-ins are being checked right now. Please try again in a moment.');
  if (!user || !ok) throw unauthorized(WRONG);
  await slots.giveBack();
  await db
    .updateTable('staff_user')
    .set({ last_login_at: toTimestamp(now) })
    .where('id', '=', user.id)
    .execute();
  return { id: Number(user.id), email: user.email, name: user.name };
}
