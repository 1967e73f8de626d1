/**
 * The account calls of the content service, from the browser (same origin; the session is an
 * HttpOnly cookie the browser sends by itself). Failures are values, with the server's message.
 */
import type { AccountOrder } from '@shop/server/modules/customers/customers.service';

export type { AccountOrder };

export interface Customer {
  id: number;
  attributes: { first_name: string; phone: string; orders: AccountOrder[] };
}

export interface SentOtp {
  uid: string;
  number: string;
  resend_seconds_left: number;
}

export interface OtpCheck {
  verified: boolean;
  customer_id: number | null;
  reason?: 'invalid' | 'expired';
}

export type AccountOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; details?: Record<string, unknown> };

interface Envelope<T> {
  data?: T;
  error?: { message?: string; details?: Record<string, unknown> };
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<AccountOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: 'Request Failed.' };
  }
  const json = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && json?.data !== undefined) return { ok: true, data: json.data };
  return { ok: false, status: response.status, message: json?.error?.message ?? 'Something went wrong.', details: json?.error?.details };
}

export const sendOtp = (prefix: string, national: string) => call<SentOtp>('POST', '/api/otps/send-otp', { prefix, national });
export const verifyOtp = (number: string, uid: string | null, otp: string) =>
  call<OtpCheck>('POST', '/api/otps/verify-otp', { number, otp, ...(uid ? { uid } : {}) });
/** The signed-in customer, or null when signed out (a 200 either way). */
export const fetchSession = () => call<Customer | null>('GET', '/api/customers/session');
export const signOut = () => call<{ signed_out: boolean }>('POST', '/api/customers/sign-out', {});
