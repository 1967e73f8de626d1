import { type AuditEntryRow, type AuditPage, auditQuerySchema } from '@shop/domain/schemas/admin-people';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

function summaryOf(json: string): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  try {
    const parsed = JSON.parse(json) as {
      before?: Record<string, unknown> | null;
      after?: Record<string, unknown> | null;
    };
    return { before: parsed.before ?? null, after: parsed.after ?? null };
  } catch {
    return { before: null, after: null };
  }
}

/** The audit log, newest first, filtered by actor email and action; with the actions on record for the filter. */
export async function listAudit(db: Kysely<Database>, query: unknown): Promise<AuditPage> {
  const { actor, action, page, pageSize } = auditQuerySchema.parse(query);
  let filtered = db.selectFrom('audit_log');
  if (actor) filtered = filtered.where('actor_email', '=', actor);
  if (action) filtered = filtered.where('action', '=', action);
  const [rows, total, actions] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
  ]);
  const data: AuditEntryRow[] = rows.map((r) => ({
    id: Number(r.id),
    at: r.at,
    actorId: r.actor_id === null ? null : Number(r.actor_id),
    actorEmail: r.actor_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    ...summaryOf(r.summary),
    requestId: r.request_id,
  }));
  return { data, meta: { page, pageSize, total: Number(total.n), actions: actions.map((a) => a.action) } };
}
