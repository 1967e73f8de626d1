import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';

/**
 * The audit log: one row per change someone made, kept for the owner (GET /api/admin/audit).
 * Call `recordAudit` with the same Kysely handle (transaction) that writes the change, so the
 * entry and the change are committed, or rolled back, together.
 */
export interface AuditActor {
  /** The staff member, or null for the system / a not-yet-signed-in person (a failed sign-in). */
  actorId: number | null;
  actorEmail: string | null;
  requestId: string | null;
}

/** A flat summary of what was there before and after (amounts, statuses, roles — never secrets). */
type AuditSummary = Record<string, string | number | boolean | null>;

export interface AuditEntry {
  /** `<target type>.<verb>`, e.g. 'staff.role-change', 'price.change', 'order.refund'. */
  action: string;
  target: { type: string; id: string | number };
  before?: AuditSummary;
  after?: AuditSummary;
}

/** Who is acting in an /api/admin request: its signed-in staff member and its request id. */
export const auditActorOf = (request: FastifyRequest): AuditActor => ({
  actorId: request.staff?.id ?? null,
  actorEmail: request.staff?.email ?? null,
  requestId: request.id,
});

export async function recordAudit(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: toTimestamp(now),
      actor_id: actor.actorId,
      actor_email: actor.actorEmail,
      action: entry.action,
      target_type: entry.target.type,
      target_id: String(entry.target.id),
      summary: JSON.stringify({ before: entry.before ?? null, after: entry.after ?? null }),
      request_id: actor.requestId,
    })
    .execute();
}
