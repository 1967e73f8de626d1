import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { pendingMigrations } from '../db/migrate';
import { pingDatabase } from '../db/ping.queries';

/** Whether this process still takes new work: false from the first shutdown signal on (see shutdown.ts). */
export interface Lifecycle {
  draining: boolean;
}

/** The balancer's and the scraper's addresses: never in the request log. */
export const PROBE_ROUTES: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

type Readiness = { ready: true } | { ready: false; reason: string };

/** Ready: not draining, the database answers, and it has every migration this code knows. */
async function readiness(db: Db, lifecycle: Lifecycle): Promise<Readiness> {
  if (lifecycle.draining) return { ready: false, reason: 'draining' };
  // never the waiting pool: a database that is away is reported at once (db/reconnecting-pool.ts)
  const kysely = db.probe ?? db.kysely;
  try {
    await pingDatabase(kysely);
  } catch (error) {
    return { ready: false, reason: `database unreachable: ${error instanceof Error ? error.message : String(error)}` };
  }
  const pending = await pendingMigrations(kysely).catch(() => undefined);
  if (pending === undefined) return { ready: false, reason: 'migrations unreadable' };
  if (pending.length > 0) return { ready: false, reason: `migrations pending: ${pending.join(', ')}` };
  return { ready: true };
}

/**
 * GET /healthz: the process serves (always 200). GET /readyz: 200 when this node should get
 * traffic, else 503 with the reason. Both for the balancer: no rate limit, logged at debug only.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Db, lifecycle: Lifecycle): void {
  const quiet = { logLevel: 'warn' as const, schema: { hide: true } };
  app.get('/healthz', quiet, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', quiet, async (_request, reply) => {
    const state = await readiness(db, lifecycle);
    void reply.header('cache-control', 'no-store');
    return state.ready
      ? reply.send({ status: 'ready' })
      : reply.status(503).send({ status: 'unavailable', reason: state.reason });
  });
}
