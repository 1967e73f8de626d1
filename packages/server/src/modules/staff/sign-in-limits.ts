import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countEvent, currentCount, dropStale, isLimitedAddress } from '../rate-limit/fixed-window';

/**
 * Password guessing guard for POST /api/admin/sign-in: refused sign-ins are counted per email
 * (any address) and per client IP (loopback exempt, see rate-limit/fixed-window.ts) in the
 * rate_limit table; once either count reaches its limit in the window every sign-in for that
 * email / from that IP is refused with a 429, even with the right password, until the window ends.
 */
export const FAILED_PER_EMAIL = 8;
export const FAILED_PER_IP = 30;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

const PREFIX = 'staff-sign-in:';
const emailKey = (email: string) => `${PREFIX}email:${email}`;
const ipKey = (ip: string) => `${PREFIX}ip:${ip}`;

export async function signInBlocked(db: Kysely<Database>, email: string, ip: string, now: Date): Promise<boolean> {
  if ((await currentCount(db, emailKey(email), SIGN_IN_WINDOW_MS, now)) >= FAILED_PER_EMAIL) return true;
  return isLimitedAddress(ip) && (await currentCount(db, ipKey(ip), SIGN_IN_WINDOW_MS, now)) >= FAILED_PER_IP;
}

export async function recordFailedSignIn(db: Kysely<Database>, email: string, ip: string, now: Date): Promise<void> {
  await countEvent(db, emailKey(email), SIGN_IN_WINDOW_MS, now);
  if (isLimitedAddress(ip)) await countEvent(db, ipKey(ip), SIGN_IN_WINDOW_MS, now);
  await dropStale(db, PREFIX, SIGN_IN_WINDOW_MS, now);
}
