import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countEvent as countInWindow, currentCount as windowCount, isLimitedAddress } from '../rate-limit/fixed-window';

/** SPEC §9 and issue 5: a code lives 5 minutes and takes at most 5 wrong tries. */
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

/** Hourly limits (fixed windows in the rate_limit table, shared by every app node). */
export const LIMIT_WINDOW_MS = 60 * 60_000;
export const SENDS_PER_NUMBER_PER_HOUR = 5;
export const SENDS_PER_IP_PER_HOUR = 20;
export const WRONG_CODES_PER_IP_PER_HOUR = 30;

export const limitKeys = {
  sendNumber: (phone: string) => `otp-send-number:${phone}`,
  sendIp: (ip: string) => `otp-send-ip:${ip}`,
  wrongIp: (ip: string) => `otp-wrong-ip:${ip}`,
};

export { isLimitedAddress };

/** The count in the key's current hourly window (0 when none or stale). */
export const currentCount = (db: Kysely<Database>, key: string, now: Date) => windowCount(db, key, LIMIT_WINDOW_MS, now);

/** Counts one event in the key's hourly window; returns the new count. */
export const countEvent = (db: Kysely<Database>, key: string, now: Date) => countInWindow(db, key, LIMIT_WINDOW_MS, now);
