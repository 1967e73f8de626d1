import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { isLimitedAddress } from '../discounts/discount-attempts';

/**
 * Flood guard for POST /api/resource/Website Item Review: each client IP may send
 * REVIEW_SUBMIT_LIMIT submissions (accepted or refused alike: each one may carry 25 MB of images
 * to decode) per fixed window; after that a 429 until the window ends. State lives in the
 * rate_limit table (key 'review-submit:<ip>') so the limit holds across app nodes. Loopback is
 * not limited, for the reason given in discount-attempts.ts.
 */
export const REVIEW_SUBMIT_LIMIT = 10;
export const REVIEW_SUBMIT_WINDOW_MS = 60 * 60_000;

const keyOf = (ip: string) => `review-submit:${ip}`;

/** Counts one submission in one statement (a stale window restarts at 1); false once over the limit. */
export async function takeReviewAttempt(db: Kysely<Database>, ip: string, now: Date): Promise<boolean> {
  if (!isLimitedAddress(ip)) return true;
  const at = toTimestamp(now);
  const cutoff = toTimestamp(new Date(now.getTime() - REVIEW_SUBMIT_WINDOW_MS));
  const row = await db
    .insertInto('rate_limit')
    .values({ key: keyOf(ip), window_start: at, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limit.window_start <= ${cutoff} then 1 else rate_limit.count + 1 end`,
        window_start: sql<string>`case when rate_limit.window_start <= ${cutoff} then ${at} else rate_limit.window_start end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count) <= REVIEW_SUBMIT_LIMIT;
}
