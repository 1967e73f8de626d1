/**
 * The deployment in deploy/, run for real: a fresh PostgreSQL database migrated once (the
 * migration unit's command) and seeded, two production nodes (the node unit's command, the env
 * file's settings) on one database and one Redis, HAProxy from deploy/haproxy.cfg in front.
 * A checkout goes through the balancer; then shoppers keep checking out while one node is
 * killed (SIGKILL), and every order the shop acknowledged must be in the database once, the
 * stock taken exactly by the orders there, and checkouts must go on through the other node.
 *
 * Needs the production build (`npm run build`), /usr/sbin/haproxy (Debian's haproxy; HAPROXY_PATH),
 * PostgreSQL (TEST_POSTGRES_URL) and Redis (DEPLOY_TEST_REDIS_URL, default database 13). With CI=true a missing one fails the
 * test; elsewhere the test is skipped with a loud message. Ports: DEPLOY_TEST_PORT (the balancer)
 * and the next two (the nodes).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestS3, startTestS3 } from '@shop/server/testing/s3-server';
import { type Running, productionSettings, repoRoot, run, start, unitCommand, waitForStatus } from './cluster';
import { percentile, runFlashSale, saleLedger } from './flash-sale';
import { type Checkout, type Line, checkout } from './shopper';

const haproxy = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.DEPLOY_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const balancerPort = Number(process.env.DEPLOY_TEST_PORT ?? 3200);
const nodePorts = [balancerPort + 1, balancerPort + 2] as const;
const balancer = { host: '127.0.0.1', port: balancerPort };
const STOCK = 400;
const SALE_STOCK = 40;

/**
 * Restarts the PostgreSQL cluster the test runs on (Debian's pg_ctlcluster), when this is the
 * machine's own: other suites share it, so it is restarted once, fast. Null when it cannot be.
 */
function postgresRestart(): (() => void) | null {
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  const local = ['127.0.0.1', 'localhost'].includes(new URL(adminUrl).hostname);
  if (versions.length !== 1 || !local || !existsSync('/usr/bin/pg_ctlcluster')) return null;
  return () => {
    const done = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0]!, 'main', 'restart'], {
      encoding: 'utf8',
    });
    if (done.status !== 0) throw new Error(`pg_ctlcluster restart: ${done.stderr}`);
  };
}
const restartPostgres = postgresRestart();

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const missing = [
  existsSync(resolve(repoRoot, 'apps/web/.next/BUILD_ID')) ? null : 'the production build (npm run build)',
  existsSync(haproxy) ? null : `HAProxy at ${haproxy} (apt-get install haproxy)`,
  (await postgresAnswers()) ? null : `PostgreSQL at ${adminUrl.replace(/\/\/[^@]*@/, '//')}`,
  (await redisAnswers()) ? null : `Redis at ${redisUrl}`,
].filter((what): what is string => what !== null);

if (missing.length && !process.env.CI) {
  console.warn(`\n!!! The deployment test is SKIPPED: it needs ${missing.join(', ')}. It runs in CI.\n`);
}

if (missing.length && process.env.CI) {
  describe('the deployment test in CI', () => {
    it('has the production build, HAProxy, PostgreSQL and Redis', () => expect(missing).toEqual([]));
  });
}

describe.skipIf(missing.length > 0)('the deployment in deploy/ (HAProxy, two nodes, one PostgreSQL)', () => {
  const database = `deploy_test_${process.pid}_${Date.now()}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  let bucket: TestS3;
  const running: Running[] = [];
  let db: pg.Pool;
  let items: string[] = [];
  /** The flash sale's hot product (SALE_STOCK units), then plentiful ones. */
  let saleItems: string[] = [];
  let settings: Record<string, string>;
  const nodeSettings = (port: number) => ({ ...settings, PORT: String(port) });

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${database}"`);
    await admin.end();
    bucket = await startTestS3();
    // A small pool: the other suites share this PostgreSQL's connections.
    settings = productionSettings({
      ...bucket.settings,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: redisUrl,
      DRAIN_SECONDS: '1',
      LOG_LEVEL: 'warn',
    });

    await run('migrate', unitCommand('gulf-glow-migrate.service'), settings);
    // Production never seeds: the demo catalog goes in as a developer would put it, before the nodes start.
    const cli = resolve(repoRoot, 'packages/server/src/cli/main.ts');
    await run('seed', [process.execPath, '--import', 'tsx', cli, 'seed', '--products', '40', '--quiet'], {
      ...settings,
      APP_ENV: 'development',
    });
    db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    db.on('error', () => {}); // its idle connections end when PostgreSQL restarts
    const { rows } = await db.query<{ item_code: string }>(
      `update website_item set custom_stock_available = $1
       where item_code in (select item_code from website_item where published = 1 and custom_sale_price is not null
                           and website_warehouse = $2 order by item_code limit 4)
       returning item_code`,
      [STOCK, settings.STORE_WAREHOUSE ?? 'Muscat Store - GG'],
    );
    items = rows.map((r) => r.item_code).sort();
    const sale = await db.query<{ item_code: string }>(
      `select item_code from website_item where published = 1 and custom_is_dangerous_good_ = 0 and not (item_code = any($1))
       order by custom_sale_price, item_code limit 4`,
      [items],
    );
    saleItems = sale.rows.map((r) => r.item_code);
    await db.query('update website_item set custom_stock_available = $1 where item_code = $2', [
      SALE_STOCK,
      saleItems[0],
    ]);
    await db.query('update website_item set custom_stock_available = 100000 where item_code = any($1)', [
      saleItems.slice(1),
    ]);

    for (const port of nodePorts)
      running.push(start(`node on ${port}`, unitCommand('gulf-glow@.service'), nodeSettings(port)));
    const [balancerBind, node1, node2] = [balancerPort, ...nodePorts].map((port) => `127.0.0.1:${port}`);
    running.push(
      start('haproxy', [haproxy, '-db', '-f', resolve(repoRoot, 'deploy/haproxy.cfg')], {
        SHOP_BIND: balancerBind!,
        SHOP_NODE_1: node1!,
        SHOP_NODE_2: node2!,
      }),
    );
    await Promise.all(
      nodePorts.map((port, i) => waitForStatus(`http://127.0.0.1:${port}/readyz`, 200, 240_000, running[i])),
    );
    await waitForStatus(`http://127.0.0.1:${balancerPort}/readyz`, 200, 10_000, running[2]);
    // Both nodes in the balancer's rotation: up after 2 good checks a second apart.
    await new Promise((done) => setTimeout(done, 2500));
  }, 360_000);

  afterAll(async () => {
    for (const started of running) started.child.kill('SIGKILL');
    await Promise.all(running.map((started) => started.exited));
    await db?.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
    await bucket?.close();
  }, 60_000);

  const ordersPlacedOn = async (port: number) => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${settings.METRICS_TOKEN}` },
    });
    const text = await response.text();
    return [...text.matchAll(/^shop_orders_placed_total\{[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
  };

  it('places a cash-on-delivery order through the balancer: quoted total billed, lines and stock in the database', async () => {
    const lines: Line[] = [{ item_code: items[0]!, quantity: 2 }];
    const placed = await checkout(balancer, 1, lines);
    expect(placed.status).toBe(201);
    expect(placed.billed).toBe(placed.quoted);
    const order = await db.query(
      'select grand_total, payment_method, status, idempotency_key from sales_order where name = $1',
      [placed.order],
    );
    expect(order.rows).toEqual([
      {
        grand_total: Math.round(placed.quoted * 1000),
        payment_method: 'COD',
        status: 'Placed',
        idempotency_key: placed.key,
      },
    ]);
    const orderLines = await db.query('select item_code, qty from sales_order_item where parent = $1', [placed.order]);
    expect(orderLines.rows).toEqual([{ item_code: items[0], qty: 2 }]);
    const stock = await db.query('select custom_stock_available from website_item where item_code = $1', [items[0]]);
    expect(stock.rows[0].custom_stock_available).toBe(STOCK - 2);
  }, 30_000);

  it('serves every product image from the shared bucket on each node and through the balancer', async () => {
    const { rows } = await db.query<{ website_image: string }>(
      'select website_image from website_item where item_code = any($1)',
      [items],
    );
    expect(rows.length).toBe(items.length);
    for (const { website_image: path } of rows) {
      expect(path).toMatch(/^\/media\//);
      const bodies = await Promise.all(
        [...nodePorts, balancerPort].map(async (port) => {
          const response = await fetch(`http://127.0.0.1:${port}${path}`);
          expect([path, port, response.status, response.headers.get('content-type')]).toEqual([
            path,
            port,
            200,
            expect.stringMatching(/^image\//),
          ]);
          return Buffer.from(await response.arrayBuffer());
        }),
      );
      expect(bodies[0]!.length).toBeGreaterThan(0);
      expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
    }
  }, 30_000);

  it('holds a flash sale through the balancer: shoppers behind 4 shared addresses all served, none oversold, a fast phone refused', async () => {
    const outcome = await runFlashSale(balancer, {
      shoppers: 200,
      addresses: ['127.0.20.1', '127.0.21.1', '127.0.22.1', '127.0.23.1'],
      hotItem: saleItems[0]!,
      plentifulItems: saleItems.slice(1),
      concurrency: 30,
      fastPhoneOrders: 15,
    });
    const ledger = await saleLedger(db, outcome, saleItems[0]!, SALE_STOCK);
    console.info(
      `deployment flash sale: ${outcome.placed.length} orders in ${outcome.seconds.toFixed(1)} s, ` +
        `p50 ${percentile(outcome.latencies, 50).toFixed(0)} ms, p99 ${percentile(outcome.latencies, 99).toFixed(0)} ms`,
    );
    expect({
      unserved: outcome.unserved,
      refusedByAddress: outcome.refusedByAddress,
      placed: outcome.placed.length,
    }).toEqual({
      unserved: [],
      refusedByAddress: 0,
      placed: 200,
    });
    expect(outcome.placed.filter((p) => p.billed !== p.quoted)).toEqual([]);
    expect(ledger).toMatchObject({
      oversold: 0,
      hotLeft: 0,
      hotTaken: SALE_STOCK,
      hotAcknowledged: SALE_STOCK,
      storedMatching: 200,
      distinctAcknowledged: 200,
    });
    expect(outcome.fastPhone.map((a) => a.limit ?? a.status)).toEqual([
      201,
      201,
      ...Array(8).fill('max_open_cod_per_phone'),
      ...Array(5).fill('orders_per_phone'),
    ]);
  }, 600_000);

  it.skipIf(!restartPostgres)(
    'goes on through a PostgreSQL restart mid-checkout: every checkout answered with its order, none twice',
    async () => {
      const done: Checkout[] = [];
      let next = 500;
      const orders = 60;
      let restarted = false;
      const shopper = async () => {
        while (next < 500 + orders) {
          done.push(await checkout(balancer, next++, [{ item_code: saleItems[1 + (next % 3)]!, quantity: 1 }]));
          if (!restarted && done.length >= 15) {
            restarted = true;
            restartPostgres!();
          }
        }
      };
      await Promise.all(Array.from({ length: 6 }, shopper));
      console.info(
        `deployment: PostgreSQL restarted after 15 of ${orders} checkouts; ${done.filter((c) => c.resends > 0).length} checkouts resent`,
      );
      expect(done.filter((c) => c.status !== 201 && c.status !== 200)).toEqual([]);
      const names = done.map((c) => c.order!);
      expect(new Set(names).size).toBe(orders);
      const stored = await db.query<{ name: string; idempotency_key: string }>(
        'select name, idempotency_key from sales_order where name = any($1)',
        [names],
      );
      expect(new Map(stored.rows.map((r) => [r.name, r.idempotency_key]))).toEqual(
        new Map(done.map((c) => [c.order!, c.key])),
      );
      const keys = done.map((c) => c.key);
      const byKey = await db.query<{ count: number }>(
        'select count(*)::int as count from sales_order where idempotency_key = any($1)',
        [keys],
      );
      expect(byKey.rows[0]!.count).toBe(orders);
    },
    120_000,
  );

  it('goes on through the other node when one is killed mid-load: no acknowledged order lost, none twice, stock exact', async () => {
    const shoppers = 8;
    const orders = 120;
    const killAfter = 40;
    const ordersBefore = (await db.query<{ count: number }>('select count(*)::int as count from sales_order')).rows[0]!
      .count;
    const done: Checkout[] = [];
    let next = 100;
    let killedAt: number | null = null;
    const lineFor = (n: number): Line[] => {
      const first = items[n % items.length]!;
      const second = items[(n + 1) % items.length]!;
      return n % 2
        ? [{ item_code: first, quantity: 1 }]
        : [
            { item_code: first, quantity: 2 },
            { item_code: second, quantity: 1 },
          ];
    };
    const shopper = async () => {
      while (next < 100 + orders) {
        const n = next++;
        done.push(await checkout(balancer, n, lineFor(n)));
        if (killedAt === null && done.length >= killAfter) {
          killedAt = done.length;
          running[0]!.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: shoppers }, shopper));
    expect(await running[0]!.exited).toBeNull();
    const resent = done.filter((c) => c.resends > 0);
    console.info(
      `deployment: ${orders} checkouts, node 1 killed after ${killedAt}; ${resent.length} checkouts resent a request the kill cut ` +
        `(${resent.filter((c) => c.status === 200).length} answered as already placed)`,
    );

    // Every checkout answered with its order, the total it was quoted.
    expect(done.filter((c) => c.status !== 201 && c.status !== 200)).toEqual([]);
    expect(done.filter((c) => c.billed !== c.quoted)).toEqual([]);
    expect(done.slice(killedAt!).length).toBeGreaterThanOrEqual(orders - killAfter - shoppers);

    // Each acknowledged order is in the database exactly once, under its key, and there is no other.
    const names = done.map((c) => c.order!);
    expect(new Set(names).size).toBe(orders);
    const stored = await db.query<{ name: string; idempotency_key: string }>(
      'select name, idempotency_key from sales_order where name = any($1)',
      [names],
    );
    expect(new Map(stored.rows.map((r) => [r.name, r.idempotency_key]))).toEqual(
      new Map(done.map((c) => [c.order!, c.key])),
    );
    const total = await db.query<{ count: number }>('select count(*)::int as count from sales_order');
    expect(total.rows[0]!.count).toBe(ordersBefore + orders);

    // Stock: what is left is what the stored orders did not take.
    const left = await db.query<{ item_code: string; stock: number; taken: number }>(
      `select w.item_code, w.custom_stock_available as stock, coalesce(sum(i.qty), 0)::int as taken
       from website_item w left join sales_order_item i on i.item_code = w.item_code
       where w.item_code = any($1) group by w.item_code, w.custom_stock_available order by w.item_code`,
      [items],
    );
    for (const row of left.rows)
      expect({ item: row.item_code, left: row.stock }).toEqual({ item: row.item_code, left: STOCK - row.taken });
    const expectedTaken = new Map(items.map((code) => [code, code === items[0] ? 2 : 0]));
    for (const c of done)
      for (const line of c.lines) expectedTaken.set(line.item_code, expectedTaken.get(line.item_code)! + line.quantity);
    expect(new Map(left.rows.map((r) => [r.item_code, r.taken]))).toEqual(expectedTaken);

    // The survivor placed the orders after the kill (but those answered by the other node just before it), and still serves.
    expect(await ordersPlacedOn(nodePorts[1])).toBeGreaterThanOrEqual(orders - killedAt! - shoppers);
    const after = await checkout(balancer, 99, [{ item_code: items[1]!, quantity: 1 }]);
    expect({ status: after.status, resends: after.resends }).toEqual({ status: 201, resends: 0 });
  }, 120_000);
});
