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
