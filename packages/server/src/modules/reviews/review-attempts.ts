import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ShopperError, text } from '../../i18n/shopper-text';
import type { ClientAddress } from '../rate-limit/client-address';
import { CLIENT_LIMIT_DEFAULTS } from '../../config/client-limit-settings';
import { settingLimit } from '../rate-limit/client-limits';
import { clientClaim, takeSlots } from '../rate-limit/fixed-window.queries';

/**
 * Flood guard for POST /api/resource/Website Item Review: each client address may send
 * REVIEWS_PER_ADDRESS (a setting; default REVIEW_SUBMIT_LIMIT) submissions (accepted or refused alike: each one may carry 40 MB of images
 * to read and decode) per fixed window; after that a 429 until the window ends. The slot is taken
 * when the request arrives, before its body is read (keys 'review-submit:<ip>' in rate_limit).
 */
export const REVIEW_SUBMIT_LIMIT = CLIENT_LIMIT_DEFAULTS.REVIEWS_PER_ADDRESS;
const REVIEW_SUBMIT_WINDOW_MS = 60 * 60_000;
const REVIEW_SUBMISSIONS = settingLimit('review-submit', 'REVIEWS_PER_ADDRESS', REVIEW_SUBMIT_WINDOW_MS);

/** Takes the client's submission slot, or refuses with a 429. */
export async function admitReview(db: Kysely<Database>, client: ClientAddress, now: Date): Promise<void> {
  if (!(await takeSlots(db, [clientClaim(REVIEW_SUBMISSIONS, client)], now))) {
    throw new ShopperError('RateLimitError', text('review.tooMany'));
  }
}
