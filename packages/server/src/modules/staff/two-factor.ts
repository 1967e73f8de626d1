import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { conflict } from '../../errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import type { TotpSecretBox } from './totp-secret-box';

/**
 * TOTP two-factor for staff (RFC 6238: SHA-1, 6 digits, 30 s, ±1 step of clock drift), as any
 * authenticator app reads it. A code is taken at most once: the step it belongs to must be
 * later than the last step accepted for the account (`totp_last_step`), so a code seen over a
 * shoulder cannot be replayed within its window. Ten recovery codes (60 bits each, only their
 * SHA-256 kept) each stand in for a code once.
 */
const ISSUER = 'Gulf Glow back-office';
const PERIOD_S = 30;
const RECOVERY_CODES = 10;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const totpOf = (secret: string, email: string) =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

export interface TwoFactorSetup {
  otpauthUri: string;
  secret: string;
  /** The QR code of the URI, drawn here (never by a third party that would see the secret). */
  qrSvg: string;
}

/** Starts (or restarts) enrolment: a new secret waits for a code from the app before it counts. */
export async function startTwoFactorSetup(
  db: Kysely<Database>,
  box: TotpSecretBox,
  staff: { id: number; email: string },
  actor: AuditActor,
): Promise<TwoFactorSetup> {
  const row = await db
    .selectFrom('staff_user')
    .select('totp_secret')
    .where('id', '=', staff.id)
    .executeTakeFirstOrThrow();
  if (row.totp_secret) throw conflict('Two-factor sign-in is already on. Turn it off first to set up a new app.');
  const secret = new Secret({ size: 20 }).base32;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_user')
      .set({ totp_pending_secret: box.seal(secret, staff.id) })
      .where('id', '=', staff.id)
      .execute();
    await recordAudit(trx, actor, { action: 'staff.2fa-setup-start', target: { type: 'staff', id: staff.id } });
  });
  const otpauthUri = totpOf(secret, staff.email).toString();
  return {
    otpauthUri,
    secret,
    qrSvg: await QRCode.toString(otpauthUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
  };
}

/** The time step a 6-digit code belongs to under `secret`, or null when it matches none near now. */
function stepOf(secret: string, email: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, email).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** Takes the step for the account unless it (or a later one) was taken already: true when this call took it. */
async function takeStep(db: Kysely<Database>, staffId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_user')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => BASE32[randomInt(BASE32.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** Replaces the account's recovery codes; the plain codes are returned once, to be shown once. */
async function issueRecoveryCodes(db: Kysely<Database>, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_code')
    .values(codes.map((code) => ({ staff_id: staffId, code_hash: hashCode(code.replaceAll('-', '')), used_at: null })))
    .execute();
  return codes;
}

/**
 * Confirms enrolment with a code from the app: two-factor is on from now, and the recovery codes
 * are returned. Null when the code is wrong; 409 when no enrolment was started.
 */
export async function confirmTwoFactor(
  db: Kysely<Database>,
  box: TotpSecretBox,
  staff: { id: number; email: string },
  code: string,
  now: Date,
): Promise<string[] | null> {
  const row = await db
    .selectFrom('staff_user')
    .select(['totp_secret', 'totp_pending_secret'])
    .where('id', '=', staff.id)
    .executeTakeFirstOrThrow();
  if (row.totp_secret) throw conflict('Two-factor sign-in is already on.');
  if (!row.totp_pending_secret)
    throw conflict('Start the set-up first: no authenticator app is waiting to be confirmed.');
  const pending = box.open(row.totp_pending_secret, staff.id);
  if (!pending) throw conflict('Start the set-up again: the waiting authenticator app can no longer be read.');
  const step = /^\d{6}$/.test(code) ? stepOf(pending, staff.email, code, now) : null;
  if (step === null) return null;
  await db
    .updateTable('staff_user')
    .set({ totp_secret: row.totp_pending_secret, totp_pending_secret: null, totp_last_step: step })
    .where('id', '=', staff.id)
    .execute();
  return issueRecoveryCodes(db, staff.id);
}

/** Turns two-factor off for the account (its secret and recovery codes are dropped). */
export async function removeTwoFactor(db: Kysely<Database>, staffId: number): Promise<void> {
  await db
    .updateTable('staff_user')
    .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
    .where('id', '=', staffId)
    .execute();
  await db.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
}

export type SecondFactor = 'code' | 'recovery-code';

/** Checks a sign-in's second factor (a fresh app code, or an unused recovery code, then spent). */
export async function checkSecondFactor(
  db: Kysely<Database>,
  box: TotpSecretBox,
  staffId: number,
  code: string,
  now: Date,
): Promise<SecondFactor | null> {
  const row = await db
    .selectFrom('staff_user')
    .select(['email', 'totp_secret'])
    .where('id', '=', staffId)
    .executeTakeFirst();
  if (!row?.totp_secret) return null;
  if (/^\d{6}$/.test(code)) {
    const secret = box.open(row.totp_secret, staffId);
    const step = secret === null ? null : stepOf(secret, row.email, code, now);
    return step !== null && (await takeStep(db, staffId, step)) ? 'code' : null;
  }
  const spent = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: toTimestamp(now) })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hashCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? 'recovery-code' : null;
}

export async function twoFactorStatus(
  db: Kysely<Database>,
  staffId: number,
): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const row = await db
    .selectFrom('staff_user')
    .select('totp_secret')
    .where('id', '=', staffId)
    .executeTakeFirstOrThrow();
  const left = await db
    .selectFrom('staff_recovery_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { enabled: row.totp_secret !== null, recoveryCodesLeft: Number(left.n) };
}
