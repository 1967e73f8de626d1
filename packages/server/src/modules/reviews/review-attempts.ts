import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ShopperError, text } from '../../i18n/shopper-text';
import type { ClientAddress } from '../rate-limit/client-address';
import { CLIENT_LIMIT_DEFAULTS } from '../../config/client-limit-settings';
import { admitClient, refusedOwnBrowser, settingLimit } from '../rate-limit/client-limits';

/**
 * Flood guard for POST /api/resource/Website Item Review: each client (its device id; see
 * rate-limit/README.md) may send reviews_per_device submissions per fixed window, and all
 * clients of one address reviews_per_address together (accepted or refused alike: each one may
 * carry 40 MB of images to read and decode); after that a 429 until the window ends. The slots
 * are taken when the request arrives, before its body is read (keys 'review-submit-device:<device>'
 * and 'review-submit:<ip>' in rate_limit).
 */
export const REVIEW_SUBMIT_LIMIT = CLIENT_LIMIT_DEFAULTS.reviews_per_device;
const REVIEW_SUBMIT_WINDOW_MS = 60 * 60_000;
const REVIEW_SUBMISSIONS = {
  device: settingLimit('review-submit-device', 'reviews_per_device', REVIEW_SUBMIT_WINDOW_MS),
  address: settingLimit('review-submit', 'reviews_per_address', REVIEW_SUBMIT_WINDOW_MS),
};

/** Takes the client's submission slots, or refuses with a 429 naming the limit (params.limit in the resource API's envelope). */
export async function admitReview(db: Kysely<Database>, client: ClientAddress, now: Date): Promise<void> {
  const admitted = await admitClient(db, REVIEW_SUBMISSIONS, client, now);
  if (!('refusedBy' in admitted)) return;
  const limit = `reviews_per_${admitted.refusedBy}`;
  const words = refusedOwnBrowser(admitted.refusedBy, client) ? 'review.tooManyFromDevice' : 'review.tooMany';
  throw new ShopperError('RateLimitError', text(words), { limit }, { params: { limit } });
}
