import type { Page } from '@playwright/test';

/**
 * A mid-range phone on a slow network, applied to the page through the DevTools protocol as
 * Lighthouse's mobile preset applies it: CPU 4× slower, 1.6 Mbps down, 750 kbps up, 150 ms RTT.
 */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds the page's scripts until `release()`: what the shopper sees meanwhile is the server's
 * HTML and styles alone, the moment between first paint and the page's scripts, made as long as
 * a journey needs to tap in it.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
