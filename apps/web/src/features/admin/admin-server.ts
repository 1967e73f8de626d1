import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { type StaffMe, staffReply } from '@shop/domain/schemas/admin-replies';
import { type AdminCall, type ReplySchema, adminOutcome } from './admin-outcome';
import { apiClient } from '@/lib/api/client';
import { IN_PROCESS_ORIGIN, inProcessApi, injectFetch } from '@/lib/services/in-process';

/**
 * The back-office pages' one door to /api/admin: the one API client answered in process (no
 * network hop) carrying the visitor's own cookies, so the Fastify guard decides exactly as it
 * does for the browser. Never a service credential: a page sees only what the signed-in staff
 * member may see. Every reply is parsed by its schema (`@shop/domain/schemas/admin-replies`).
 */
export type AdminResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export const ADMIN_SIGN_IN = '/admin/sign-in';

async function adminFetch<T>(call: AdminCall, reply: ReplySchema<T>): Promise<AdminResult<T>> {
  const api = inProcessApi();
  if (!api) return { ok: false, status: 503, message: 'The back-office API is not available.' };
  const cookie = (await headers()).get('cookie') ?? '';
  const client = apiClient(IN_PROCESS_ORIGIN, injectFetch(api.app, { cookie }));
  const result = await adminOutcome(() => call(client, {}), reply);
  return result.ok ? result : { ok: false, status: result.status || 502, message: result.message };
}

/** The signed-in staff member (once per request), or null. */
export const currentStaff = cache(async (): Promise<StaffMe | null> => {
  const me = await adminFetch((client) => client.GET('/api/admin/me'), staffReply);
  return me.ok ? me.data.data : null;
});

/** A page's data, or the sign-in page when the session ended meanwhile; other failures are values. */
export async function loadAdmin<T>(call: AdminCall, reply: ReplySchema<T>): Promise<AdminResult<T>> {
  const result = await adminFetch(call, reply);
  if (!result.ok && result.status === 401) redirect(ADMIN_SIGN_IN);
  return result;
}
