import createClient, { type Client } from 'openapi-fetch';
import { deviceId } from '../browser/device-id';
import type { paths } from './schema';

/**
 * Why a call failed: the refusal's stable `code` (what the UI branches on and chooses its words by), its
 * parameters, and the server's text, already in the page's language. Status 0: no answer at all.
 */
export interface Failure {
  status: number;
  code: string;
  message: string;
  params: Readonly<Record<string, unknown>>;
  details?: unknown;
  /** The language `message` is written in (the reply's Content-Language; English when it names none). */
  language: string;
}

/** A call's result: the reply's data, or why it failed. Failures are values, read by `failureOf` alone. */
export type ApiOutcome<T> = { ok: true; data: T } | ({ ok: false } & Failure);

/** The codes of failures the browser meets before any refusal: no answer, or an answer it cannot read. */
export const UNREACHABLE = 'network.unreachable';
export const UNREADABLE = 'reply.unreadable';

const REQUEST_FAILED = 'Request Failed.';
const SOMETHING_WENT_WRONG = 'Something went wrong.';

/** The code a reply without one stands for (a proxy's page, an old server), from its status. */
const codeOfStatus = (status: number): string =>
  status === 0
    ? UNREACHABLE
    : status === 404
      ? 'not_found'
      : status === 429
        ? 'limit.exceeded'
        : status >= 500
          ? 'server.failed'
          : 'request.invalid';

const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * Any failed reply read into one `Failure`, whichever envelope the service answered with: Strapi's
 * `{ error: { code, message, params, details } }`, Frappe's `{ code, message, params }`, or none.
 */
export function failureOf(
  status: number,
  body: unknown,
  fallback: string = status === 0 ? REQUEST_FAILED : SOMETHING_WENT_WRONG,
  language: string | null = null,
): Failure {
  const outer = record(body);
  const envelope = record(outer?.error) ?? outer;
  const code = typeof envelope?.code === 'string' ? envelope.code : codeOfStatus(status);
  const message = typeof envelope?.message === 'string' ? envelope.message : fallback;
  const params = record(envelope?.params) ?? {};
  const details = envelope && 'details' in envelope ? envelope.details : undefined;
  const written = typeof envelope?.message === 'string' ? (language ?? 'en') : 'en';
  return { status, code, message, params, language: written, ...(details !== undefined ? { details } : {}) };
}

/** A failure the browser makes itself: a reply that did not read as the call's data. */
export const unreadableReply = (): Failure => ({
  status: 502,
  code: UNREADABLE,
  message: SOMETHING_WENT_WRONG,
  params: {},
  language: 'en',
});

/** A client for the shop's API at `baseUrl`, sending through `fetch` (read at each call, so tests may stand one in). */
export function apiClient(
  baseUrl: string,
  fetch: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
): Client<paths> {
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
    if (typeof document !== 'undefined' && document.documentElement.lang)
      request.headers.set('accept-language', document.documentElement.lang);
    if (typeof window !== 'undefined' && request.method !== 'GET' && !request.headers.has('x-device-id'))
      request.headers.set('x-device-id', deviceId());
    return request;
  },
});
const browserInit = { credentials: 'same-origin', cache: 'no-store' } as const;
export const sameOrigin = (): typeof browserInit => browserInit;

interface Reply {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Sends one call and reads its reply: a 2xx whose `data` (the envelope's) passes `parse`, or the
 * failure as the server gave it (`fallback` its text when it gave none). No answer at all is status 0.
 */
export async function outcomeOf<T>(
  send: () => Promise<Reply>,
  parse: (data: unknown) => T | undefined,
  { fallback, unreachable = REQUEST_FAILED }: { fallback?: string; unreachable?: string } = {},
): Promise<ApiOutcome<T>> {
  let reply: Reply;
  try {
    reply = await send();
  } catch {
    return { ok: false, ...failureOf(0, undefined, unreachable) };
  }
  const { response } = reply;
  if (response.ok) {
    const data = parse(reply.data);
    return data !== undefined ? { ok: true, data } : { ok: false, ...unreadableReply() };
  }
  return { ok: false, ...failureOf(response.status, reply.error, fallback, response.headers.get('content-language')) };
}

/** The `data` of a `{ data }` envelope as `schema` reads it; undefined when the reply is not that. */
export function envelopeData<T>(schema: {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}) {
  return (body: unknown): T | undefined => {
    const data = body !== null && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : undefined;
  };
}

type JsonReply<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The `data` of a documented 200 reply: `ReplyData<'/api/orders', 'post'>`. */
export type ReplyData<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: infer R };
}
  ? JsonReply<R> extends { data: infer D }
    ? D
    : never
  : never;

/** The JSON body a documented call takes. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
