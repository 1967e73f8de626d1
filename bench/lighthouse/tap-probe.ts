/**
 * Taps from first paint on a throttled phone (add-tap.ts's throttling: Lighthouse's mobile preset
 * applied over CDP, 4× CPU, 1.6 Mbps, 150 ms RTT). `singleTap`: one tap on the first Add the
 * moment it is painted (scrolled into view first when it is below the first screen), never again,
 * and whether (and when) the product reached the cart.
 * `tapBurst`: a tap every 50 ms on that spot from first paint for `burstMs`, and how many units the
 * cart holds at the end against the taps made. `floorReady`: when the empty page's scripts have
 * run (its load event), the framework's floor for "ready".
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import type { AddButton } from './add-tap';

async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const screen = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const phone = throttling.mobileSlow4G;
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.requestLatencyMs,
    downloadThroughput: Math.floor((phone.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((phone.uploadThroughputKbps * 1024) / 8),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdownMultiplier });
  return { context, page };
}

/**
 * The centre of the first Add on the page (in document order; in a carousel, one within the screen's
 * width) once the page has painted (polled every 10 ms from navigation). Below the first screen, as
 * the home and product pages put it at 390 px, it is scrolled into view first, as a shopper scrolls
 * to it: scrolling works before the page's scripts have run.
 */
async function firstAdd(
  page: Page,
  { text, inCard }: AddButton,
): Promise<{ x: number; y: number; at: number; scrolled: boolean }> {
  const handle = await page.waitForFunction(
    ({ text, inCard }) => {
      if (!performance.getEntriesByName('first-contentful-paint').length) return null;
      const buttons = [
        ...document.querySelectorAll<HTMLButtonElement>(inCard ? '[data-testid="product-card"] button' : 'button'),
      ];
      const add = buttons.find((b) => {
        const box = b.getBoundingClientRect();
        return b.textContent?.trim() === text && box.width > 0 && box.left >= 0 && box.right <= innerWidth;
      });
      if (!add) return null;
      const at = performance.now();
      const before = add.getBoundingClientRect();
      const scrolled = before.top < 0 || before.bottom > innerHeight;
      if (scrolled) add.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const box = add.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2, at, scrolled };
    },
    { text, inCard },
    { polling: 10, timeout: 60_000 },
  );
  return (await handle.jsonValue())!;
}

const cartUnits = (page: Page) =>
  page.evaluate(() => {
    const badge = document.querySelector('[data-testid="cart-count"]');
    return Number(badge?.textContent?.replace('+', '') || 0);
  });

export interface SingleTap {
  tappedAtMs: number;
  /** the Add was below the first screen and scrolled into view before the tap */
  scrolled: boolean;
  /** ms from navigation start until the cart showed the product; null: the tap was lost */
  inCartAtMs: number | null;
}

export async function singleTap(browser: Browser, url: string, add: AddButton, waitMs = 20_000): Promise<SingleTap> {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const spot = await firstAdd(page, add);
    await page.touchscreen.tap(spot.x, spot.y);
    const filled = await page
      .waitForFunction(
        () =>
          Number(document.querySelector('[data-testid="cart-count"]')?.textContent?.replace('+', '') || 0) > 0 &&
          performance.now(),
        null,
        {
          polling: 20,
          timeout: waitMs,
        },
      )
      .then(
        async (handle) => (await handle.jsonValue()) as number,
        () => null,
      );
    return { tappedAtMs: spot.at, scrolled: spot.scrolled, inCartAtMs: filled };
  } finally {
    await context.close();
  }
}

export interface TapBurst {
  taps: number;
  units: number;
}

export async function tapBurst(browser: Browser, url: string, add: AddButton, burstMs = 3000): Promise<TapBurst> {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const spot = await firstAdd(page, add);
    let taps = 0;
    for (const until = Date.now() + burstMs; Date.now() < until; taps++) {
      await page.touchscreen.tap(spot.x, spot.y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await page.waitForLoadState('load');
    // what the cart settles at once the page has done what was asked (an Add waits 500 ms)
    let units = await cartUnits(page);
    for (let same = 0; same < 10;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await cartUnits(page);
      same = now === units ? same + 1 : 0;
      units = now;
    }
    return { taps, units };
  } finally {
    await context.close();
  }
}

/** ms from navigation start to the load event of a page (its scripts run), on the same phone. */
export async function floorReady(browser: Browser, url: string): Promise<number> {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    return await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
  } finally {
    await context.close();
  }
}
