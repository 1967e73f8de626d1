import createClient, { type Client } from 'openapi-fetch';
import { deviceId } from '../browser/device-id';
import type { paths } from './schema';

/** A call's result: the reply's data, or the status and the server's message (status 0: no answer). Failures are values. */
export type ApiOutcome<T> = { ok: true; data: T } | { ok: false; status: number; message: string; details?: unknown };

export const REQUEST_FAILED = 'Request Failed.';
export const SOMETHING_WENT_WRONG = 'Something went wrong.';

/** A client for the shop's API at `baseUrl`, sending through `fetch` (read at each call, so tests may stand one in). */
export function apiClient(baseUrl: string, fetch: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request)): Client<paths> {
  return createClient<paths>({ baseUrl, fetch, headers: { accept: 'application/json' } });
}

/**
 * The browser's client: same origin, with the visitor's cookies, never cached. Outside a browser (unit tests) a fixed origin.
 * Every call names the page's language (`<html lang>`), so the services answer in it: error texts, the OTP SMS.
 * Every write carries the browser's device id (X-Device-Id), which the server's per-client limits count by.
 */
export const api = apiClient(typeof location === 'undefined' ? 'http://localhost' : location.origin);
api.use({
  onRequest: ({ request }) => {
    if (typeof document !== 'undefined' && document.documentElement.lang) request.headers.set('accept-language', document.documentElement.lang);
    if (typeof window !== 'undefined' && request.method !== 'GET' && !request.headers.has('x-device-id')) request.headers.set('x-device-id', deviceId());
    return request;
  },
});
const browserInit = { credentials: 'same-origin', cache: 'no-store' } as const;
export const sameOrigin = (): typeof browserInit => browserInit;

/** A Strapi-style error reply `{ error: { message, details } }`, read without trusting its shape. */
export function strapiError(body: unknown): { message?: string; details?: unknown } {
  const error = body !== null && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  if (error === null || typeof error !== 'object') return {};
  const { message, details } = error as { message?: unknown; details?: unknown };
  return { ...(typeof message === 'string' ? { message } : {}), ...(details !== undefined ? { details } : {}) };
}

interface Reply {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Sends one call and reads its reply: a 2xx whose `data` (the envelope's) passes `parse`, or the
 * failure with the server's message (`fallback` when it gave none). No answer at all is status 0.
 */
export async function outcomeOf<T>(
  send: () => Promise<Reply>,
  parse: (data: unknown) => T | undefined,
  { fallback = () => SOMETHING_WENT_WRONG, unreachable = REQUEST_FAILED }: { fallback?: (status: number) => string; unreachable?: string } = {},
): Promise<ApiOutcome<T>> {
  let reply: Reply;
  try {
    reply = await send();
  } catch {
    return { ok: false, status: 0, message: unreachable };
  }
  const { response } = reply;
  if (response.ok) {
    const data = parse(reply.data);
    if (data !== undefined) return { ok: true, data };
  }
  const { message, details } = strapiError(reply.error);
  return { ok: false, status: response.status, message: message ?? fallback(response.status), ...(details !== undefined ? { details } : {}) };
}

/** The `data` of a `{ data }` envelope as `schema` reads it; undefined when the reply is not that. */
export function envelopeData<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }) {
  return (body: unknown): T | undefined => {
    const data = body !== null && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : undefined;
  };
}

type JsonReply<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The `data` of a documented 200 reply: `ReplyData<'/api/orders', 'post'>`. */
export type ReplyData<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: infer R } }
  ? JsonReply<R> extends { data: infer D }
    ? D
    : never
  : never;

/** The JSON body a documented call takes. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : never;
