import { LANGUAGES, type Language } from '@shop/domain/language';
import type { Kysely } from 'kysely';
import type { Mailer } from '../../adapters/mail/mailer';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { render, text } from '../../i18n/shopper-text';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import type { JobScheduler } from '../../jobs/periodic-jobs';
import { fillTemplate } from '@shop/domain/message-templates';
import { formatOMR } from '@shop/domain/money';
import { orderLinkKey, orderLinkUrl } from '../order-pages/order-link';
import { messageTemplates } from './message-templates';
import { type MessageKind, queueOrderMessage } from './order-message-queue';

export interface MessageSenderDeps {
  db: Kysely<Database>;
  sms: SmsSender;
  /** When the shop has a mail server (SMTP_URL): each step is also e-mailed to a shopper who gave an address. */
  mailer?: Mailer | undefined;
  publicBaseUrl: string;
  secret: string;
}

/** Tries before a message is given up as failed (staff can resend it). */
const MAX_ATTEMPTS = 6;
/** A message being sent is the sender's for this long; one left 'sending' longer (its node died) is due again. */
const LEASE_MS = 60_000;
const BATCH = 50;

/** The wait before try n+1: 30 s, 1, 2, 4, 8 minutes… at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

type Order = { name: string; first_name: string; grand_total: number };
type Template = Awaited<ReturnType<typeof messageTemplates>>;

/** The order's stored language, English for anything else. */
const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';

/** The step's SMS in the order's language, from its template (message-templates.ts): the order, the shopper's name, the amount and the link filled in. */
function messageText(
  template: Template,
  kind: MessageKind,
  language: Language,
  order: Order,
  link: string,
  baisa: number | null,
): string {
  return fillTemplate(template(kind, language), {
    order: order.name,
    name: order.first_name,
    link,
    amount: formatOMR(baisa ?? order.grand_total, language),
  });
}

/**
 * Sends the order messages that are due, one by one: each is claimed first by a conditional
 * UPDATE (its status and attempt count as read), so two runs never send it twice; sent, it is
 * recorded with its text; failed, it waits retryDelayMs and is tried again up to MAX_ATTEMPTS.
 * A node that dies between the gateway's answer and the record leaves it 'sending': its lease
 * runs out and it is sent again (a gateway offers no key to make that exactly once).
 */
export async function sendDueMessages(
  deps: MessageSenderDeps,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const { db } = deps;
  const due = await db
    .selectFrom('order_message')
    .innerJoin('sales_order', 'sales_order.name', 'order_message.order_name')
    .select([
      'order_message.id',
      'order_message.kind',
      'order_message.channel',
      'order_message.dedupe_key',
      'order_message.status',
      'order_message.attempts',
      'order_message.amount',
      'sales_order.name',
      'sales_order.first_name',
      'sales_order.phone',
      'sales_order.email',
      'sales_order.language',
      'sales_order.grand_total',
    ])
    .where('order_message.status', 'in', ['pending', 'sending'])
    .where('order_message.next_attempt_at', '<=', toTimestamp(now))
    .where('order_message.channel', 'in', deps.mailer ? ['sms', 'email'] : ['sms'])
    .orderBy('order_message.id')
    .limit(BATCH)
    .execute();
  let sent = 0;
  let failed = 0;
  if (due.length === 0) return { sent, failed };
  const template = await messageTemplates(db);
  for (const message of due) {
    const attempts = message.attempts + 1;
    const claimed = await db
      .updateTable('order_message')
      .set({ status: 'sending', attempts, next_attempt_at: toTimestamp(new Date(now.getTime() + LEASE_MS)) })
      .where('id', '=', message.id)
      .where('status', '=', message.status)
      .where('attempts', '=', message.attempts)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const language = languageOf(message.language);
    const link = orderLinkUrl(deps.publicBaseUrl, language, message.name, orderLinkKey(deps.secret, message.name, now));
    const body = messageText(template, message.kind as MessageKind, language, message, link, message.amount);
    try {
      if (message.channel === 'email') {
        await deps.mailer!.send({
          to: message.email!,
          subject: render(language, text('mail.orderSubject', { order: message.name })),
          text: body,
        });
      } else {
        if (deps.mailer && message.email) await queueEmailCopy(db, message, now);
        await deps.sms.send({ to: message.phone, message: body });
      }
      await db
        .updateTable('order_message')
        .set({ status: 'sent', body, sent_at: toTimestamp(new Date()), last_error: null })
        .where('id', '=', message.id)
        .execute();
      sent += 1;
    } catch (error) {
      const givenUp = attempts >= MAX_ATTEMPTS;
      await db
        .updateTable('order_message')
        .set({
          status: givenUp ? 'failed' : 'pending',
          body,
          last_error: error instanceof Error ? error.message.slice(0, 200) : 'send failed',
          next_attempt_at: toTimestamp(new Date(now.getTime() + retryDelayMs(attempts))),
        })
        .where('id', '=', message.id)
        .execute();
      failed += 1;
    }
  }
  return { sent, failed };
}

/**
 * The e-mail of a step whose SMS is being sent, queued once (the outbox's unique order, channel and
 * step): it goes out on the next run, with its own tries, whatever becomes of the SMS.
 */
function queueEmailCopy(
  db: Kysely<Database>,
  message: { name: string; kind: string; dedupe_key: string; amount: number | null },
  now: Date,
) {
  const at = toTimestamp(now);
  return queueOrderMessage(
    db,
    message.name,
    { kind: message.kind as MessageKind, dedupeKey: message.dedupe_key, amount: message.amount, channel: 'email' },
    at,
  );
}

const ORDER_MESSAGES_JOB = 'order-messages';

/** The sender, every few seconds on one node at a time (jobs/leader-lock.ts). */
export function scheduleOrderMessages(jobs: JobScheduler, deps: MessageSenderDeps): void {
  jobs.add({
    name: ORDER_MESSAGES_JOB,
    everyMs: 5_000,
    atStart: true,
    failure: 'Sending order messages failed',
    run: async () => {
      await sendDueMessages(deps);
    },
  });
}
