import type { Page } from '@playwright/test';

/**
 * The page's clock stands still from here on: its timers fire only when the journey lets time
 * pass (`page.clock.runFor`). A state that lasts half a second on screen, such as a card's
 * 'Adding', is held until the journey has seen it, however slow the machine. Call
 * `page.clock.install()` before the page loads, then this once it is in. The clock first jumps a
 * few seconds ahead (the call itself takes time; a pause cannot go back), so what the page had
 * already set off finishes first.
 */
export async function holdTime(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 10_000);
}
