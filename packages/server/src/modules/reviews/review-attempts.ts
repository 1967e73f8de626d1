import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countEvent, isLimitedAddress } from '../rate-limit/fixed-window';

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

/** Counts one submission (a stale window restarts at 1); false once over the limit. */
export async function takeReviewAttempt(db: Kysely<Database>, ip: string, now: Date): Promise<boolean> {
  if (!isLimitedAddress(ip)) return true;
  return (await countEvent(db, keyOf(ip), REVIEW_SUBMIT_WINDOW_MS, now)) <= REVIEW_SUBMIT_LIMIT;
}
