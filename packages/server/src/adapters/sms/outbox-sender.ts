import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import type { SmsMessage, SmsSender } from './sms-sender';

export interface SmsLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * The stand-in sender of demos, development and tests (never production: sms-factory.ts):
 * nothing leaves the machine. Each message is stored in sms_outbox and logged, so a developer
 * (and the tests) can read the code that was "sent".
 */
export function createOutboxSender(
  db: Kysely<Database>,
  log?: Pick<SmsLog, 'info'>,
  now: () => Date = () => new Date(),
): SmsSender {
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
