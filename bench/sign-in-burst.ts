/**
 * A burst of staff sign-ins against the rest of the site: the app (buildApp, SQLite, one staff
 * account, TRUST_PROXY=1 so each sign-in can come from its own address) in a child process;
 * a catalog read and a media file are fetched one after the other, idle and then while 200
 * sign-ins with unknown emails arrive at once. Prints their latency in each phase, and how the
 * burst was answered (401 checked, 503 refused at once). Budget: p99 under the burst ≤ 500 ms.
 *
 *   npm run bench:sign-in-burst [-- --burst 200]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '../packages/server/src/config/env';
import { openDb } from '../packages/server/src/db/connection';
import { migrateToLatest } from '../packages/server/src/db/migrate';
import { buildApp } from '../packages/server/src/http/app';
import { createStaffAccount } from '../packages/server/src/modules/staff/staff.service';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const burstSize = Number(arg('burst', '200'));
const BUDGET_P99_MS = 500;

async function serve(): Promise<void> {
  const database = join(tmpdir(), `sign-in-burst-${process.pid}.db`);
  const media = join(tmpdir(), `sign-in-burst-media-${process.pid}`);
  rmSync(database, { force: true });
  mkdirSync(media, { recursive: true });
  writeFileSync(join(media, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(2000)}</svg>`);
  const db = openDb(`file:${database}`);
  await migrateToLatest(db.kysely);
  await createStaffAccount(db.kysely, { email: 'staff@example.om', name: 'Staff', password: 'a staff password 1' });
  const env = parseEnv({
    ...process.env,
    APP_ENV: 'development',
    LOG_LEVEL: 'silent',
    MEDIA_DIR: media,
    DATABASE_URL: `file:${database}`,
    TRUST_PROXY: '1',
  });
  const app = await buildApp({ db, env });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
}

function start(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /READY (\S+)/.exec(out);
      if (line) resolve({ child, base: line[1]! });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

const percentile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((q / 100) * values.length))]!;

/** Fetches the cheap pages one after the other until `until` settles (or `count` times); their latencies in ms. */
async function cheapLatencies(base: string, until: Promise<unknown> | null, count = 40): Promise<number[]> {
  let settled = false;
  void until?.then(() => (settled = true));
  const latencies: number[] = [];
  for (let i = 0; until ? !settled : i < count; i++) {
    const started = performance.now();
    await fetch(`${base}${i % 2 ? '/media/logo.svg' : '/api/resource/Brand?limit_page_length=5'}`).then((r) =>
      r.arrayBuffer(),
    );
    latencies.push(performance.now() - started);
  }
  return latencies;
}

if (process.argv.includes('--serve')) {
  await serve();
} else {
  const { child, base } = await start();
  try {
    await cheapLatencies(base, null, 10);
    const idle = await cheapLatencies(base, null);
    const started = performance.now();
    const burst = Promise.all(
      Array.from({ length: burstSize }, (_, i) =>
        fetch(`${base}/api/admin/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${Math.floor(i / 250)}.${i % 250}.1` },
          body: JSON.stringify({ email: `nobody${i}@example.om`, password: 'a guess' }),
        }).then((r) => r.status),
      ),
    );
    const during = await cheapLatencies(base, burst);
    const statuses = await burst;
    const burstMs = performance.now() - started;
    const count = (status: number) => statuses.filter((s) => s === status).length;
    const line = (label: string, values: number[]) =>
      `  ${label.padEnd(24)} ${String(values.length).padStart(4)} requests   p50 ${percentile(values, 50).toFixed(0).padStart(4)} ms   p99 ${percentile(values, 99).toFixed(0).padStart(4)} ms   max ${Math.max(
        ...values,
      )
        .toFixed(0)
        .padStart(4)} ms`;
    console.log(`\n${line('catalog + media, idle', idle)}\n${line('during the burst', during)}`);
    console.log(
      `  burst of ${burstSize} sign-ins: ${count(401)} checked (401), ${count(503)} refused at once (503), others ${burstSize - count(401) - count(503)}; done in ${burstMs.toFixed(0)} ms`,
    );
    const p99 = percentile(during, 99);
    console.log(
      `  p99 during the burst ${p99.toFixed(0)} ms (budget ≤ ${BUDGET_P99_MS} ms): ${p99 <= BUDGET_P99_MS ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    child.kill();
  }
}
