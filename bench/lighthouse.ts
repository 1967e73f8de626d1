/**
 * Page speed as a phone sees it: Lighthouse (mobile preset, applied throttling: 4× CPU, 1.6 Mbps,
 * 150 ms RTT) in Debian chromium on the home page, the shop listing and a product page of the
 * production build, in English and in Arabic (/ar, whose scripts must be the English page's), and on an empty App Router page (the floor). Each page is run --runs times
 * (default 3) and each figure's median is printed, with the range of scores beside it: score,
 * FCP, LCP, TTI, CLS, TBT and first-load JavaScript (over the wire, and gzip -9). Then, in a
 * Chromium throttled the same way, the time until a tapped Add first puts a product in the
 * cart on each shop page (add-tap.ts), median and range over --runs.
 * Budgets: performance ≥ 98, CLS ≤ 0.01, product page first-load JS ≤ the floor's + 20 KB gzipped.
 *
 *   npm run build && npm run bench:lighthouse [-- --base http://localhost:3000] [--runs 3] [--port 3300] [--save DIR]
 *
 * Without --base it starts the shop itself on --port (scripts/e2e-server.mjs, fresh seeded
 * SQLite) and stops it (its whole process group) at the end. The floor (bench/lighthouse/empty-next-app.ts)
 * is built with this repository's Next.js and React and served by `next start` on a free port. --save DIR writes
 * each page's median-score report (JSON) there.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import {
  type AddButton,
  type AddTap,
  cardAdd,
  cardAddAr,
  launchPhone,
  measureAddTap,
  productPageAdd,
  productPageAddAr,
} from './lighthouse/add-tap';
import { startEmptyNextApp } from './lighthouse/empty-next-app';
import { type PageFigures, type PageRun, auditPage, median, medianFigures, medianRun } from './lighthouse/page-audit';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const option = (name: string) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
const baseArg = option('--base');
const saveDir = option('--save');
const runs = Math.max(1, Number(option('--runs') ?? 3));
const port = Number(option('--port') ?? 3300);
const base = baseArg ?? `http://localhost:${port}`;
/** The product page may ship this much more JavaScript (gzipped) than an empty App Router page. */
const JS_OVER_FLOOR = 20 * 1024;

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
  const body = (await (await fetch(`${base}/api/resource/Website%20Item?${params}`)).json()) as {
    data: { route: string }[];
  };
  return `/product/${body.data[0]!.route}`;
}

interface ShopPage {
  path: string;
  name: string;
  add: AddButton;
}

interface Measured {
  label: string;
  name: string;
  figures: PageFigures;
  scores: number[];
  report: PageRun;
  addTaps?: AddTap[];
}

async function audit(chromePort: number, url: string, label: string, name: string): Promise<Measured> {
  await fetch(url); // warm the server's caches: we measure the page, not a cold start
  const all: PageRun[] = [];
  for (let failed = 0; all.length < runs;) {
    try {
      all.push(await auditPage(chromePort, url));
    } catch (error) {
      // Lighthouse sometimes loses a trace (NO_NAVSTART) on a busy machine: run again, twice at most
      if (++failed > 2) throw error;
      console.warn(`${label}: ${(error as Error).message}; running again`);
    }
  }
  return {
    label,
    name,
    figures: medianFigures(all),
    scores: all.map((f) => f.score).sort((a, b) => a - b),
    report: medianRun(all),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function addTapCell(taps: AddTap[] | undefined): string {
  if (!taps?.length) return '–';
  const times = taps.map((t) => t.ms).sort((a, b) => a - b);
  const range = taps.length > 1 ? ` (${Math.round(times[0]!)}–${Math.round(times.at(-1)!)})` : '';
  return `${ms(median(times))}${range}, ${median(taps.map((t) => t.taps))} tap(s)`;
}

function printTable(measured: Measured[]) {
  const rows = measured.map(({ label, figures: f, scores, addTaps, name }) => [
    label.length > 40 ? `${label.slice(0, 37)}…` : label,
    scores.length > 1 ? `${f.score} (${scores[0]}–${scores.at(-1)})` : String(f.score),
    ms(f.fcpMs),
    ms(f.lcpMs),
    ms(f.ttiMs),
    f.cls.toFixed(3),
    ms(f.tbtMs),
    kb(f.scriptWireBytes),
    kb(f.scriptGzipBytes),
    addTapCell(addTaps),
    name === 'floor'
      ? ''
      : [f.score >= 98 ? 'score ok' : 'score FAIL', f.cls <= 0.01 ? 'CLS ok' : 'CLS FAIL'].join(', '),
  ]);
  const header = [
    'page',
    'perf',
    'FCP',
    'LCP',
    'TTI',
    'CLS',
    'TBT',
    'JS (wire)',
    'JS (gzip)',
    'Add in cart',
    'budgets',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

function printJsBudget(measured: Measured[]) {
  const product = measured.find((m) => m.name === 'product')!.figures.scriptGzipBytes;
  const floor = measured.find((m) => m.name === 'floor')!.figures.scriptGzipBytes;
  const budget = floor + JS_OVER_FLOOR;
  console.log(
    `\nproduct page first-load JS ${kb(product)} gzipped; empty App Router page (floor) ${kb(floor)}; ` +
      `budget floor + ${kb(JS_OVER_FLOOR)} = ${kb(budget)}: ${product <= budget ? 'JS ok' : 'JS FAIL'} (${kb(product - floor)} over the floor)`,
  );
  // an Arabic page's scripts are its English page's: its messages travel in the HTML, not in script files
  for (const { name, figures } of measured.filter((m) => m.name.endsWith('-ar'))) {
    const english = measured.find((m) => m.name === name.slice(0, -3))!.figures.scriptGzipBytes;
    const extra = figures.scriptGzipBytes - english;
    console.log(
      `${name} first-load JS ${kb(figures.scriptGzipBytes)} vs English ${kb(english)}: ${extra <= 1024 ? 'same JS ok' : `JS FAIL (${kb(extra)} more)`}`,
    );
  }
}

const server = baseArg
  ? undefined
  : // its own process group: npx and tsx below it do not pass a signal on, so the group is stopped
    spawn('node', ['scripts/e2e-server.mjs'], {
      cwd: root,
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: 'ignore',
      detached: true,
    });

try {
  await waitFor(`${base}/api/resource/Brand?limit_page_length=1`);
  const product = await productPath();
  const pages: ShopPage[] = [
    { path: '/', name: 'home', add: cardAdd },
    { path: '/shop?excludeOutOfStock=1', name: 'shop', add: cardAdd },
    { path: product, name: 'product', add: productPageAdd },
    // the same pages in Arabic, held to the same budgets
    { path: '/ar', name: 'home-ar', add: cardAddAr },
    { path: '/ar/shop?excludeOutOfStock=1', name: 'shop-ar', add: cardAddAr },
    { path: `/ar${product}`, name: 'product-ar', add: productPageAddAr },
  ];
  const measured: Measured[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (const { path, name } of pages) measured.push(await audit(chrome.port, `${base}${path}`, path, name));
    const floor = await startEmptyNextApp(root);
    try {
      measured.push(await audit(chrome.port, `${floor.base}/`, 'empty Next.js page (floor)', 'floor'));
    } finally {
      floor.stop();
    }
  } finally {
    await chrome.kill();
  }
  const phone = await launchPhone();
  try {
    for (const { path, name, add } of pages) {
      const taps: AddTap[] = [];
      for (let i = 0; i < runs; i++) taps.push(await measureAddTap(phone, `${base}${path}`, add));
      measured.find((m) => m.name === name)!.addTaps = taps;
    }
  } finally {
    await phone.close();
  }
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    for (const { name, report } of measured)
      writeFileSync(resolve(saveDir, `${name}.json`), JSON.stringify(report.lhr));
  }
  printTable(measured);
  printJsBudget(measured);
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* it has already stopped */
    }
  }
}
