import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countEvent, currentCount, dropStale, isLimitedAddress } from '../rate-limit/fixed-window';

/**
 * Code guessing guard for POST /api/discount-check: each client IP may get FAILED_CHECK_LIMIT
 * refused checks per fixed window; after that every check is refused with a 429 until the window
 * ends. Valid checks never count, so a shopper applying a real code is never slowed down.
 * State lives in the rate_limit table (key 'discount-check:<ip>') so it holds across app nodes.
 * Loopback addresses are not limited (see rate-limit/fixed-window.ts).
 */
export const FAILED_CHECK_LIMIT = 20;
export const FAILED_CHECK_WINDOW_MS = 15 * 60_000;

const keyOf = (ip: string) => `discount-check:${ip}`;

export { isLimitedAddress };

/** True when this IP has used up its refused checks in the current window. */
export async function failedChecksExhausted(db: Kysely<Database>, ip: string, now: Date): Promise<boolean> {
  if (!isLimitedAddress(ip)) return false;
  return (await currentCount(db, keyOf(ip), FAILED_CHECK_WINDOW_MS, now)) >= FAILED_CHECK_LIMIT;
}

/** Counts one refused check (a stale window restarts at 1), and drops stale keys. */
export async function recordFailedCheck(db: Kysely<Database>, ip: string, now: Date): Promise<void> {
  if (!isLimitedAddress(ip)) return;
  await countEvent(db, keyOf(ip), FAILED_CHECK_WINDOW_MS, now);
  await dropStale(db, 'discount-check:', FAILED_CHECK_WINDOW_MS, now);
}
