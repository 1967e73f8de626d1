import type { FastifyInstance } from 'fastify';

/**
 * The custom server and Next's server bundles are separate module graphs; the Fastify app
 * reaches page code through a process-wide symbol so pages call it with `inject`
 * (no network hop) when no remote base URL is configured.
 */
const key = Symbol.for('shop.in-process-api');

type Holder = { [key]?: FastifyInstance };

export function registerInProcessApi(app: FastifyInstance): void {
  (globalThis as Holder)[key] = app;
}

export function inProcessApi(): FastifyInstance | undefined {
  return (globalThis as Holder)[key];
}
