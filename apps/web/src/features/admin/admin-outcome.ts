import type { Client } from 'openapi-fetch';
import { type ApiOutcome, outcomeOf } from '@/lib/api/client';
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

export type AdminOutcome<T> = ApiOutcome<T>;

/** A page's query without its empty parameters (a blank filter is no filter). */
export function presentQuery<K extends string>(
  query: Partial<Record<K, string | undefined>>,
): Partial<Record<K, string>> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  ) as Partial<Record<K, string>>;
}

/**
 * Sends one back-office call and reads its reply through the web's one reader (lib/api/client.ts):
 * a 2xx its schema accepts, or the failure with the server's code and message.
 */
export function adminOutcome<T>(
  send: () => Promise<Reply>,
  reply: ReplySchema<T>,
  unreachable?: string,
): Promise<AdminOutcome<T>> {
  return outcomeOf(
    send,
    (data) => {
      const parsed = reply.safeParse(data);
      return parsed.success ? parsed.data : undefined;
    },
    unreachable === undefined ? {} : { unreachable },
  );
}
