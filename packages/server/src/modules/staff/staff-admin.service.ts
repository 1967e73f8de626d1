import type { StaffMember } from '@shop/domain/schemas/admin-people';
import { staffInviteSchema, staffRoleChangeSchema, staffStatusChangeSchema } from '@shop/domain/schemas/staff';
import type { StaffRole } from '@shop/domain/staff-access';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { badRequest, conflict, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { type IssuedLink, issueStaffLink } from './staff-links';
import { type MemberRow, memberColumns, memberFor, otherActiveOwners } from './staff-accounts.queries';
import { revokeStaffSessions } from './staff-sessions';
import { removeTwoFactor } from './two-factor';

/**
 * What an owner does to staff accounts (the routes are owner-only by domain/staff-access.ts).
 * Each change and its audit entry are written in one transaction. The shop always keeps an
 * active owner: the last one can be neither demoted nor disabled.
 */
export interface OwnerAction {
  actor: AuditActor & { actorId: number };
  baseUrl: string;
}

const toMember = (row: MemberRow): StaffMember => ({
  id: Number(row.id),
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  status: row.status as StaffMember['status'],
  twoFactor: row.totp_secret !== null,
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
});

export async function listStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db.selectFrom('staff_user').select(memberColumns).orderBy('email').execute();
  return rows.map(toMember);
}

function staffIdOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('No such staff account.');
  return id;
}

async function existingMember(db: Kysely<Database>, id: number, lock = false): Promise<MemberRow> {
  const row = await memberFor(db, id, lock);
  if (!row) throw notFound('No such staff account.');
  return row;
}

/** Refuses a change that would leave the shop without an active owner. */
async function keepAnOwner(db: Kysely<Database>, target: MemberRow): Promise<void> {
  if (target.role !== 'owner' || target.status !== 'active') return;
  if ((await otherActiveOwners(db, target.id)) === 0)
    throw conflict(`${target.email} is the last active owner: make someone else an owner first.`);
}

/**
 * Invites someone by email with a role: an invited account (no password yet) and a one-time
 * link. Inviting an email that is still invited issues a new link (and the role given); an
 * email that already has an account is refused.
 */
export async function inviteStaff(
  db: Kysely<Database>,
  by: OwnerAction,
  body: unknown,
  now: Date,
): Promise<{ member: StaffMember } & IssuedLink> {
  const { email, role } = staffInviteSchema.parse(body);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('staff_user')
      .select(['id', 'status'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing && existing.status !== 'invited') throw conflict(`${email} already has a staff account.`);
    const id = existing
      ? Number(existing.id)
      : Number(
          (
            await trx
              .insertInto('staff_user')
              .values({
                email,
                name: '',
                password_hash: '',
                role,
                status: 'invited',
                created_at: toTimestamp(now),
                last_login_at: null,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
    if (existing) await trx.updateTable('staff_user').set({ role }).where('id', '=', id).execute();
    const link = await issueStaffLink(
      trx,
      { staffId: id, kind: 'invite', createdBy: by.actor.actorId, baseUrl: by.baseUrl },
      now,
    );
    await recordAudit(
      trx,
      by.actor,
      { action: 'staff.invite', target: { type: 'staff', id }, after: { email, role } },
      now,
    );
    return { member: toMember(await existingMember(trx, id)), ...link };
  });
}

export async function changeStaffRole(
  db: Kysely<Database>,
  by: OwnerAction,
  rawId: string,
  body: unknown,
  now: Date,
): Promise<StaffMember> {
  const id = staffIdOf(rawId);
  const { role } = staffRoleChangeSchema.parse(body);
  return db.transaction().execute(async (trx) => {
    const target = await existingMember(trx, id, true);
    if (target.role === role) return toMember(target);
    if (role !== 'owner') await keepAnOwner(trx, target);
    await trx.updateTable('staff_user').set({ role }).where('id', '=', id).execute();
    await recordAudit(
      trx,
      by.actor,
      { action: 'staff.role-change', target: { type: 'staff', id }, before: { role: target.role }, after: { role } },
      now,
    );
    return toMember({ ...target, role });
  });
}

/** Disables (every session ends at once, sign-in refused) or enables an account. */
export async function changeStaffStatus(
  db: Kysely<Database>,
  by: OwnerAction,
  rawId: string,
  body: unknown,
  now: Date,
): Promise<StaffMember> {
  const id = staffIdOf(rawId);
  const { status: wanted } = staffStatusChangeSchema.parse(body);
  if (wanted === 'disabled' && id === by.actor.actorId) throw badRequest('You cannot disable your own account.');
  return db.transaction().execute(async (trx) => {
    const target = await existingMember(trx, id, true);
    const disabled = target.status === 'disabled';
    if ((wanted === 'disabled') === disabled) return toMember(target);
    const status = wanted === 'disabled' ? 'disabled' : target.password_hash ? 'active' : 'invited';
    if (wanted === 'disabled') {
      await keepAnOwner(trx, target);
      await revokeStaffSessions(trx, id, now);
    }
    await trx.updateTable('staff_user').set({ status }).where('id', '=', id).execute();
    const action = wanted === 'disabled' ? 'staff.disable' : 'staff.enable';
    await recordAudit(
      trx,
      by.actor,
      { action, target: { type: 'staff', id }, before: { status: target.status }, after: { status } },
      now,
    );
    return toMember({ ...target, status });
  });
}

/** A one-time link for an active member to set a new password (their current one works until it is used). */
export async function issuePasswordReset(
  db: Kysely<Database>,
  by: OwnerAction,
  rawId: string,
  now: Date,
): Promise<{ member: StaffMember } & IssuedLink> {
  const id = staffIdOf(rawId);
  return db.transaction().execute(async (trx) => {
    const target = await existingMember(trx, id);
    if (target.status === 'invited')
      throw conflict(`${target.email} has not accepted the invite yet: invite them again for a new link.`);
    if (target.status === 'disabled') throw conflict(`${target.email} is disabled: enable the account first.`);
    const link = await issueStaffLink(
      trx,
      { staffId: id, kind: 'reset', createdBy: by.actor.actorId, baseUrl: by.baseUrl },
      now,
    );
    await recordAudit(trx, by.actor, { action: 'staff.password-reset', target: { type: 'staff', id } }, now);
    return { member: toMember(target), ...link };
  });
}

/** Turns a member's two-factor off (a lost phone); they sign in with the password alone and set it up again. */
export async function resetStaffTwoFactor(
  db: Kysely<Database>,
  by: OwnerAction,
  rawId: string,
  now: Date,
): Promise<StaffMember> {
  const id = staffIdOf(rawId);
  return db.transaction().execute(async (trx) => {
    const target = await existingMember(trx, id);
    if (!target.totp_secret) throw conflict(`${target.email} has no two-factor sign-in to turn off.`);
    await removeTwoFactor(trx, id);
    await revokeStaffSessions(trx, id, now);
    await recordAudit(
      trx,
      by.actor,
      {
        action: 'staff.2fa-reset',
        target: { type: 'staff', id },
        before: { twoFactor: true },
        after: { twoFactor: false },
      },
      now,
    );
    return toMember({ ...target, totp_secret: null });
  });
}
