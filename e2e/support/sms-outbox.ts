import { resolve } from 'node:path';
import Database from 'better-sqlite3';

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

/** The code in the last message sent to the number, or null. */
export function lastOtp(to: string): string | null {
  const last = outboxMessages(to).at(-1);
  return last ? (/your OTP for login is (\d{6})\.$/.exec(last.message)?.[1] ?? null) : null;
}
