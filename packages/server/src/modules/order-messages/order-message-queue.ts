import { MESSAGE_KINDS, type MessageKind } from '@shop/domain/message-templates';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../errors';

/** The steps a shopper hears of (domain/message-templates.ts), each with its SMS text (default: i18n/shopper-messages.ts `sms.<kind>`). */
export type { MessageKind };

/** The message an order event (order-history.ts kinds) causes, if any: packing and notes are not told. */
export function messageKindOfEvent(eventKind: string): MessageKind | null {
  return eventKind !== 'placed_cod' && (MESSAGE_KINDS as readonly string[]).includes(eventKind)
    ? (eventKind as MessageKind)
    : null;
}

interface QueuedMessage {
  kind: MessageKind;
  /** Unique per order: the step ('confirmed'), or 'refunded:<event id>' for each refund. */
  dedupeKey: string;
  amount?: number | null;
  /** 'sms' (every step), or 'email' (its copy to a shopper who gave an address, order-message-sender.ts). */
  channel?: 'sms' | 'email';
}

/**
 * Queues the order's message in the caller's transaction (the step's own): it exists exactly
 * when the step does, once per step (a repeat of the key is ignored), and the job
 * (order-message-sender.ts) sends it later, so a slow or failing gateway never holds the step.
 */
export async function queueOrderMessage(
  trx: Kysely<Database>,
  orderName: string,
  message: QueuedMessage,
  at: string,
): Promise<void> {
  await trx
    .insertInto('order_message')
    .values({
      order_name: orderName,
      dedupe_key: message.dedupeKey,
      kind: message.kind,
      channel: message.channel ?? 'sms',
      amount: message.amount ?? null,
      status: 'pending',
      next_attempt_at: at,
      last_error: null,
      body: null,
      sent_at: null,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(['order_name', 'channel', 'dedupe_key']).doNothing())
    .execute();
}

/** The order's messages and their delivery state, oldest first (the back-office history). */
export function orderMessages(db: Kysely<Database>, orderName: string) {
  return db
    .selectFrom('order_message')
    .select([
      'id',
      'kind',
      'channel',
      'status',
      'attempts',
      'last_error',
      'body',
      'sent_at',
      'next_attempt_at',
      'created_at',
    ])
    .where('order_name', '=', orderName)
    .orderBy('id')
    .execute();
}

/**
 * Sends a sent or failed message again (staff): due now, its tries counted afresh, by a
 * conditional UPDATE so two staff resending at once queue it once. Refused with
 * `order.message_not_found` when the order has no such message, `order.message_queued` while
 * it is still waiting or being sent.
 */
export async function resendOrderMessage(
  trx: Kysely<Database>,
  orderName: string,
  id: number,
  at: string,
): Promise<{ status: string; attempts: number }> {
  const message = await trx
    .selectFrom('order_message')
    .select(['status', 'attempts'])
    .where('id', '=', id)
    .where('order_name', '=', orderName)
    .executeTakeFirst();
  if (!message)
    throw notFound(`Order ${orderName} has no message ${id}.`, {
      code: 'order.message_not_found',
      params: { order: orderName, id },
    });
  const queued = await trx
    .updateTable('order_message')
    .set({ status: 'pending', attempts: 0, next_attempt_at: at, last_error: null })
    .where('id', '=', id)
    .where('status', 'in', ['sent', 'failed'])
    .executeTakeFirst();
  if (Number(queued.numUpdatedRows) !== 1) {
    throw conflict(`Message ${id} of order ${orderName} is still waiting to be sent.`, undefined, {
      code: 'order.message_queued',
      params: { order: orderName, id },
    });
  }
  return message;
}
