import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowTimestamp } from '../../db/time';
import { type AuditActor, SYSTEM_ACTOR } from '../audit/audit-log';
import { messageKindOfEvent, queueOrderMessage } from '../order-messages/order-message-queue';
import { issueTaxInvoice } from '../order-pages/tax-invoice.repository';

/** Who did something to an order: a staff member, or the shop itself (null: the shopper, the provider or a sweep). */
export interface Actor {
  id: number;
  name: string;
  /** For the audit log (audit-log.ts): the staff member's email and the request that acted. */
  email?: string;
  requestId?: string;
}

/** The audit log's view of an order's actor: null is the shop itself. */
export const auditActorOfOrder = (actor: Actor | null): AuditActor =>
  actor ? { actorId: actor.id, actorEmail: actor.email ?? null, requestId: actor.requestId ?? null } : SYSTEM_ACTOR;

export interface OrderEventInput {
  kind: string;
  detail?: string | null;
  /** Baisa, for cash received and refunds. */
  amount?: number | null;
}

/**
 * One line in the order's history, written in the same transaction as the change it records,
 * with the shopper's message about it when the step is one they hear of (order-messages) and the
 * tax invoice once the money is received (order-pages/tax-invoice.ts).
 */
export async function recordOrderEvent(
  db: Kysely<Database>,
  orderName: string,
  event: OrderEventInput,
  actor: Actor | null,
  at = nowTimestamp(),
): Promise<void> {
  const row = await db
    .insertInto('order_event')
    .values({
      order_name: orderName,
      kind: event.kind,
      detail: event.detail ?? null,
      amount: event.amount ?? null,
      staff_id: actor?.id ?? null,
      staff_name: actor?.name ?? null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const kind = messageKindOfEvent(event.kind);
  if (event.kind === 'paid' || event.kind === 'cash_received') await issueTaxInvoice(db, orderName, at);
  if (kind)
    await queueOrderMessage(
      db,
      orderName,
      { kind, dedupeKey: kind === 'refunded' ? `refunded:${row.id}` : kind, amount: event.amount ?? null },
      at,
    );
}

/** The order's history, oldest first. */
export function orderEvents(db: Kysely<Database>, orderName: string) {
  return db
    .selectFrom('order_event')
    .select(['id', 'kind', 'detail', 'amount', 'staff_name', 'created_at'])
    .where('order_name', '=', orderName)
    .orderBy('id')
    .execute();
}
