/**
 * Issue 30, in one run against the empty App Router page (bench/lighthouse/empty-next-app.ts):
 *  1. The tap probe, on a phone throttled over CDP (4× CPU, 1.6 Mbps, 150 ms RTT): one tap on the
 *     first Add the moment it is painted (scrolled into view first when the page puts it below the
 *     first screen, as home and product do on a phone) on the home page, the listing and a product page, in
 *     English and Arabic; whether it reached the cart and when, against when the empty page is
 *     ready (its load event) on the same phone. Then a tap every 50 ms from first paint for 3 s:
 *     units in the cart against taps made (never more than one unit a tap).
 *  2. Under load: Lighthouse (mobile preset, applied throttling) on home, listing and product while
 *     a busy loop holds one core, and on the empty page in the same conditions; TTI ratios.
 * Budgets: every single tap reaches the cart; units ≤ taps; home TTI ≤ 1.2× the empty page's,
 * listing and product ≤ 1.15×.
 *
 *   npm run build && npm run bench:taps [-- --runs 3 --port 3300 --base http://localhost:3000]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import {
  type AddButton,
  cardAdd,
  cardAddAr,
  launchPhone,
  productPageAdd,
  productPageAddAr,
} from './lighthouse/add-tap';
import { startEmptyNextApp } from './lighthouse/empty-next-app';
import { auditPage, median } from './lighthouse/page-audit';
import { type SingleTap, floorReady, singleTap, tapBurst } from './lighthouse/tap-probe';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const option = (name: string) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
const runs = Math.max(1, Number(option('--runs') ?? 3));
const port = Number(option('--port') ?? 3300);
const base = option('--base') ?? `http://localhost:${port}`;

async function waitFor(url: string, ms = 240_000) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
  }
  throw new Error(`${url} did not answer`);
}

async function productPath(): Promise<string> {
  const params = new URLSearchParams({
    fields: '["route"]',
    filters: '[["published","=",1],["custom_sale_price","is","set"],["custom_stock_available",">",2]]',
    limit_page_length: '1',
  });
  const body = (await (await fetch(`${base}/api/resource/Website%20Item?${params}`)).json()) as {
    data: { route: string }[];
  };
  return `/product/${body.data[0]!.route}`;
}

/** One core held busy (a bounded loop in its own process), as a phone busy with other work. */
function busyCore(): ChildProcess {
  return spawn(process.execPath, ['-e', 'const end = Date.now() + 15 * 60_000; while (Date.now() < end) {}'], {
    stdio: 'ignore',
  });
}

const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (value: number, floor: number, budget: number) =>
  `${(value / floor).toFixed(2)}× (≤ ${budget}×: ${value / floor <= budget ? 'ok' : 'FAIL'})`;

const server = option('--base')
  ? undefined
  : spawn('node', ['scripts/e2e-server.mjs'], {
      cwd: root,
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: 'ignore',
      detached: true,
    });
const floor = await startEmptyNextApp(root);
try {
  await waitFor(`${base}/api/resource/Brand?limit_page_length=1`);
  const product = await productPath();
  const pages: { name: string; path: string; add: AddButton }[] = [
    { name: 'home', path: '/', add: cardAdd },
    { name: 'listing', path: '/shop?excludeOutOfStock=1', add: cardAdd },
    { name: 'product', path: product, add: productPageAdd },
    { name: 'home-ar', path: '/ar', add: cardAddAr },
    { name: 'listing-ar', path: '/ar/shop?excludeOutOfStock=1', add: cardAddAr },
    { name: 'product-ar', path: `/ar${product}`, add: productPageAddAr },
  ];
  for (const { path } of pages) await fetch(`${base}${path}`); // warm: the page, not a cold start

  console.log(`1. Tap probe (phone: 4× CPU, 1.6 Mbps, 150 ms RTT), ${runs} run(s) each`);
  const phone = await launchPhone();
  try {
    const floorTimes: number[] = [];
    for (let i = 0; i < runs; i++) floorTimes.push(await floorReady(phone, `${floor.base}/`));
    const floorReadyMs = median(floorTimes);
    console.log(`   empty App Router page ready (load event): ${ms(floorReadyMs)}`);
    for (const { name, path, add } of pages) {
      const taps: SingleTap[] = [];
      try {
        for (let i = 0; i < runs; i++) taps.push(await singleTap(phone, `${base}${path}`, add));
      } catch (error) {
        // a page that paints no Add at all within a minute: the probe has nothing to tap
        console.log(
          `   ${name.padEnd(11)} FAIL: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
        continue;
      }
      const reached = taps.filter((t) => t.inCartAtMs !== null);
      const burst = await tapBurst(phone, `${base}${path}`, add);
      const inCart = reached.length ? median(reached.map((t) => t.inCartAtMs!)) : NaN;
      console.log(
        `   ${name.padEnd(11)} tapped at ${ms(median(taps.map((t) => t.tappedAtMs)))}` +
          (taps.some((t) => t.scrolled) ? ' (scrolled to it)' : '') +
          `, in the cart ${reached.length}/${taps.length}` +
          (reached.length ? ` at ${ms(inCart)} = ${(inCart / floorReadyMs).toFixed(2)}× the empty page's ready` : '') +
          ` | burst: ${burst.units} unit(s) for ${burst.taps} taps ${burst.units <= burst.taps && burst.units >= 1 ? 'ok' : 'FAIL'}` +
          ` ${reached.length === taps.length ? 'ok' : 'FAIL'}`,
      );
    }
  } finally {
    await phone.close();
  }

  console.log(`\n2. Under load (Lighthouse mobile, applied throttling, one core busy), median TTI of ${runs} run(s)`);
  const busy = busyCore();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const tti = async (url: string) => {
      const times: number[] = [];
      for (let i = 0, failed = 0; times.length < runs; i++) {
        try {
          times.push((await auditPage(chrome.port, url)).ttiMs);
        } catch (error) {
          if (++failed > 2) throw error;
        }
      }
      return median(times);
    };
    const floorTti = await tti(`${floor.base}/`);
    console.log(`   empty App Router page TTI ${ms(floorTti)}`);
    for (const [name, path, budget] of [
      ['home', '/', 1.2],
      ['listing', '/shop?excludeOutOfStock=1', 1.15],
      ['product', product, 1.15],
    ] as const) {
      const value = await tti(`${base}${path}`);
      console.log(`   ${name.padEnd(8)} TTI ${ms(value)} = ${ratio(value, floorTti, budget)}`);
    }
  } finally {
    await chrome.kill();
    busy.kill();
  }
} finally {
  floor.stop();
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* it has already stopped */
    }
  }
}
