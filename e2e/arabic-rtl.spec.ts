import { expect, test } from '@playwright/test';
import { ArabicChrome } from './pages/arabic';
import { arText } from './support/arabic';

/**
 * Issue 16: right to left on a phone. The drawer opens from the right edge in Arabic (from the
 * left in English), and holds the language switcher. The gallery's arrow keys are in
 * arabic-reviews.spec.ts.
 */
test.describe('right to left on a phone', () => {
  test(
    'the Arabic drawer opens from the right edge and holds the switcher; the English one from the left',
    { tag: '@mobile-only' },
    async ({ page }) => {
      const viewport = page.viewportSize()!;
      await page.goto('/ar');
      const chrome = new ArabicChrome(page);
      const drawer = await chrome.openDrawer();
      await expect(drawer.getByRole('button', { name: arText('header.closeMenu') })).toBeVisible();
      await expect(drawer.getByTestId('language-switch')).toHaveText('English');
      await expect
        .poll(async () => {
          const box = (await drawer.boundingBox())!;
          return Math.round(box.x + box.width);
        })
        .toBe(viewport.width);
      const box = (await drawer.boundingBox())!;
      expect(box.x).toBeGreaterThan(0);
      expect(box.width).toBeLessThan(viewport.width);

      // the Arabic visit is remembered: /en chooses English again
      await page.goto('/en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const english = page.getByRole('dialog', { name: 'Menu' });
      await expect(english).toBeVisible();
      await expect.poll(async () => Math.round((await english.boundingBox())!.x)).toBe(0);
    },
  );
});
