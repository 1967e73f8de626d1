import type { Kysely } from 'kysely';
import type { Env } from '../../config/env';
import type { Database } from '../../db/schema';
import { createGatewaySender } from './gateway-sender';
import { type OutboxLog, createOutboxSender } from './outbox-sender';
import type { SmsSender } from './sms-sender';

/** SMS_PROVIDER decides: the outbox (default) or the SPEC §7 gateway with its SMS_GATEWAY_* settings. */
export function createSmsSender(env: Env, db: Kysely<Database>, log?: OutboxLog): SmsSender {
  if (env.SMS_PROVIDER === 'gateway') {
    return createGatewaySender({
      url: env.SMS_GATEWAY_URL!,
      user: env.SMS_GATEWAY_USER!,
      password: env.SMS_GATEWAY_PASSWORD!,
      token: env.SMS_GATEWAY_TOKEN!,
      sender: env.SMS_GATEWAY_SENDER,
    });
  }
  return createOutboxSender(db, log);
}
