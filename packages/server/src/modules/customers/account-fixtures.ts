import { expect } from 'vitest';
import type { Db } from '../../db/connection';
import type { App } from '../../testing/test-app';

/** The last message the outbox "sent" to a number, and the code in it. */
export async function lastOutboxCode(db: Db, to: string): Promise<string> {
  const row = await db.kysely
    .selectFrom('sms_outbox')
    .select('message')
    .where('to_number', '=', to)
    .where('message', 'like', '%OTP%')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const match = /^Dear Customer, your OTP for login is (\d{6})\.$/.exec(row.message);
  if (!match) throw new Error(`Unexpected SMS: ${row.message}`);
  return match[1]!;
}

export const sendCode = (app: App, national: string, remoteAddress = '127.0.0.1', prefix = '968') =>
  app.inject({ method: 'POST', url: '/api/otps/send-otp', remoteAddress, payload: { prefix, national } });

export const verifyCode = (app: App, number: string, otp: string, uid?: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/otps/verify-otp',
    remoteAddress,
    payload: { number, otp, ...(uid ? { uid } : {}) },
  });

/** The `name=value` of the session cookie set by a reply (for the next request's Cookie header). */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const first = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((c) => c.startsWith('gg_session='));
  if (!first) throw new Error('no session cookie');
  return first.split(';')[0]!;
}

/** Signs a number in through the outbox and answers the customer id and the Cookie header value. */
export async function signIn(app: App, db: Db, national: string): Promise<{ customerId: number; cookie: string }> {
  const sent = await sendCode(app, national);
  expect(sent.statusCode).toBe(200);
  const number = `968${national}`;
  const verified = await verifyCode(app, number, await lastOutboxCode(db, number), sent.json().data.uid);
  expect(verified.json().data.verified).toBe(true);
  return { customerId: verified.json().data.customer_id, cookie: sessionCookie(verified.headers['set-cookie']) };
}
