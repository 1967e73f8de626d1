import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), one registry per process: every app built in
 * it counts into the same series, as a scrape of the node expects.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const requestSeconds = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const ordersPlaced = new Counter({
  name: 'shop_orders_placed_total',
  help: 'Orders written, by payment method',
  labelNames: ['payment'] as const,
  registers: [metricsRegistry],
});
export const ordersFailed = new Counter({
  name: 'shop_orders_failed_total',
  help: 'Order placements that wrote nothing, by error kind',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});
export const paymentOutcomes = new Counter({
  name: 'shop_payment_outcomes_total',
  help: 'Card payments settled, by outcome (paid, cancelled)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
export const rateLimitRefusals = new Counter({
  name: 'shop_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit (429), by route pattern',
  labelNames: ['route'] as const,
  registers: [metricsRegistry],
});

export const pageCacheLookups = new Counter({
  name: 'shop_page_cache_lookups_total',
  help: 'Catalog page loads looked up in the shared page cache, by result: hit_local (this node), hit_shared (Redis), miss, error',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

const pools = new Map<pg.Pool, string>();
const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ['pool'] as const,
    registers: [metricsRegistry],
    collect() {
      this.reset();
      for (const [pool, label] of pools) this.inc({ pool: label }, read(pool));
    },
  });
poolGauge('db_pool_connections_total', 'PostgreSQL pool connections open', (pool) => pool.totalCount);
poolGauge('db_pool_connections_idle', 'PostgreSQL pool connections idle', (pool) => pool.idleCount);
poolGauge('db_pool_requests_waiting', 'Queries waiting for a PostgreSQL pool connection', (pool) => pool.waitingCount);

/** Counts a PostgreSQL pool in the pool gauges until it ends. */
export function watchPool(pool: pg.Pool, label: string): void {
  pools.set(pool, label);
  const end = pool.end.bind(pool);
  pool.end = (async () => {
    pools.delete(pool);
    return end();
  }) as pg.Pool['end'];
}
