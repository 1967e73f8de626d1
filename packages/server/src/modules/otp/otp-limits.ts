import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';

/** SPEC §9 and issue 5: a code lives 5 minutes and takes at most 5 wrong tries. */
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

/** Hourly limits (fixed windows in the rate_limit table, shared by every app node). */
export const LIMIT_WINDOW_MS = 60 * 60_000;
export const SENDS_PER_NUMBER_PER_HOUR = 5;
export const SENDS_PER_IP_PER_HOUR = 20;
export const WRONG_CODES_PER_IP_PER_HOUR = 30;

export const limitKeys = {
  sendNumber: (phone: string) => `otp-send-number:${phone}`,
  sendIp: (ip: string) => `otp-send-ip:${ip}`,
  wrongIp: (ip: string) => `otp-wrong-ip:${ip}`,
};

/**
 * Loopback clients are not limited per IP: behind a reverse proxy without TRUST_PROXY=1 every
 * shopper appears as 127.0.0.1 and one shared bucket would lock the whole shop out of sign-in
 * (the per-number limits still hold). Same rule as the discount-check guard.
 */
export function isLimitedAddress(ip: string): boolean {
  return !(ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.'));
}

/** The count in the key's current window (0 when none or stale). */
export async function currentCount(db: Kysely<Database>, key: string, now: Date): Promise<number> {
  const row = await db.selectFrom('rate_limit').select(['window_start', 'count']).where('key', '=', key).executeTakeFirst();
  if (!row) return 0;
  const cutoff = toTimestamp(new Date(now.getTime() - LIMIT_WINDOW_MS));
  return row.window_start <= cutoff ? 0 : row.count;
}

/** Counts one event in one statement (a stale window restarts at 1); returns the new count. */
export async function countEvent(db: Kysely<Database>, key: string, now: Date): Promise<number> {
  const at = toTimestamp(now);
  const cutoff = toTimestamp(new Date(now.getTime() - LIMIT_WINDOW_MS));
  const row = await db
    .insertInto('rate_limit')
    .values({ key, window_start: at, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limit.window_start <= ${cutoff} then 1 else rate_limit.count + 1 end`,
        window_start: sql<string>`case when rate_limit.window_start <= ${cutoff} then ${at} else rate_limit.window_start end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
