import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '@shop/domain/staff-access';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';

/**
 * Staff sessions: a random token in the signed, HttpOnly, SameSite=Strict cookie `gg_staff`
 * (never the shoppers' `gg_session`); only its SHA-256 is stored. 12 hours, revoked on sign-out.
 * Each session carries a CSRF token the back-office sends back in `x-csrf-token` on writes.
 */
export const STAFF_COOKIE = 'gg_staff';
const CSRF_HEADER = 'x-csrf-token';
const STAFF_SESSION_TTL_MS = 12 * 60 * 60_000;

const sessionId = (token: string) => createHash('sha256').update(token).digest('base64url');

const cookieOptions = (secure: boolean) => ({
  path: '/',
  httpOnly: true,
  secure,
  sameSite: 'strict' as const,
  signed: true,
});

export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  csrfToken: string;
  /** Whether the member signs in with two-factor. */
  twoFactor: boolean;
}

export async function startStaffSession(
  db: Kysely<Database>,
  reply: FastifyReply,
  staffId: number,
  secure: boolean,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  await db
    .insertInto('staff_session')
    .values({
      id: sessionId(token),
      staff_id: staffId,
      csrf_token: csrfToken,
      created_at: toTimestamp(now),
      expires_at: toTimestamp(new Date(now.getTime() + STAFF_SESSION_TTL_MS)),
      revoked_at: null,
    })
    .execute();
  void reply.setCookie(STAFF_COOKIE, token, { ...cookieOptions(secure), maxAge: STAFF_SESSION_TTL_MS / 1000 });
  return csrfToken;
}

function tokenOf(request: FastifyRequest): string | null {
  const raw = request.cookies[STAFF_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** The staff member of the request's live (unexpired, unrevoked) session of an active account, or null. */
export async function sessionStaff(
  db: Kysely<Database>,
  request: FastifyRequest,
  now: Date,
): Promise<StaffPrincipal | null> {
  const token = tokenOf(request);
  if (!token) return null;
  const row = await db
    .selectFrom('staff_session as s')
    .innerJoin('staff_user as u', 'u.id', 's.staff_id')
    .select(['u.id', 'u.email', 'u.name', 'u.role', 'u.totp_secret', 's.csrf_token'])
    .where('s.id', '=', sessionId(token))
    .where('u.status', '=', 'active')
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', toTimestamp(now))
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    csrfToken: row.csrf_token,
    twoFactor: row.totp_secret !== null,
  };
}

/** Ends every live session of a staff member (disabled, password reset or changed), but `keep`'s. */
export async function revokeStaffSessions(
  db: Kysely<Database>,
  staffId: number,
  now: Date,
  keep?: FastifyRequest,
): Promise<void> {
  const kept = keep ? tokenOf(keep) : null;
  let query = db
    .updateTable('staff_session')
    .set({ revoked_at: toTimestamp(now) })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null);
  if (kept) query = query.where('id', '!=', sessionId(kept));
  await query.execute();
}

/** True when the request's CSRF header equals the session's token (compared in constant time). */
export function csrfMatches(request: FastifyRequest, expected: string): boolean {
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || sent.length === 0) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function endStaffSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
  now: Date,
): Promise<void> {
  const token = tokenOf(request);
  if (token) {
    await db
      .updateTable('staff_session')
      .set({ revoked_at: toTimestamp(now) })
      .where('id', '=', sessionId(token))
      .where('revoked_at', 'is', null)
      .execute();
  }
  void reply.clearCookie(STAFF_COOKIE, cookieOptions(secure));
}
