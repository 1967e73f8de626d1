import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PROBE_ROUTES } from './health';
import { metricsRegistry, requestSeconds } from '../observability/metrics';

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Times every request by its route pattern (never the raw URL), and serves GET /metrics to
 * `Authorization: Bearer $METRICS_TOKEN` only. Without a token /metrics is a 404 in production
 * and open elsewhere.
 */
export function registerMetrics(
  app: FastifyInstance,
  { token, production }: { token: string | undefined; production: boolean },
): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (PROBE_ROUTES.has(route)) return;
    requestSeconds.observe(
      { method: request.method, route, status_class: statusClass(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    const allowed = token ? tokenMatches(request.headers.authorization, token) : !production;
    if (!allowed)
      return reply
        .status(token ? 401 : 404)
        .header('cache-control', 'no-store')
        .send({ error: token ? 'unauthorized' : 'not found' });
    return reply
      .header('content-type', metricsRegistry.contentType)
      .header('cache-control', 'no-store')
      .send(await metricsRegistry.metrics());
  });
}
