import type { Client } from 'openapi-fetch';
import { strapiError } from '@/lib/api/client';
import type { paths } from '@/lib/api/schema';

/** What a reply is parsed with: a schema of `@shop/domain/schemas/admin-replies`. */
export interface ReplySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** What the browser adds to a call (the CSRF header, same-origin credentials, no cache); nothing for pages. */
interface AdminInit {
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  cache?: RequestCache;
}

interface Reply {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** One typed call on the one API client: `(client, init) => client.GET('/api/admin/…', { …, ...init })`. */
export type AdminCall = (client: Client<paths>, init: AdminInit) => Promise<Reply>;

export type AdminOutcome<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/** A page's query without its empty parameters (a blank filter is no filter). */
export function presentQuery<K extends string>(query: Partial<Record<K, string | undefined>>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')) as Partial<
    Record<K, string>
  >;
}

const UNREADABLE_REPLY = 'Something went wrong.';

/**
 * Sends one back-office call and reads its reply: a 2xx its schema accepts, or the failure with
 * the server's message. A call that got no readable answer is status 0 with `unreachable`.
 */
export async function adminOutcome<T>(send: () => Promise<Reply>, reply: ReplySchema<T>, unreachable = UNREADABLE_REPLY): Promise<AdminOutcome<T>> {
  let result: Reply;
  try {
    result = await send();
  } catch {
    return { ok: false, status: 0, message: unreachable };
  }
  const { status } = result.response;
  if (result.response.ok) {
    const parsed = reply.safeParse(result.data);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 502, message: UNREADABLE_REPLY };
  }
  return { ok: false, status, message: strapiError(result.error).message ?? `Request failed (${status})` };
}
