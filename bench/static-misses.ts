/**
 * Memory under unknown /_next/static/* paths: the production one-process server (`npm run
 * build` first) in a child process, 40 000 requests for paths that are not in the build (half
 * scripts, half fonts, each path new), then 40 000 requests for the build's real files; the
 * server's resident memory (VmRSS) is printed before, right after and 5 s after each.
 * Budget: misses leave ≤ 20 MB behind.
 *
 *   npm run bench:static-misses [-- --requests 40000 --port 3300]
 * Database: a fresh SQLite file under data/ with 50 demo products (APP_ENV=test).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const requests = Number(arg('requests', '40000'));
const port = Number(arg('port', '3300'));
const BUDGET_MB = 20;
const CONCURRENCY = 20;

const root = resolve(fileURLToPath(import.meta.url), '../..');
const staticDir = join(root, 'apps/web/.next/static');
const database = 'data/bench-static.db';
const env = {
  ...process.env,
  APP_ENV: 'test',
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: `file:./${database}`,
  PORT: String(port),
  PUBLIC_BASE_URL: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
};

const rssMb = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;

/** Sends `count` GETs, CONCURRENCY at a time over keep-alive connections; answers the count per status. */
async function drive(count: number, path: (i: number) => string): Promise<Record<number, number>> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      await new Promise<void>((done, fail) => {
        get(
          { host: '127.0.0.1', port, path: path(i), agent, headers: { 'accept-encoding': 'gzip, deflate, br' } },
          (response) => {
            statuses[response.statusCode!] = (statuses[response.statusCode!] ?? 0) + 1;
            response.resume();
            response.on('end', done);
          },
        ).on('error', fail);
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  return statuses;
}

function buildFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/_next/static/${relative(dir, join(entry.parentPath, entry.name))}`);
}

async function startServer(): Promise<ChildProcess> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(root, `${database}${suffix}`), { force: true });
  const cli = join(root, 'packages/server/src/cli/main.ts');
  for (const args of [['migrate'], ['seed', '--quiet', '--products', '50']]) {
    const step = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { cwd: root, env, stdio: 'inherit' });
    if (step.status !== 0) throw new Error(`${args[0]} failed`);
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts', '--prod'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    await sleep(500);
    const ready = await fetch(`http://127.0.0.1:${port}/api/resource/Brand?limit_page_length=1`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
  }
  child.kill();
  throw new Error('the server did not start');
}

const files = buildFiles(staticDir);
if (files.length === 0) throw new Error('no build: run `npm run build` first');
const server = await startServer();
try {
  await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text());
  await drive(files.length * 5, (i) => files[i % files.length]!);
  const rows: string[] = [];
  const measure = async (label: string, path: (i: number) => string) => {
    const before = rssMb(server);
    const started = performance.now();
    const statuses = await drive(requests, path);
    const seconds = (performance.now() - started) / 1000;
    const after = rssMb(server);
    await sleep(5000);
    const settled = rssMb(server);
    rows.push(
      `  ${label.padEnd(32)} ${JSON.stringify(statuses).padEnd(14)} ${(requests / seconds).toFixed(0).padStart(6)} req/s   ` +
        `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB, ${settled.toFixed(0)} MB 5 s later (+${(settled - before).toFixed(0)} MB)`,
    );
    return settled - before;
  };
  const missGrowth = await measure(
    `${requests} unknown paths`,
    (i) => `/_next/static/${i % 2 ? 'chunks' : 'media'}/missing-${i}.${i % 2 ? 'js' : 'woff2'}`,
  );
  await measure(`${requests} build files`, (i) => files[i % files.length]!);
  console.log(`\n${rows.join('\n')}`);
  console.log(
    `  misses left ${missGrowth.toFixed(0)} MB behind (budget ≤ ${BUDGET_MB} MB): ${missGrowth <= BUDGET_MB ? 'PASS' : 'FAIL'}`,
  );
} finally {
  server.kill();
}
