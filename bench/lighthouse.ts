/**
 * Page speed: Lighthouse (mobile preset) in Debian chromium on the home page, the shop listing
 * and a product page of the production build, printing each score, LCP, CLS, TBT and the
 * first-load JavaScript (bytes over the wire: brotli where the browser takes it, as served).
 * Budgets: performance ≥ 98, CLS ≤ 0.01, product page first-load JS ≤ 100 KB gzipped.
 *
 *   npm run build && npm run bench:lighthouse [-- --base http://localhost:3000] [--save DIR]
 *
 * Without --base it starts the shop itself (scripts/e2e-server.mjs, fresh seeded SQLite) and
 * stops it (its whole process group) at the end. --save DIR writes each page's full report
 * (JSON) there, to read the network requests, bootup time and main-thread work behind a score.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const option = (name: string) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
const baseArg = option('--base');
const saveDir = option('--save');
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

const server = baseArg
  ? undefined
  : // its own process group: npx and tsx below it do not pass a signal on, so the group is stopped
    spawn('node', ['scripts/e2e-server.mjs'], { cwd: root, env: { ...process.env, E2E_PORT: String(port) }, stdio: 'ignore', detached: true });

try {
  await waitFor(`${base}/api/resource/Brand?limit_page_length=1`);
  const pages = ['/', '/shop?excludeOutOfStock=1', await productPath()];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: string[][] = [];
  try {
    for (const path of pages) {
      await fetch(`${base}${path}`); // warm the server's caches: we measure the page, not a cold start
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result!.lhr;
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        const name = path === '/' ? 'home' : path.startsWith('/shop') ? 'shop' : 'product';
        writeFileSync(resolve(saveDir, `${name}.json`), JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      const scriptBytes = summary.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const cls = audit('cumulative-layout-shift');
      rows.push([
        path.length > 40 ? `${path.slice(0, 37)}…` : path,
        String(score),
        `${Math.round(audit('largest-contentful-paint'))} ms`,
        cls.toFixed(3),
        `${Math.round(audit('total-blocking-time'))} ms`,
        `${(scriptBytes / 1024).toFixed(1)} KB`,
        [score >= 98 ? 'score ok' : 'score FAIL', cls <= 0.01 ? 'CLS ok' : 'CLS FAIL', path.startsWith('/product/') ? (scriptBytes <= 100 * 1024 ? 'JS ok' : 'JS FAIL') : ''].filter(Boolean).join(', '),
      ]);
    }
  } finally {
    await chrome.kill();
  }
  const header = ['page', 'perf', 'LCP', 'CLS', 'TBT', 'first-load JS (over the wire)', 'budgets'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}
