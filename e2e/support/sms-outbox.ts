import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { SHOPPER_MESSAGES } from '../../packages/server/src/i18n/shopper-messages';

/**
 * The e2e server (scripts/e2e-server.mjs) runs with SMS_PROVIDER=outbox on data/e2e.db: the
 * journeys read the code that was "sent" straight from that database, so no HTTP route ever
 * exposes the outbox.
 */
const dbPath = resolve(process.cwd(), 'data/e2e.db');

export interface OutboxMessage {
  id: number;
  message: string;
}

export function outboxMessages(to: string): OutboxMessage[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select id, message from sms_outbox where to_number = ? order by id').all(to) as OutboxMessage[];
  } finally {
    db.close();
  }
}

/** The sign-in SMS in each language the shop sends it, the code captured (bidi isolates around it allowed). */
const OTP_SMS = Object.values(SHOPPER_MESSAGES['otp.sms']).map(
  (text) =>
    new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{otp\\}', '\u2068?(\\d{6})\u2069?')}$`),
);

/** The code in the last sign-in message sent to the number (an English or an Arabic SMS; order messages skipped), or null. */
export function lastOtp(to: string): string | null {
  for (const sent of outboxMessages(to).reverse()) {
    for (const sms of OTP_SMS) {
      const code = sms.exec(sent.message)?.[1];
      if (code) return code;
    }
  }
  return null;
}
