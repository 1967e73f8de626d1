import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';

/** The signed-in customer's cookie: a random token, signed with SESSION_SECRET by @fastify/cookie. */
const SESSION_COOKIE = 'gg_session';
const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

/** Only the token's hash is stored: a copy of the table cannot be replayed as cookies. */
const sessionId = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface CookieSettings {
  /** True when PUBLIC_BASE_URL is https. */
  secure: boolean;
}

export const cookieSettings = (publicBaseUrl: string): CookieSettings => ({
  secure: publicBaseUrl.startsWith('https:'),
});

const cookieOptions = ({ secure }: CookieSettings) => ({
  path: '/',
  httpOnly: true,
  secure,
  sameSite: 'lax' as const,
  signed: true,
});

/** Starts a session for the customer and sets its cookie (HttpOnly, SameSite=Lax, Secure over https). */
export async function startSession(
  db: Kysely<Database>,
  reply: FastifyReply,
  customerId: number,
  settings: CookieSettings,
  now: Date,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('customer_session')
    .values({
      id: sessionId(token),
      customer_id: customerId,
      created_at: toTimestamp(now),
      expires_at: toTimestamp(new Date(now.getTime() + SESSION_TTL_MS)),
      revoked_at: null,
    })
    .execute();
  void reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(settings), maxAge: SESSION_TTL_MS / 1000 });
}

function tokenOf(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** The customer of a live (unexpired, unrevoked) session, or null. */
export async function sessionCustomerId(
  db: Kysely<Database>,
  request: FastifyRequest,
  now: Date,
): Promise<number | null> {
  const token = tokenOf(request);
  if (!token) return null;
  const row = await db
    .selectFrom('customer_session')
    .select('customer_id')
    .where('id', '=', sessionId(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', toTimestamp(now))
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/** Revokes the request's session on the server and clears the cookie. */
export async function endSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
  now: Date,
): Promise<void> {
  const token = tokenOf(request);
  if (token) {
    await db
      .updateTable('customer_session')
      .set({ revoked_at: toTimestamp(now) })
      .where('id', '=', sessionId(token))
      .where('revoked_at', 'is', null)
      .execute();
  }
  void reply.clearCookie(SESSION_COOKIE, cookieOptions(settings));
}
