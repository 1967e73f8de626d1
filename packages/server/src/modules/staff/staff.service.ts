import { newStaffSchema, staffSignInSchema } from '@shop/domain/schemas/staff';
import type { StaffRole } from '@shop/domain/staff-access';
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { conflict, serviceUnavailable, tooManyRequests, unauthorized } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import type { ClientAddress } from '../rate-limit/client-address';
import { takeSlots } from '../rate-limit/fixed-window.queries';
import { type DeviceCookie, trustedDevice } from './device-cookies';
import { type PasswordChecker, decoyHash, hashPassword } from './passwords';
import { signInClaims } from './sign-in-limits';

export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** Creates a staff account (the CLI and tests); 409 when the email is taken. */
export async function createStaffAccount(
  db: Kysely<Database>,
  input: z.input<typeof newStaffSchema>,
  now = new Date(),
): Promise<StaffAccount> {
  const { email, name, password, role } = newStaffSchema.parse(input);
  const password_hash = await hashPassword(password);
  try {
    const row = await db
      .insertInto('staff_user')
      .values({ email, name, password_hash, role, status: 'active', created_at: toTimestamp(now), last_login_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), email, name, role };
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
  /** The request's id, kept with the audit entry of a refusal. */
  requestId: string;
}

/** A right password: the account, and whether its two-factor code is asked next. */
export interface PasswordChecked {
  account: StaffAccount;
  twoFactor: boolean;
}

/**
 * Checks a sign-in's password. Only active accounts sign in (an invited one has no password
 * yet; a disabled one is refused like a wrong password, so the status is never told). Its slots in the sign-in limits are taken before the password is hashed
 * (sign-in-limits.ts) and given back only on success: an attempt refused because too many are
 * being hashed (503) still counts, as it would have had it been checked. A browser with the
 * account's device cookie is checked in its own lane (passwords.ts).
 * Unknown emails cost as much as wrong passwords (a decoy hash is verified) and both count.
 * Each refused password is written to the audit log (the account, or the email typed when no
 * active account has it, and the client's address); the limits bound how many can be written.
 */
export async function authenticateStaff(
  { db, passwords }: SignInDeps,
  attempt: SignInAttempt,
  now: Date,
): Promise<PasswordChecked> {
  const { email, password } = staffSignInSchema.parse(attempt.body);
  const device = trustedDevice(attempt.device, email);
  const slots = await takeSlots(db, signInClaims(email, attempt.client, device), now);
  if (!slots) throw tooManyRequests('Too many sign-in attempts. Please wait 15 minutes and try again.');
  const user = await db
    .selectFrom('staff_user')
    .select(['id', 'email', 'name', 'role', 'password_hash', 'totp_secret'])
    .where('email', '=', email)
    .where('status', '=', 'active')
    .executeTakeFirst();
  const ok = await passwords.verify(
    password,
    user?.password_hash ?? (await decoyHash()),
    device ? 'device' : 'unknown',
  );
  if (ok === null)
    throw serviceUnavailable('Too many sign-ins are being checked right now. Please try again in a moment.');
  if (!user || !ok) {
    await recordAudit(
      db,
      { actorId: null, actorEmail: null, requestId: attempt.requestId },
      {
        action: 'staff.sign-in-refused',
        target: user ? { type: 'staff', id: Number(user.id) } : { type: 'email', id: email },
        after: { address: attempt.client.ip, knownDevice: device !== null },
      },
      now,
    );
    throw unauthorized(WRONG);
  }
  await slots.giveBack();
  const account = { id: Number(user.id), email: user.email, name: user.name, role: user.role as StaffRole };
  return { account, twoFactor: user.totp_secret !== null };
}

export async function recordStaffLogin(db: Kysely<Database>, staffId: number, now: Date): Promise<void> {
  await db
    .updateTable('staff_user')
    .set({ last_login_at: toTimestamp(now) })
    .where('id', '=', staffId)
    .execute();
}

/** The account, when it is still active (between sign-in's two steps it may have been disabled). */
export async function activeAccount(db: Kysely<Database>, staffId: number): Promise<StaffAccount | null> {
  const row = await db
    .selectFrom('staff_user')
    .select(['id', 'email', 'name', 'role'])
    .where('id', '=', staffId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row ? { id: Number(row.id), email: row.email, name: row.name, role: row.role as StaffRole } : null;
}
