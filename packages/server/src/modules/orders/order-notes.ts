import { orderNoteSchema } from '@shop/domain/schemas/admin-orders';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { notFound } from '../../errors';
import { type Actor, recordOrderEvent } from './order-history';
import { findOrder } from './orders.repository';

/** A staff note on an order: kept in its history with the author and time. */
export async function addOrderNote(db: Kysely<Database>, name: string, body: unknown, actor: Actor | null, now = new Date()): Promise<void> {
  const note = orderNoteSchema.parse(body);
  if (!(await findOrder(db, name))) throw notFound(`Order ${name} was not found.`);
  await recordOrderEvent(db, name, { kind: 'note', detail: note.body }, actor, toTimestamp(now));
}
