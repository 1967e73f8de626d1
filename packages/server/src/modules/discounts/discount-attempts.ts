import { CLIENT_LIMIT_DEFAULTS } from '../../config/client-limit-settings';
import { settingLimit } from '../rate-limit/client-limits';
import type { WindowLimit } from '../rate-limit/fixed-window.queries';

/**
 * Code guessing guard for POST /api/discount-check: each client address may get
 * DISCOUNT_REFUSALS_PER_ADDRESS (a setting; default FAILED_CHECK_LIMIT) refused checks per fixed window; after that every check is refused with a
 * 429 until the window ends. A check takes a slot before it runs and gives it back when the code
 * was valid, so a shopper applying a real code is never slowed down, and parallel guesses cannot
 * pass the limit. Keys 'discount-check:<ip>' in the rate_limit table (see rate-limit/).
 */
export const FAILED_CHECK_LIMIT = CLIENT_LIMIT_DEFAULTS.DISCOUNT_REFUSALS_PER_ADDRESS;
export const FAILED_CHECK_WINDOW_MS = 15 * 60_000;

export const FAILED_CHECKS: WindowLimit = settingLimit('discount-check', 'DISCOUNT_REFUSALS_PER_ADDRESS', FAILED_CHECK_WINDOW_MS);
