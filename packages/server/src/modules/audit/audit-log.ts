import { formatAmount } from '@shop/domain/money';
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

/** The shop itself (a sweep, the command line): no staff member, no request. */
export const SYSTEM_ACTOR: AuditActor = { actorId: null, actorEmail: null, requestId: null };

/** A flat summary of what was there before and after (amounts, statuses, roles — never secrets). */
type AuditSummary = Record<string, string | number | boolean | null>;

export interface AuditEntry {
  /** `<target type>.<verb>`, e.g. 'staff.role-change', 'price.change', 'order.refund'. */
  action: string;
  target: { type: string; id: string | number };
  before?: AuditSummary;
  after?: AuditSummary;
}

/** The resource service's API token (Frappe's `token key:secret`): the team's integrations, one credential. */
export const resourceTokenActor = (requestId: string): AuditActor => ({
  actorId: null,
  actorEmail: 'resource API token',
  requestId,
});

/** Who is acting in an /api/admin request: its signed-in staff member and its request id. */
export const auditActorOf = (request: FastifyRequest): AuditActor => ({
  actorId: request.staff?.id ?? null,
  actorEmail: request.staff?.email ?? null,
  requestId: request.id,
});

type AuditValue = AuditSummary[string];

/** An amount as the audit log shows it: OMR with three decimals ('7.512'), never baisa. */
export const auditAmount = (baisa: number): string => formatAmount(baisa);

/** A text as the audit log keeps it: up to 80 characters as written, a longer one by its length. */
export const auditText = (text: string): string => (text.length > 80 ? `(${text.length} characters)` : text);

/**
 * The fields of `keys` whose value differs between the two records, as before/after summaries
 * (texts longer than 80 characters are summarised by their length: the log says what changed,
 * not every word of a description; the `amounts` keys, baisa, as OMR by auditAmount). Null when
 * nothing changed.
 */
export function auditChanges<K extends string>(
  before: Partial<Record<K, AuditValue>>,
  after: Partial<Record<K, AuditValue>>,
  keys: readonly K[],
  { amounts = [] }: { amounts?: readonly K[] } = {},
): { before: AuditSummary; after: AuditSummary } | null {
  const summarise = (key: K, value: AuditValue | undefined): AuditValue => {
    if (typeof value === 'number' && amounts.includes(key)) return auditAmount(value);
    return typeof value === 'string' ? auditText(value) : (value ?? null);
  };
  const changed = keys.filter((key) => after[key] !== undefined && (after[key] ?? null) !== (before[key] ?? null));
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((key) => [key, summarise(key, before[key])])),
    after: Object.fromEntries(changed.map((key) => [key, summarise(key, after[key])])),
  };
}

export async function recordAudit(
  db: Kysely<Database>,
  actor: AuditActor,
  entry: AuditEntry,
  now = new Date(),
): Promise<void> {
  const baisa = Object.keys({ ...entry.before, ...entry.after }).find((key) => /baisa/i.test(key));
  if (baisa) throw new Error(`Audit entry ${entry.action} carries ${baisa}: write amounts with auditAmount (OMR).`);
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
