/**
 * Place-order latency: 50 concurrent checkouts (autocannon, 50 connections) posting COD orders
 * to POST /api/orders, each with its own idempotency key, shopper (phone and house), a Muscat zone and 1–3 random products;
 * the server runs in a child process on a fresh database seeded with 1 000 products (stock set
 * high so every order succeeds), after a 2 s warm-up that is not counted. Target: p99 ≤ 150 ms as
 * the clients see it (queueing included); the server's own time per order is printed beside it.
 *
 *   npm run bench:place-order [-- --duration 10 --connections 50 --cpu-prof]
 * With --cpu-prof the server writes a V8 CPU profile of the measured run to data/profiles/.
 * Database: BENCH_ORDER_DATABASE_URL (default a new SQLite file under data/); a postgres:// URL
 * benchmarks PostgreSQL (its orders and request counts are deleted first).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createHistogram } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createFileImageStorage } from '../packages/server/src/adapters/image-storage';
import { parseEnv } from '../packages/server/src/config/env';
import { openDb } from '../packages/server/src/db/connection';
import { migrateToLatest } from '../packages/server/src/db/migrate';
import { buildApp } from '../packages/server/src/http/app';
import { loadOmanDelivery } from '../packages/server/src/seed/oman-delivery';
import { seedDatabase } from '../packages/server/src/seed/seed';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '50'));
const cpuProfile = process.argv.includes('--cpu-prof');
const TARGET_P99_MS = 150;
const WAREHOUSE = process.env.STORE_WAREHOUSE ?? 'Muscat Store - GG';

async function serve(databaseUrl: string): Promise<void> {
  const db = openDb(databaseUrl, { poolSize: Number(process.env.BENCH_POOL_SIZE ?? 10), checkpointWorker: true });
  await migrateToLatest(db.kysely);
  const existing = await db.kysely.selectFrom('website_item').select('name').limit(1).executeTakeFirst();
  if (!existing) {
    await seedDatabase(db.kysely, {
      storage: createFileImageStorage('./data/bench-media'),
      warehouse: WAREHOUSE,
      products: 1000,
      omanDelivery: loadOmanDelivery(),
    });
  }
  // Every run starts from the same state: no orders (a shopper's open COD orders are limited), no order-request counts.
  await db.kysely.deleteFrom('sales_order').execute();
  await db.kysely.deleteFrom('rate_limit').execute();
  await db.kysely
    .updateTable('website_item')
    .set({ custom_stock_available: 1_000_000 })
    .where('published', '=', 1)
    .execute();
  const codes = await db.kysely
    .selectFrom('website_item')
    .select('item_code')
    .where('published', '=', 1)
    .where('website_warehouse', '=', WAREHOUSE)
    .where('custom_sale_price', 'is not', null)
    .limit(200)
    .execute();
  const env = parseEnv({
    ...process.env,
    APP_ENV: 'development',
    LOG_LEVEL: 'silent',
    MEDIA_DIR: join(tmpdir(), 'shop-bench-media'),
    DATABASE_URL: databaseUrl,
    // As behind the balancer: each shopper's own address, so the per-client order limit counts shoppers.
    TRUST_PROXY: '1',
  });
  const app = await buildApp({ db, env });
  // Server-side time per order (Fastify's elapsed time, onRequest → response), reported to the parent over IPC.
  const served = createHistogram();
  app.addHook('onResponse', async (_request, reply) =>
    served.record(Math.max(1, Math.round(reply.elapsedTime * 1000))),
  );
  process.on('message', (message) => {
    if (message === 'reset') served.reset();
    if (message === 'exit') void app.close().then(() => process.exit(0));
    if (message === 'report') {
      const ms = (q: number) => Math.round(served.percentile(q) / 100) / 10;
      process.send!({ p50: ms(50), p90: ms(90), p99: ms(99), max: Math.round(served.max / 100) / 10 });
    }
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(
    `READY http://127.0.0.1:${(app.server.address() as AddressInfo).port} ${codes.map((c) => c.item_code).join(',')}`,
  );
}

function start(databaseUrl: string): Promise<{ child: ChildProcess; url: string; codes: string[] }> {
  const profiling = cpuProfile ? ['--cpu-prof', '--cpu-prof-dir=data/profiles'] : [];
  const child = spawn(process.execPath, [...process.execArgv, ...profiling, process.argv[1]!, '--serve', databaseUrl], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /READY (\S+) (\S+)/.exec(out);
      if (line) resolve({ child, url: line[1]!, codes: line[2]!.split(',') });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

const form = {
  CountryNumber: '968',
  MobileNumber: '91234567',
  Email: '',
  CountryField: 'Oman',
  Province: 'Muscat',
  Wilaya: 'Bawshar',
  WilayaZone: '8',
  Address: 'Way 1',
  PostalCode: '',
  FirstName: 'Bench',
  DateField: '',
  TimeField: '',
  PaymentType: 'COD',
  ShippingField: 'Delivery',
  Outlet: '',
};

let shoppers = 0;

/**
 * Each checkout is another shopper (own phone, house and address, as the balancer reports it in
 * X-Forwarded-For): the shop limits the COD orders waiting per phone and address, and the order
 * requests per client address.
 */
function orderRequest(codes: string[]): { body: string; address: string } {
  const picked = new Set<string>();
  const lines = 1 + Math.floor(Math.random() * 3);
  while (picked.size < lines) picked.add(codes[Math.floor(Math.random() * codes.length)]!);
  const shopper = ++shoppers;
  const shopperForm = {
    ...form,
    MobileNumber: `9${String(shopper % 10_000_000).padStart(7, '0')}`,
    Address: `Way 1, House ${shopper}`,
  };
  const body = JSON.stringify({
    idempotency_key: randomUUID(),
    items: [...picked].map((item_code) => ({ item_code, quantity: 1 })),
    form: shopperForm,
  });
  return { body, address: `10.${(shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}` };
}

const serveUrl = process.argv.indexOf('--serve') > 0 ? arg('serve', '') : undefined;
if (serveUrl) {
  await serve(serveUrl);
} else {
  const sqliteFile = `./data/bench-orders-${Date.now()}.db`;
  const databaseUrl = process.env.BENCH_ORDER_DATABASE_URL ?? `file:${sqliteFile}`;
  const server = await start(databaseUrl);
  const run = (seconds: number) =>
    autocannon({
      url: `${server.url}/api/orders`,
      method: 'POST',
      connections,
      duration: seconds,
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            const { body, address } = orderRequest(server.codes);
            return { ...request, body, headers: { ...request.headers, 'x-forwarded-for': address } };
          },
        },
      ],
    });
  // A short warm-up first (JIT, caches of settings and zones, SQLite page cache), not counted.
  await run(2);
  server.child.send('reset');
  console.log(
    `place-order on ${databaseUrl.replace(/\/\/[^@]*@/, '//')} for ${duration} s, ${connections} concurrent checkouts …`,
  );
  const result = await run(duration);
  const servedReport = new Promise<{ p50: number; p90: number; p99: number; max: number }>((resolve) =>
    server.child.once('message', (m) => resolve(m as never)),
  );
  server.child.send('report');
  const served = await servedReport;
  if (cpuProfile) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.send('exit');
    await exited;
    console.log('  CPU profile written to data/profiles/');
  } else server.child.kill();
  if (!process.env.BENCH_ORDER_DATABASE_URL)
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqliteFile}${suffix}`, { force: true });
  const errors = result.errors + result.non2xx;
  console.log(`\n  orders placed ${result['2xx']}   errors ${errors}   ${result.requests.average.toFixed(0)} orders/s`);
  console.log(
    `  seen by the clients  p50 ${result.latency.p50} ms   p90 ${result.latency.p90} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`,
  );
  console.log(
    `  inside the server    p50 ${served.p50} ms   p90 ${served.p90} ms   p99 ${served.p99} ms   max ${served.max} ms`,
  );
  console.log(
    `  p99 ${result.latency.p99} ms (target ≤ ${TARGET_P99_MS} ms): ${result.latency.p99 <= TARGET_P99_MS && errors === 0 ? 'PASS' : 'FAIL'}`,
  );
}
