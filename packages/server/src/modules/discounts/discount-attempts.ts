import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { fromTimestamp, toTimestamp } from '../../db/time';

/**
 * Code guessing guard for POST /api/discount-check: each client IP may get FAILED_CHECK_LIMIT
 * refused checks per fixed window; after that every check is refused with a 429 until the window
 * ends. Valid checks never count, so a shopper applying a real code is never slowed down.
 * State lives in the rate_limit table (key 'discount-check:<ip>') so it holds across app nodes.
 *
 * Loopback addresses are not limited: behind a reverse proxy without TRUST_PROXY=1 every
 * shopper appears as 127.0.0.1, and one shared bucket would lock the whole shop out of its codes
 * (set TRUST_PROXY=1 there to limit per client). Local runs and the journeys also come from there.
 */
export const FAILED_CHECK_LIMIT = 20;
export const FAILED_CHECK_WINDOW_MS = 15 * 60_000;

const keyOf = (ip: string) => `discount-check:${ip}`;

export function isLimitedAddress(ip: string): boolean {
  return !(ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.'));
}

/** True when this IP has used up its refused checks in the current window. */
export async function failedChecksExhausted(db: Kysely<Database>, ip: string, now: Date): Promise<boolean> {
  if (!isLimitedAddress(ip)) return false;
  const row = await db.selectFrom('rate_limit').select(['window_start', 'count']).where('key', '=', keyOf(ip)).executeTakeFirst();
  if (!row) return false;
  const fresh = now.getTime() - fromTimestamp(row.window_start).getTime() < FAILED_CHECK_WINDOW_MS;
  return fresh && row.count >= FAILED_CHECK_LIMIT;
}

/** Counts one refused check in one statement (a stale window restarts at 1), and drops stale keys. */
export async function recordFailedCheck(db: Kysely<Database>, ip: string, now: Date): Promise<void> {
  if (!isLimitedAddress(ip)) return;
  const at = toTimestamp(now);
  const cutoff = toTimestamp(new Date(now.getTime() - FAILED_CHECK_WINDOW_MS));
  await db
    .insertInto('rate_limit')
    .values({ key: keyOf(ip), window_start: at, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limit.window_start <= ${cutoff} then 1 else rate_limit.count + 1 end`,
        window_start: sql<string>`case when rate_limit.window_start <= ${cutoff} then ${at} else rate_limit.window_start end`,
      }),
    )
    .execute();
  await db.deleteFrom('rate_limit').where('key', 'like', 'discount-check:%').where('window_start', '<=', cutoff).execute();
}
