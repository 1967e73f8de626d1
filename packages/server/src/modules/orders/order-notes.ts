import { orderNoteSchema } from '@shop/domain/schemas/admin-orders';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { notFound } from '../../errors';
import { auditText, recordAudit } from '../audit/audit-log';
import { type Actor, auditActorOfOrder, recordOrderEvent } from './order-history';
import { findOrder } from './orders.repository';

/** A staff note on an order: kept in its history with the author and time, and in the audit log. */
export async function addOrderNote(
  db: Kysely<Database>,
  name: string,
  body: unknown,
  actor: Actor | null,
  now = new Date(),
): Promise<void> {
  const note = orderNoteSchema.parse(body);
  await db.transaction().execute(async (trx) => {
    if (!(await findOrder(trx, name))) throw notFound(`Order ${name} was not found.`);
    await recordOrderEvent(trx, name, { kind: 'note', detail: note.body }, actor, toTimestamp(now));
    await recordAudit(
      trx,
      auditActorOfOrder(actor),
      { action: 'order.note', target: { type: 'sales_order', id: name }, after: { note: auditText(note.body) } },
      now,
    );
  });
}
