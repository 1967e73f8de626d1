import type { Kysely } from 'kysely';
import type { Env } from '../../config/env';
import { refuseStandInInProduction } from '../../config/setting-rules';
import type { Database } from '../../db/schema';
import { createGatewaySender } from './gateway-sender';
import { type SmsLog, createOutboxSender } from './outbox-sender';
import type { SmsSender } from './sms-sender';

/** A failed send is logged (by its error, which never holds the message or the gateway URL) and rethrown. */
function loggingFailures(sender: SmsSender, log: SmsLog | undefined): SmsSender {
  return {
    provider: sender.provider,
    async send(message) {
      try {
        await sender.send(message);
      } catch (error) {
        log?.error({ err: error, provider: sender.provider }, 'SMS not sent');
        throw error;
      }
    },
  };
}

/**
 * SMS_PROVIDER decides: the SPEC §7 gateway with its SMS_GATEWAY_* settings, or the outbox
 * (default outside production; refused in production).
 */
export function createSmsSender(env: Env, db: Kysely<Database>, log?: SmsLog): SmsSender {
  if (env.SMS_PROVIDER === 'gateway') {
    const gateway = createGatewaySender({
      url: env.SMS_GATEWAY_URL!,
      user: env.SMS_GATEWAY_USER!,
      password: env.SMS_GATEWAY_PASSWORD!,
      token: env.SMS_GATEWAY_TOKEN!,
      sender: env.SMS_GATEWAY_SENDER,
    });
    return loggingFailures(gateway, log);
  }
  refuseStandInInProduction(env, 'SMS_PROVIDER');
  return loggingFailures(createOutboxSender(db, log), log);
}
