/**
 * Load: a bare node:http "hello" server vs the warm listing endpoint of the app (Fastify +
 * resource service + its response cache), each driven by autocannon with 100 connections on
 * this machine, one after the other. Each server runs in its own child process, so the load
 * generator and the server do not share an event loop. Target: listing ≥ 50% of the bare
 * server's req/s.
 *
 *   npm run bench:load [-- --duration 10 --connections 100]
 * Database: BENCH_DATABASE_URL (default file:./data/bench-1k.db, seeded by bench:queries or
 * `npm run seed`); it is migrated, and seeded with 1 000 products if empty.
 */
import { CARD_FIELDS } from '../packages/domain/src/catalog-query';
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createFileImageStorage } from '../packages/server/src/adapters/image-storage';
import { parseEnv } from '../packages/server/src/config/env';
import { openDb } from '../packages/server/src/db/connection';
import { migrateToLatest } from '../packages/server/src/db/migrate';
import { buildApp } from '../packages/server/src/http/app';
import { seedDatabase } from '../packages/server/src/seed/seed';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '100'));
const TARGET = 0.5;
const WAREHOUSE = process.env.STORE_WAREHOUSE ?? 'Muscat Store - GG';

async function load(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections, duration });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const listingParams = new URLSearchParams({
  fields: JSON.stringify(CARD_FIELDS),
  filters: JSON.stringify([
    ['published', '=', 1],
    ['custom_sale_price', 'is', 'set'],
    ['website_warehouse', '=', WAREHOUSE],
    ['custom_stock_available', '>', 0],
  ]),
  order_by: 'custom_regular_price asc',
  limit_start: '0',
  limit_page_length: '20',
});

/** Child process: serve, then print the base URL on stdout. */
async function serve(kind: string): Promise<void> {
  if (kind === 'bare') {
    const bare = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"hello":"world"}');
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    console.log(`READY http://127.0.0.1:${(bare.address() as AddressInfo).port}/`);
    return;
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'file:./data/bench-1k.db';
  const db = openDb(databaseUrl);
  await migrateToLatest(db.kysely);
  const { n } = await db.kysely
    .selectFrom('website_item')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) === 0) {
    await seedDatabase(db.kysely, {
      storage: createFileImageStorage('./data/bench-media'),
      warehouse: WAREHOUSE,
      products: 1000,
      omanDelivery: null,
    });
  }
  const env = parseEnv({
    ...process.env,
    APP_ENV: 'development',
    LOG_LEVEL: 'silent',
    MEDIA_DIR: join(tmpdir(), 'shop-bench-media'),
    DATABASE_URL: databaseUrl,
  });
  const app = await buildApp({ db, env });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(
    `READY http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/resource/Website%20Item?${listingParams} ${databaseUrl}`,
  );
}

function start(kind: string): Promise<{ child: ChildProcess; url: string; note: string }> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, '--serve', kind], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /READY (\S+)(?: (\S+))?/.exec(out);
      if (line) resolve({ child, url: line[1]!, note: line[2] ?? '' });
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
}

const serveKind = process.argv.indexOf('--serve') > 0 ? arg('serve', 'bare') : undefined;
if (serveKind) {
  await serve(serveKind);
} else {
  const bare = await start('bare');
  console.log(`bare node:http      for ${duration} s, ${connections} connections …`);
  const bareResult = await load(bare.url);
  bare.child.kill();

  const app = await start('app');
  const warm = await fetch(app.url);
  const rows = ((await warm.json()) as { data: unknown[] }).data.length;
  console.log(`warm listing (${rows} rows, ${app.note}) for ${duration} s, ${connections} connections …`);
  const appResult = await load(app.url);
  app.child.kill();

  const ratio = appResult.rps / bareResult.rps;
  console.log(
    `\n  bare node:http        ${bareResult.rps.toFixed(0).padStart(8)} req/s   p99 ${bareResult.p99} ms   errors ${bareResult.errors}`,
  );
  console.log(
    `  warm listing endpoint ${appResult.rps.toFixed(0).padStart(8)} req/s   p99 ${appResult.p99} ms   errors ${appResult.errors}`,
  );
  console.log(`  ratio ${(ratio * 100).toFixed(1)}% (target ≥ ${TARGET * 100}%): ${ratio >= TARGET ? 'PASS' : 'FAIL'}`);
}
