/**
 * Page speed: Lighthouse (mobile preset) in Debian chromium on the home page, the shop listing
 * and a product page of the production build, printing each page's score, FCP, LCP, CLS, TBT and
 * first-load JavaScript (over the wire, and gzip -9). Each page is run --runs times (default 3);
 * the run with the median score is printed, with the range of scores beside it.
 * Budgets: performance ≥ 98, CLS ≤ 0.01, product page first-load JS ≤ 100 KB gzipped.
 *
 *   npm run build && npm run bench:lighthouse [-- --base http://localhost:3000] [--runs 3] [--floor] [--save DIR]
 *
 * Without --base it starts the shop itself (scripts/e2e-server.mjs, fresh seeded SQLite) and
 * stops it (its whole process group) at the end. --floor also builds and measures an App Router
 * page with no client component (bench/lighthouse/empty-next-app.ts): what the framework alone
 * ships and costs. --save DIR writes each median run's full report (JSON) there.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { startEmptyNextApp } from './lighthouse/empty-next-app';
import { auditPage, medianRun, type PageFigures } from './lighthouse/page-audit';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const option = (name: string) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
const baseArg = option('--base');
const saveDir = option('--save');
const runs = Math.max(1, Number(option('--runs') ?? 3));
const withFloor = args.includes('--floor');
const port = 3300;
const base = baseArg ?? `http://localhost:${port}`;

async function waitFor(url: string, ms = 180_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function productPath(): Promise<string> {
  const params = new URLSearchParams({
    fields: '["route"]',
    filters: '[["published","=",1],["custom_sale_price","is","set"],["custom_stock_available",">",0]]',
    limit_page_length: '1',
  });
  const body = (await (await fetch(`${base}/api/resource/Website%20Item?${params}`)).json()) as { data: { route: string }[] };
  return `/product/${body.data[0]!.route}`;
}

interface Measured {
  label: string;
  name: string;
  figures: PageFigures;
  scores: number[];
  jsBudget: boolean;
}

async function measure(chromePort: number, url: string, label: string, name: string, jsBudget = false): Promise<Measured> {
  await fetch(url); // warm the server's caches: we measure the page, not a cold start
  const all: PageFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await auditPage(chromePort, url));
  return { label, name, figures: medianRun(all), scores: all.map((f) => f.score).sort((a, b) => a - b), jsBudget };
}

function printTable(measured: Measured[]) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const rows = measured.map(({ label, figures: f, scores, jsBudget }) => [
    label.length > 40 ? `${label.slice(0, 37)}…` : label,
    scores.length > 1 ? `${f.score} (${scores[0]}–${scores.at(-1)})` : String(f.score),
    ms(f.fcpMs),
    ms(f.lcpMs),
    f.cls.toFixed(3),
    ms(f.tbtMs),
    kb(f.scriptWireBytes),
    kb(f.scriptGzipBytes),
    ms(f.observedFcpMs),
    [
      f.score >= 98 ? 'score ok' : 'score FAIL',
      f.cls <= 0.01 ? 'CLS ok' : 'CLS FAIL',
      jsBudget ? (f.scriptGzipBytes <= 100 * 1024 ? 'JS ok' : 'JS FAIL') : '',
    ]
      .filter(Boolean)
      .join(', '),
  ]);
  const header = ['page', 'perf', 'FCP', 'LCP', 'CLS', 'TBT', 'JS (wire)', 'JS (gzip)', 'first paint (unthrottled)', 'budgets'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

const server = baseArg
  ? undefined
  : // its own process group: npx and tsx below it do not pass a signal on, so the group is stopped
    spawn('node', ['scripts/e2e-server.mjs'], { cwd: root, env: { ...process.env, E2E_PORT: String(port) }, stdio: 'ignore', detached: true });

try {
  await waitFor(`${base}/api/resource/Brand?limit_page_length=1`);
  const pages: [string, string, boolean][] = [
    ['/', 'home', false],
    ['/shop?excludeOutOfStock=1', 'shop', false],
    [await productPath(), 'product', true],
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const measured: Measured[] = [];
  try {
    for (const [path, name, jsBudget] of pages) measured.push(await measure(chrome.port, `${base}${path}`, path, name, jsBudget));
    if (withFloor) {
      const floor = await startEmptyNextApp(root, port + 1);
      try {
        measured.push(await measure(chrome.port, `${floor.base}/`, 'empty Next.js page (floor)', 'floor', true));
      } finally {
        floor.stop();
      }
    }
  } finally {
    await chrome.kill();
  }
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    for (const { name, figures } of measured) writeFileSync(resolve(saveDir, `${name}.json`), JSON.stringify(figures.lhr));
  }
  printTable(measured);
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* it has already stopped */
    }
  }
}
