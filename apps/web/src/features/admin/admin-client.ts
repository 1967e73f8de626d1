'use client';

import { type AdminCall, type AdminOutcome, type ReplySchema, adminOutcome } from './admin-outcome';
import { api } from '@/lib/api/client';

/**
 * The back-office's browser calls to /api/admin through the one API client: same-origin, the
 * HttpOnly staff cookie goes by itself, and every call carries the CSRF token the protected
 * layout put in `<meta name="admin-csrf">`. Replies are parsed by their schema; failures are
 * values, never throws.
 */
export type AdminReply<T> = AdminOutcome<T>;

const CSRF_META = 'admin-csrf';

/** The CSRF token of the signed-in staff member's page (writes send it as `x-csrf-token`). */
export function csrfToken(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META}"]`)?.content ?? '';
}

const NETWORK_ERROR = 'Network error. Check the connection and try again.';

/** One call; its reply envelope's `data` as `data` (the schema of the whole envelope). */
export async function adminRequest<T>(call: AdminCall, reply: ReplySchema<{ data: T }>): Promise<AdminReply<T>> {
  const init = { headers: { 'x-csrf-token': csrfToken() }, credentials: 'same-origin', cache: 'no-store' } as const;
  let url = '';
  const result = await adminOutcome(
    async () => {
      const sent = await call(api, init);
      url = sent.response.url;
      return sent;
    },
    reply,
    NETWORK_ERROR,
  );
  if (result.ok) return { ok: true, data: result.data.data };
  if (result.status === 401 && !new URL(url || location.href).pathname.startsWith('/api/admin/sign-in'))
    window.location.assign('/admin/sign-in');
  return result;
}
