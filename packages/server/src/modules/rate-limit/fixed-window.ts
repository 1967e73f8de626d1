import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';

/**
 * Fixed-window counters in the rate_limit table (one row per key), shared by every app node.
 *
 * Loopback clients are not limited per IP: behind a reverse proxy without TRUST_PROXY=1 every
 * shopper appears as 127.0.0.1, and one shared bucket would lock the whole shop out (set
 * TRUST_PROXY=1 there to limit per client). Local runs and the journeys also come from there.
 */
export function isLimitedAddress(ip: string): boolean {
  return !(ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.'));
}

/** The count in the key's current window (0 when none or stale). */
export async function currentCount(db: Kysely<Database>, key: string, windowMs: number, now: Date): Promise<number> {
  const row = await db.selectFrom('rate_limit').select(['window_start', 'count']).where('key', '=', key).executeTakeFirst();
  if (!row) return 0;
  return row.window_start <= toTimestamp(new Date(now.getTime() - windowMs)) ? 0 : row.count;
}

/** Counts one event in one statement (a stale window restarts at 1); returns the new count. */
export async function countEvent(db: Kysely<Database>, key: string, windowMs: number, now: Date): Promise<number> {
  const at = toTimestamp(now);
  const cutoff = toTimestamp(new Date(now.getTime() - windowMs));
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

/** Drops this prefix's rows whose window ended (keeps the table small). */
export async function dropStale(db: Kysely<Database>, prefix: string, windowMs: number, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit').where('key', 'like', `${prefix}%`).where('window_start', '<=', toTimestamp(new Date(now.getTime() - windowMs))).execute();
}
