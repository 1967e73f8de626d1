import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import type { SmsMessage, SmsSender } from './sms-sender';

export interface OutboxLog {
  info(details: Record<string, unknown>, message: string): void;
}

/**
 * The default sender: nothing leaves the machine. Each message is stored in sms_outbox and
 * logged, so a developer (and the tests) can read the code that was "sent".
 */
export function createOutboxSender(db: Kysely<Database>, log?: OutboxLog, now: () => Date = () => new Date()): SmsSender {
  return {
    provider: 'outbox',
    async send({ to, message }: SmsMessage) {
      await db
        .insertInto('sms_outbox')
        .values({ to_number: to, message, provider: 'outbox', status: 'stored', created_at: toTimestamp(now()) })
        .execute();
      log?.info({ to, message }, 'SMS stored in the outbox (SMS_PROVIDER=outbox)');
    },
  };
}
