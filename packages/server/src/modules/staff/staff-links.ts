import { createHash, randomBytes } from 'node:crypto';
import { staffLinkAcceptSchema, staffLinkSchema } from '@shop/domain/schemas/staff';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { badRequest, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { hashPassword } from './passwords';
import { revokeStaffSessions } from './staff-sessions';

/**
 * One-time links an owner hands to a person (there is no mail service: the back-office shows
 * the link to copy). An invite sets the invitee's name and password and activates the account;
 * a reset sets a new password and ends the account's sessions. The token is 32 random bytes in
 * the link's fragment (never sent to a server log or in a Referer); only its SHA-256 is stored.
 * A link works once, until it expires; issuing a new one voids the account's earlier ones.
 */
export type StaffLinkKind = 'invite' | 'reset';

const LINK_TTL_MS: Record<StaffLinkKind, number> = { invite: 7 * 24 * 60 * 60_000, reset: 24 * 60 * 60_000 };
const STAFF_LINK_PAGE = '/admin/welcome';
const INVALID = 'This link is not valid any more: it was used, replaced or has expired. Ask an owner for a new one.';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface IssuedLink {
  link: string;
  expiresAt: string;
}

/** A new link for the account (earlier unused links of the same kind stop working). */
export async function issueStaffLink(
  db: Kysely<Database>,
  link: { staffId: number; kind: StaffLinkKind; createdBy: number | null; baseUrl: string },
  now: Date,
): Promise<IssuedLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = toTimestamp(new Date(now.getTime() + LINK_TTL_MS[link.kind]));
  await db
    .deleteFrom('staff_link')
    .where('staff_id', '=', link.staffId)
    .where('kind', '=', link.kind)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('staff_link')
    .values({
      id: tokenHash(token),
      kind: link.kind,
      staff_id: link.staffId,
      created_by: link.createdBy,
      created_at: toTimestamp(now),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { link: `${link.baseUrl.replace(/\/$/, '')}${STAFF_LINK_PAGE}#${token}`, expiresAt };
}

/** The live link's account: an invite's account must still be invited, a reset's active. */
async function liveLink(db: Kysely<Database>, token: string, now: Date) {
  const row = await db
    .selectFrom('staff_link as l')
    .innerJoin('staff_user as u', 'u.id', 'l.staff_id')
    .select(['l.id', 'l.kind', 'u.id as staffId', 'u.email', 'u.name', 'u.status'])
    .where('l.id', '=', tokenHash(token))
    .where('l.used_at', 'is', null)
    .where('l.expires_at', '>', toTimestamp(now))
    .executeTakeFirst();
  if (!row || row.status !== (row.kind === 'invite' ? 'invited' : 'active')) throw notFound(INVALID);
  return { ...row, kind: row.kind as StaffLinkKind, staffId: Number(row.staffId) };
}

/** What the welcome page shows before the person sets a password. */
export async function inspectStaffLink(
  db: Kysely<Database>,
  body: unknown,
  now: Date,
): Promise<{ kind: StaffLinkKind; email: string; name: string }> {
  const { token } = staffLinkSchema.parse(body);
  const { kind, email, name } = await liveLink(db, token, now);
  return { kind, email, name };
}

/** Uses the link: sets the password (and an invitee's name); the link is spent in the same transaction. */
export async function acceptStaffLink(
  db: Kysely<Database>,
  body: unknown,
  requestId: string,
  now: Date,
): Promise<{ email: string }> {
  const input = staffLinkAcceptSchema.parse(body);
  const link = await liveLink(db, input.token, now);
  if (link.kind === 'invite' && !input.name) throw badRequest('name: Enter a name.');
  const password_hash = await hashPassword(input.password);
  const actor: AuditActor = { actorId: link.staffId, actorEmail: link.email, requestId };
  await db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('staff_link')
      .set({ used_at: toTimestamp(now) })
      .where('id', '=', link.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw notFound(INVALID);
    if (link.kind === 'invite') {
      await trx
        .updateTable('staff_user')
        .set({ name: input.name!, password_hash, status: 'active' })
        .where('id', '=', link.staffId)
        .execute();
      await recordAudit(
        trx,
        actor,
        { action: 'staff.invite-accept', target: { type: 'staff', id: link.staffId }, after: { status: 'active' } },
        now,
      );
    } else {
      await trx.updateTable('staff_user').set({ password_hash }).where('id', '=', link.staffId).execute();
      await revokeStaffSessions(trx, link.staffId, now);
      await recordAudit(
        trx,
        actor,
        { action: 'staff.password-reset-done', target: { type: 'staff', id: link.staffId } },
        now,
      );
    }
  });
  return { email: link.email };
}
