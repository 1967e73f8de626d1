import { expect, test } from '@playwright/test';
import { ArabicCheckout, addToCartInArabic } from './pages/arabic';
import { ShopPage } from './pages/shop';
import { arText, arabicCatalog } from './support/arabic';
import { expectNoA11yViolations } from './support/axe';

/**
 * Issue 16: axe finds no violation of any impact on the Arabic pages (accessibility.spec.ts in
 * English), at the phone width (mobile project) and the desktop width (desktop project).
 */
test.describe('accessibility in Arabic: no axe violations', () => {
  test.describe.configure({ timeout: 120_000 });

  test('/ar', async ({ page }) => {
    await page.goto('/ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arText('home.heading'));
    await expectNoA11yViolations(page);
  });

  test('/ar/shop', async ({ page }) => {
    await page.goto('/ar/shop');
    await new ShopPage(page).ready();
    await expectNoA11yViolations(page);
  });

  test('an Arabic product page', async ({ page, request }) => {
    const [product] = await arabicCatalog.cheapProducts(request);
    await page.goto(`/ar/product/${product!.route}`);
    await expect(page.getByTestId('reviews-section')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('/ar/cart empty and with an item, /ar/checkout with the item', async ({ page, request }) => {
    await page.goto('/ar/cart');
    await expect(page.getByText(arText('cart.emptyTitle'))).toBeVisible();
    await expectNoA11yViolations(page);

    const [product] = await arabicCatalog.cheapProducts(request);
    await addToCartInArabic(page, product!.route);
    await page.goto('/ar/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expectNoA11yViolations(page);

    await new ArabicCheckout(page).goto();
    await expectNoA11yViolations(page);
  });
});
