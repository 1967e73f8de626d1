import { passwordChangeSchema, twoFactorCodeSchema, twoFactorOffSchema } from '@shop/domain/schemas/staff';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, serviceUnavailable, tooManyRequests } from '../../errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { type WindowLimit, claim, takeSlots } from '../rate-limit/fixed-window.queries';
import { type PasswordChecker, hashPassword } from './passwords';
import { revokeStaffSessions } from './staff-sessions';
import type { TotpSecretBox } from './totp-secret-box';
import { confirmTwoFactor, removeTwoFactor } from './two-factor';

/**
 * What a signed-in member does to their own account: change the password and turn two-factor
 * on or off. Both the current password and confirmation codes are guessable secrets, so wrong
 * ones count against the member's own limits like sign-in's.
 */
export interface OwnAccountDeps {
  db: Kysely<Database>;
  passwords: PasswordChecker;
  totpSecrets: TotpSecretBox;
}

export interface Me {
  staff: { id: number; email: string };
  actor: AuditActor;
  request: FastifyRequest;
}

const PASSWORD_CHECKS: WindowLimit = { name: 'staff-password-check', max: 8, windowMs: 15 * 60_000 };
const SETUP_CODES: WindowLimit = { name: 'staff-2fa-setup', max: 8, windowMs: 15 * 60_000 };

/** Checks the member's current password (wrong ones counted); throws when it is wrong. */
async function checkOwnPassword(
  { db, passwords }: OwnAccountDeps,
  staffId: number,
  password: string,
  now: Date,
): Promise<void> {
  const slots = await takeSlots(db, [claim(PASSWORD_CHECKS, String(staffId))], now);
  if (!slots) throw tooManyRequests('Too many wrong passwords. Please wait 15 minutes and try again.');
  const row = await db
    .selectFrom('staff_user')
    .select('password_hash')
    .where('id', '=', staffId)
    .executeTakeFirstOrThrow();
  const ok = await passwords.verify(password, row.password_hash, 'device');
  if (ok === null)
    throw serviceUnavailable('Too many passwords are being checked right now. Please try again in a moment.');
  if (!ok) throw badRequest('currentPassword: that is not your current password');
  await slots.giveBack();
}

/** Sets a new password; the member's other sessions end (this one stays). */
export async function changeOwnPassword(deps: OwnAccountDeps, me: Me, body: unknown, now: Date): Promise<void> {
  const { currentPassword, newPassword } = passwordChangeSchema.parse(body);
  await checkOwnPassword(deps, me.staff.id, currentPassword, now);
  const password_hash = await hashPassword(newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff_user').set({ password_hash }).where('id', '=', me.staff.id).execute();
    await revokeStaffSessions(trx, me.staff.id, now, me.request);
    await recordAudit(
      trx,
      me.actor,
      { action: 'staff.password-change', target: { type: 'staff', id: me.staff.id } },
      now,
    );
  });
}

/** Confirms the authenticator app with a code: two-factor is on, and the recovery codes are returned once. */
export async function enableOwnTwoFactor(
  { db, totpSecrets }: OwnAccountDeps,
  me: Me,
  body: unknown,
  now: Date,
): Promise<string[]> {
  const { code } = twoFactorCodeSchema.parse(body);
  const slots = await takeSlots(db, [claim(SETUP_CODES, String(me.staff.id))], now);
  if (!slots) throw tooManyRequests('Too many wrong codes. Please wait 15 minutes and try again.');
  const codes = await db.transaction().execute(async (trx) => {
    const issued = await confirmTwoFactor(trx, totpSecrets, me.staff, code, now);
    if (issued)
      await recordAudit(
        trx,
        me.actor,
        { action: 'staff.2fa-enable', target: { type: 'staff', id: me.staff.id }, after: { twoFactor: true } },
        now,
      );
    return issued;
  });
  if (!codes) throw badRequest('code: that code is not right. Check the time on your phone and enter the newest code.');
  await slots.giveBack();
  return codes;
}

/** Turns the member's own two-factor off; the current password is asked again. */
export async function disableOwnTwoFactor(deps: OwnAccountDeps, me: Me, body: unknown, now: Date): Promise<void> {
  const { password } = twoFactorOffSchema.parse(body);
  await checkOwnPassword(deps, me.staff.id, password, now);
  await deps.db.transaction().execute(async (trx) => {
    await removeTwoFactor(trx, me.staff.id);
    await recordAudit(
      trx,
      me.actor,
      {
        action: 'staff.2fa-disable',
        target: { type: 'staff', id: me.staff.id },
        before: { twoFactor: true },
        after: { twoFactor: false },
      },
      now,
    );
  });
}
