import type { FastifyInstance } from 'fastify';

/**
 * The custom server and Next's server bundles are separate module graphs; the Fastify app
 * reaches page code through a process-wide symbol so pages call it with `inject`
 * (no network hop) when no remote base URL is configured.
 */
const key = Symbol.for('shop.in-process-api');

export interface InProcessApi {
  app: FastifyInstance;
  /** Credentials the page code sends, as a remote client would. Never sent to the browser. */
  resourceToken: string;
  contentToken: string;
}

type Holder = { [key]?: InProcessApi };

export function registerInProcessApi(api: InProcessApi): void {
  (globalThis as Holder)[key] = api;
}

export function inProcessApi(): InProcessApi | undefined {
  return (globalThis as Holder)[key];
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Method = (typeof METHODS)[number];
const methodOf = (name: string): Method => METHODS.find((m) => m === name.toUpperCase()) ?? 'GET';

const EMPTY_BODY = new Set([204, 205, 304]);

/** The base URL of the one API client when the in-process app answers (never resolved). */
export const IN_PROCESS_ORIGIN = 'http://in-process';

/**
 * A `fetch` answered by the Fastify app through `inject`: what the one API client
 * (`lib/api/client.ts`) sends when page code calls the shop's own API in this process.
 * `headers` go with every call (a back-office page forwards the visitor's cookies).
 */
export function injectFetch(
  app: FastifyInstance,
  headers: Record<string, string> = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const reply = await app.inject({
      method: methodOf(request.method),
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), ...headers },
      payload,
    });
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      for (const one of [value ?? []].flat()) replyHeaders.append(name, String(one));
    }
    const body = EMPTY_BODY.has(reply.statusCode) ? null : new Uint8Array(reply.rawPayload);
    return new Response(body, { status: reply.statusCode, headers: replyHeaders });
  };
}
