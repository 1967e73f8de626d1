import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that signed in as a staff member gets a signed, HttpOnly cookie naming that account and a
 * random nonce. Its sign-ins for that account are limited by the nonce's own budget, never by the
 * budget every unknown client of the account shares: someone guessing a staff member's password
 * from elsewhere locks out only unknown clients, never the staff member's own browser. Only the
 * sign-in route receives it; a new one replaces it at each successful sign-in.
 */
export const DEVICE_COOKIE = 'gg_staff_device';
const DEVICE_COOKIE_PATH = '/api/admin/sign-in';
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

/** A device cookie as read from a request; its signature was valid. */
export interface DeviceCookie {
  nonce: string;
  accountTag: string;
}

const accountTag = (email: string) => createHash('sha256').update(email).digest('base64url').slice(0, 22);

export function readDeviceCookie(request: FastifyRequest): DeviceCookie | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [nonce, tag, ...rest] = unsigned.value.split('.');
  return nonce && tag && rest.length === 0 ? { nonce, accountTag: tag } : null;
}

/** The device's nonce when its cookie was issued for this account; null for any other client. */
export const trustedDevice = (cookie: DeviceCookie | null, email: string): string | null =>
  cookie && cookie.accountTag === accountTag(email) ? cookie.nonce : null;

export function issueDeviceCookie(reply: FastifyReply, email: string, secure: boolean): void {
  void reply.setCookie(DEVICE_COOKIE, `${randomBytes(18).toString('base64url')}.${accountTag(email)}`, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    secure,
    sameSite: 'strict',
    signed: true,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
