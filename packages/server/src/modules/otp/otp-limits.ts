import { CLIENT_LIMIT_DEFAULTS } from '../../config/client-limit-settings';
import { type PerClientLimits, settingLimit } from '../rate-limit/client-limits';
import type { WindowLimit } from '../rate-limit/fixed-window.queries';

/** SPEC §9 and issue 5: a code lives 5 minutes and takes at most 5 wrong tries. */
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

/** Hourly limits (fixed windows in the rate_limit table, shared by every app node). */
const LIMIT_WINDOW_MS = 60 * 60_000;
export const SENDS_PER_NUMBER_PER_HOUR = 5;
/** The per-client ones are settings (otp_sends_per_device / _per_address, otp_wrong_codes_per_…); these are their defaults. */
export const SENDS_PER_DEVICE_PER_HOUR = CLIENT_LIMIT_DEFAULTS.otp_sends_per_device;
export const WRONG_CODES_PER_DEVICE_PER_HOUR = CLIENT_LIMIT_DEFAULTS.otp_wrong_codes_per_device;

/** Codes sent to one number (keys 'otp-send-number:<phone>'). */
export const SENDS_PER_NUMBER: WindowLimit = {
  name: 'otp-send-number',
  max: SENDS_PER_NUMBER_PER_HOUR,
  windowMs: LIMIT_WINDOW_MS,
};
/** Codes asked for per client ('otp-send-device:<device id>') and per address, whatever the numbers ('otp-send-ip:<ip>'). */
export const SENDS_PER_CLIENT: PerClientLimits = {
  device: settingLimit('otp-send-device', 'otp_sends_per_device', LIMIT_WINDOW_MS),
  address: settingLimit('otp-send-ip', 'otp_sends_per_address', LIMIT_WINDOW_MS),
};
/** Wrong codes per client and per address, across numbers ('otp-wrong-device:…', 'otp-wrong-ip:…'): only wrong codes keep their slots. */
export const WRONG_CODES_PER_CLIENT: PerClientLimits = {
  device: settingLimit('otp-wrong-device', 'otp_wrong_codes_per_device', LIMIT_WINDOW_MS),
  address: settingLimit('otp-wrong-ip', 'otp_wrong_codes_per_address', LIMIT_WINDOW_MS),
};
