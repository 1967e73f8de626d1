'use client';

import { type AdminPath, strapiError } from '@/lib/api/client';

/**
 * The back-office's browser calls to /api/admin: same-origin, the HttpOnly staff cookie goes by
 * itself, and every call carries the CSRF token the protected layout put in
 * `<meta name="admin-csrf">`. Failures are values, never throws.
 */
export type AdminReply<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

const CSRF_META = 'admin-csrf';

function csrfToken(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META}"]`)?.content ?? '';
}

export async function adminRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: AdminPath, body?: unknown): Promise<AdminReply<T>> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-csrf-token': csrfToken() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return { ok: false, status: 0, message: 'Network error. Check the connection and try again.' };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (response.ok) return { ok: true, data: ((json as { data?: T } | undefined)?.data ?? json) as T };
  if (response.status === 401 && !path.startsWith('/sign-in')) window.location.assign('/admin/sign-in');
  const message = strapiError(json).message ?? `Request failed (${response.status})`;
  return { ok: false, status: response.status, message };
}
