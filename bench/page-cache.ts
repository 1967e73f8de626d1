/**
 * Pages: req/s for a product page and the home page, as browsers ask (Accept-Encoding: br), from
 * the production build served by `npm start`: with PAGE_CACHE=0 (every view rendered by Next),
 * then the embedded start without REDIS_URL (the page cache in the process's memory), then with
 * REDIS_URL (the shared page cache; apps/web/src/server/page-cache.ts). Each server runs in its own
 * process group, one after the other. Target for each cache: ≥ 10× uncached and ≥ 1 000 req/s for
 * the product page.
 *
 *   npm run build && npm run bench:pages [-- --duration 10 --connections 50 --no-redis]
 * Database: BENCH_DATABASE_URL (default file:./data/bench-pages.db, the demo catalog seeded on the
 * first run); Redis: BENCH_REDIS_URL (default redis://127.0.0.1:6379/14); port: BENCH_PORT (3260).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '50'));
const port = Number(process.env.BENCH_PORT ?? 3260);
const base = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'file:./data/bench-pages.db';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const headers = { 'accept-encoding': 'br' };

interface Mode {
  label: string;
  pageCache: boolean;
  redis?: string;
}
const modes: Mode[] = [
  { label: 'uncached', pageCache: false },
  { label: 'memory  ', pageCache: true },
  ...(process.argv.includes('--no-redis') ? [] : [{ label: 'redis   ', pageCache: true, redis: redisUrl }]),
];

function startShop({ pageCache, redis }: Mode): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'demo',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
  };
  env.PAGE_CACHE = pageCache ? '1' : '0';
  if (redis) env.REDIS_URL = redis;
  else delete env.REDIS_URL;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`the shop exited (${child.exitCode})`));
      if (Date.now() > deadline) return reject(new Error('the shop did not start within 120 s'));
      const up = await fetch(`${base}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) resolve(child);
      else setTimeout(poll, 500);
    };
    void poll();
  });
}

function stopShop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}

async function load(path: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url: `${base}${path}`, connections, duration, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function measure(mode: Mode, paths: string[]) {
  const shop = await startShop(mode);
  try {
    const results = [];
    for (const path of paths) {
      for (let i = 0; i < 3; i++) await fetch(`${base}${path}`, { headers });
      console.log(`${mode.label} ${path} for ${duration} s, ${connections} connections …`);
      results.push(await load(path));
    }
    return results;
  } finally {
    await stopShop(shop);
  }
}

const first = await startShop(modes[0]!);
const home = await (await fetch(`${base}/`)).text();
await stopShop(first);
const product = /href="(\/product\/[^"?#]+)"/.exec(home)?.[1];
if (!product) throw new Error('no product link on the home page');
const paths = [product, '/'];

const results: Awaited<ReturnType<typeof measure>>[] = [];
for (const mode of modes) results.push(await measure(mode, paths));

console.log('');
const line = (label: string, r: Awaited<ReturnType<typeof load>>) =>
  `${label} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`;
paths.forEach((path, i) => {
  const uncached = results[0]![i]!;
  console.log(`  ${path}`);
  console.log(`    ${line(modes[0]!.label, uncached)}`);
  modes.slice(1).forEach((mode, m) => {
    const cached = results[m + 1]![i]!;
    const ratio = cached.rps / uncached.rps;
    const floor = i === 0 ? ' and ≥ 1000 req/s' : '';
    const pass = ratio >= 10 && (i !== 0 || cached.rps >= 1000);
    console.log(
      `    ${line(mode.label, cached)}   ${ratio.toFixed(1)}× (target ≥ 10×${floor}): ${pass ? 'PASS' : 'FAIL'}`,
    );
  });
});
