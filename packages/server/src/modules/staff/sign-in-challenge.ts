import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WindowLimit } from '../rate-limit/fixed-window.queries';

/**
 * Between a right password and the two-factor code: a signed, HttpOnly cookie naming the account
 * for 5 minutes, sent only to the sign-in routes. It proves the password step and nothing else;
 * no session exists until the code is right. Wrong codes count against the account's own limit
 * (5 per 15 minutes, then every code is refused until the window ends).
 */
const CHALLENGE_COOKIE = 'gg_staff_2fa';
const CHALLENGE_PATH = '/api/admin/sign-in';
const CHALLENGE_TTL_MS = 5 * 60_000;

export const FAILED_CODES_PER_ACCOUNT = 5;
export const TWO_FACTOR_CODES: WindowLimit = {
  name: 'staff-2fa',
  max: FAILED_CODES_PER_ACCOUNT,
  windowMs: 15 * 60_000,
};

const options = (secure: boolean) => ({
  path: CHALLENGE_PATH,
  httpOnly: true,
  secure,
  sameSite: 'strict' as const,
  signed: true,
});

export function issueSignInChallenge(reply: FastifyReply, staffId: number, secure: boolean, now: Date): void {
  const value = `${staffId}.${now.getTime() + CHALLENGE_TTL_MS}.${randomBytes(12).toString('base64url')}`;
  void reply.setCookie(CHALLENGE_COOKIE, value, { ...options(secure), maxAge: CHALLENGE_TTL_MS / 1000 });
}

/** The account whose password was right in this browser less than 5 minutes ago, or null. */
export function readSignInChallenge(request: FastifyRequest, now: Date): number | null {
  const raw = request.cookies[CHALLENGE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [id, until] = unsigned.value.split('.');
  const staffId = Number(id);
  return Number.isInteger(staffId) && Number(until) > now.getTime() ? staffId : null;
}

export function clearSignInChallenge(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(CHALLENGE_COOKIE, options(secure));
}
