// Developer aid: node scripts/dev/screenshot.mjs <url> <out.png> <width> <height> (FULL=1 for the full page).
import { chromium } from 'playwright-core';
const [url, out, width, height] = process.argv.slice(2);
if (!url || !out) {
  console.error('Usage: node scripts/dev/screenshot.mjs <url> <out.png> <width> <height>');
  process.exit(1);
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
