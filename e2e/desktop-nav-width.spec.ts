import { expect, test } from '@playwright/test';

/**
 * Issue 14: from 769 px (the desktop layout) up, the desktop navigation is one row: every entry
 * sits on the same line and the bar is as tall as one entry; an entry past the edge of a narrow
 * window comes into view when it takes focus.
 */
test.describe('desktop navigation stays one row @desktop-only', () => {
  for (const width of [769, 820, 900, 1000]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      const row = await nav.locator(':scope > ul').evaluate((list) => {
        const items = [...list.children].map((li) => li.getBoundingClientRect());
        return {
          height: list.getBoundingClientRect().height,
          itemHeight: Math.max(...items.map((r) => r.height)),
          tops: new Set(items.map((r) => Math.round(r.top))).size,
        };
      });
      expect(row.tops).toBe(1);
      expect(row.height).toBe(row.itemHeight);
      const last = nav.getByRole('button', { name: 'Brands A-Z' });
      await last.focus();
      await expect(last).toBeInViewport({ ratio: 1 });
    });
  }
});
