import { CLIENT_LIMIT_DEFAULTS } from '../../config/client-limit-settings';
import { type PerClientLimits, settingLimit } from '../rate-limit/client-limits';

/**
 * Code guessing guard for POST /api/discount-check: each client (its device id; see
 * rate-limit/README.md) may get discount_refusals_per_device refused checks per fixed window,
 * and all clients of one address discount_refusals_per_address together; after that every check
 * is refused with a 429 until the window ends. A check takes its slots before it runs and gives
 * them back when the code was valid, so a shopper applying a real code is never slowed down, and
 * parallel guesses cannot pass the limit. Keys 'discount-check-device:<device>' and
 * 'discount-check:<ip>' in the rate_limit table.
 */
export const FAILED_CHECK_LIMIT = CLIENT_LIMIT_DEFAULTS.discount_refusals_per_device;
export const FAILED_CHECK_WINDOW_MS = 15 * 60_000;

export const FAILED_CHECKS: PerClientLimits = {
  device: settingLimit('discount-check-device', 'discount_refusals_per_device', FAILED_CHECK_WINDOW_MS),
  address: settingLimit('discount-check', 'discount_refusals_per_address', FAILED_CHECK_WINDOW_MS),
};
