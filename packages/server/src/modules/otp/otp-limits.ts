import { CLIENT_LIMIT_DEFAULTS } from '../../config/client-limit-settings';
import { settingLimit } from '../rate-limit/client-limits';
import type { WindowLimit } from '../rate-limit/fixed-window.queries';

/** SPEC §9 and issue 5: a code lives 5 minutes and takes at most 5 wrong tries. */
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

/** Hourly limits (fixed windows in the rate_limit table, shared by every app node). */
const LIMIT_WINDOW_MS = 60 * 60_000;
export const SENDS_PER_NUMBER_PER_HOUR = 5;
/** The address-wide ones are settings (OTP_SENDS_PER_ADDRESS, OTP_WRONG_CODES_PER_ADDRESS); these are their defaults. */
export const SENDS_PER_IP_PER_HOUR = CLIENT_LIMIT_DEFAULTS.OTP_SENDS_PER_ADDRESS;
export const WRONG_CODES_PER_IP_PER_HOUR = CLIENT_LIMIT_DEFAULTS.OTP_WRONG_CODES_PER_ADDRESS;

/** Codes sent to one number (keys 'otp-send-number:<phone>'). */
export const SENDS_PER_NUMBER: WindowLimit = { name: 'otp-send-number', max: SENDS_PER_NUMBER_PER_HOUR, windowMs: LIMIT_WINDOW_MS };
/** Codes asked for from one client address, whatever the numbers ('otp-send-ip:<ip>'). */
export const SENDS_PER_IP: WindowLimit = settingLimit('otp-send-ip', 'OTP_SENDS_PER_ADDRESS', LIMIT_WINDOW_MS);
/** Wrong codes from one client address, across numbers ('otp-wrong-ip:<ip>'): only wrong codes keep their slot. */
export const WRONG_CODES_PER_IP: WindowLimit = settingLimit('otp-wrong-ip', 'OTP_WRONG_CODES_PER_ADDRESS', LIMIT_WINDOW_MS);
