/**
 * When does a tapped Add first put the product in the cart? A real Chromium, throttled as
 * Lighthouse's mobile preset applies it (devtools throttling: 4× CPU, 1.6 Mbps and 150 ms RTT,
 * i.e. 562.5 ms request latency and 1.44 Mbps down at the protocol level), in a moto g power
 * sized touch viewport and a fresh profile (empty cache, empty cart). It opens the page, taps
 * the first Add on the screen the moment it is there and enabled, and taps again every 250 ms
 * until the cart count in the header shows a product: taps before React has hydrated the button
 * do nothing. The figure is ms from navigation start (the page's own clock) to the
 * moment the count changed, as a MutationObserver in the page saw it.
 */
import { type Browser, chromium } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { ar, en } from '../../apps/web/src/lib/i18n/catalog';

export interface AddTap {
  /** ms from navigation start until the cart count first showed a product */
  ms: number;
  /** taps it took (the ones before hydration are lost) */
  taps: number;
}

/** Which Add a page offers first: its button text, and whether it sits in a product card. */
export interface AddButton {
  text: string;
  inCard: boolean;
}

export const productPageAdd: AddButton = { text: en['product.addToCart'], inCard: false };
export const cardAdd: AddButton = { text: en['product.add'], inCard: true };
/** The same buttons on Arabic pages. */
export const productPageAddAr: AddButton = { text: ar['product.addToCart'], inCard: false };
export const cardAddAr: AddButton = { text: ar['product.add'], inCard: true };

/**
 * In the page: 'filled' once the cart has the product, else the first enabled Add, left to right
 * within the screen (carousels hold cards beside it).
 */
function findAdd({ text, inCard }: AddButton): HTMLButtonElement | 'filled' | null {
  if ((window as unknown as { __cartFilledAt?: number }).__cartFilledAt !== undefined) return 'filled';
  const buttons = [
    ...document.querySelectorAll<HTMLButtonElement>(inCard ? '[data-testid="product-card"] button' : 'button'),
  ];
  return (
    buttons.find((b) => {
      const box = b.getBoundingClientRect();
      return (
        b.textContent?.trim() === text &&
        !b.disabled &&
        box.width > 0 &&
        box.left >= 0 &&
        box.right <= window.innerWidth
      );
    }) ?? null
  );
}

const RETAP_MS = 250;

export async function launchPhone(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

export async function measureAddTap(browser: Browser, url: string, addButton: AddButton): Promise<AddTap> {
  const screen = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const phone = throttling.mobileSlow4G;
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phone.requestLatencyMs,
      // the protocol wants bytes per second
      downloadThroughput: Math.floor((phone.downloadThroughputKbps * 1024) / 8),
      uploadThroughput: Math.floor((phone.uploadThroughputKbps * 1024) / 8),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdownMultiplier });
    // a string: code compiled by tsx may call helpers the page does not have
    await page.addInitScript({
      content: `new MutationObserver((records, observer) => {
        const badge = document.querySelector('[data-testid="cart-count"]');
        if (!badge || !(Number(badge.textContent.replace('+', '')) > 0)) return;
        window.__cartFilledAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });`,
    });

    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const filled = () => page.evaluate(() => (window as unknown as { __cartFilledAt?: number }).__cartFilledAt);
    let taps = 0;
    for (;;) {
      // a finger on the screen where the button is now: no wait for it to be still (a carousel may move)
      const add = (await page.waitForFunction(findAdd, addButton, { polling: 50, timeout: 60_000 })).asElement();
      if (!add) return { ms: (await filled())!, taps };
      await add.scrollIntoViewIfNeeded();
      const box = await add.boundingBox();
      if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      taps += 1;
      const until = Date.now() + RETAP_MS;
      while (Date.now() < until) {
        const at = await filled();
        if (at !== undefined) return { ms: at, taps };
        await new Promise((r) => setTimeout(r, 25));
      }
      if (taps >= 200) throw new Error(`Add on ${url} never put the product in the cart`);
    }
  } finally {
    await context.close();
  }
}
