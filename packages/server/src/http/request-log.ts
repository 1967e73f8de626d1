import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { PROBE_ROUTES } from './health';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the caller's `X-Request-Id` when it is a plain token (a balancer's), else a new UUID (unique across nodes). */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export interface RequestLogSettings {
  /** The share of ordinary answers (below 500, not slow) logged at info, 0 to 1. */
  sampleRate: number;
  /** Answers slower than this are always logged. */
  slowMs: number;
  /** Tests decide the draw; Math.random otherwise. */
  random?: () => number;
}

/**
 * Every answer carries `X-Request-Id`. One summary line per logged request (Fastify's own two
 * lines per request are off): server errors and slow answers always, the rest sampled, so a
 * sale does not fill the disk. Errors are logged with their stack where they happen (error-handler.ts).
 */
export function registerRequestLog(
  app: FastifyInstance,
  { sampleRate, slowMs, random = Math.random }: RequestLogSettings,
): void {
  // on the raw response, so the pages (Next writes them itself) carry it too
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (PROBE_ROUTES.has(request.routeOptions.url ?? '')) return;
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const always = status >= 500 || ms >= slowMs;
    if (!always && !(sampleRate > 0 && random() < sampleRate)) return;
    const line = { req: request, status, ms: Math.round(ms), route: request.routeOptions.url ?? null };
    if (status >= 500) request.log.error(line, 'request failed');
    else if (ms >= slowMs) request.log.warn(line, 'slow request');
    else request.log.info({ ...line, sampled: sampleRate }, 'request');
  });
}
