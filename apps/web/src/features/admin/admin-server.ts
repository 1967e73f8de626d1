import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { type AdminPath, strapiError } from '@/lib/api/client';
import { inProcessApi } from '@/lib/services/in-process';

/**
 * The back-office pages' one door to /api/admin: an in-process call (no network hop) carrying
 * the visitor's own cookies, so the Fastify guard decides exactly as it does for the browser.
 * Never a service credential: a page sees only what the signed-in staff member may see.
 */
export type AdminResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export interface StaffMe {
  id: number;
  email: string;
  name: string;
  csrfToken: string;
}

export const ADMIN_SIGN_IN = '/admin/sign-in';

async function adminFetch<T>(path: AdminPath, query?: Record<string, string | undefined>): Promise<AdminResult<T>> {
  const api = inProcessApi();
  if (!api) return { ok: false, status: 503, message: 'The back-office API is not available.' };
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') params.set(k, v);
  const qs = params.toString();
  const cookie = (await headers()).get('cookie') ?? '';
  const reply = await api.app.inject({ method: 'GET', url: `/api/admin${path}${qs ? `?${qs}` : ''}`, headers: { cookie, accept: 'application/json' } });
  let body: unknown;
  try {
    body = reply.body ? JSON.parse(reply.body) : undefined;
  } catch {
    return { ok: false, status: 502, message: 'Something went wrong.' };
  }
  if (reply.statusCode >= 200 && reply.statusCode < 300) return { ok: true, data: body as T };
  const message = strapiError(body).message ?? `Request failed (${reply.statusCode})`;
  return { ok: false, status: reply.statusCode, message };
}

/** The signed-in staff member (once per request), or null. */
export const currentStaff = cache(async (): Promise<StaffMe | null> => {
  const me = await adminFetch<{ data: StaffMe }>('/me');
  return me.ok ? me.data.data : null;
});

/** A page's data, or the sign-in page when the session ended meanwhile; other failures are values. */
export async function loadAdmin<T>(path: AdminPath, query?: Record<string, string | undefined>): Promise<AdminResult<T>> {
  const result = await adminFetch<T>(path, query);
  if (!result.ok && result.status === 401) redirect(ADMIN_SIGN_IN);
  return result;
}
