import { expect, test } from '@playwright/test';
import { CheckoutPage, checkoutData } from './pages/checkout';
import { ShopPage } from './pages/shop';
import { expectNoA11yViolations } from './support/axe';
import { uniqueNational } from './support/phones';

/**
 * Issue 14: axe finds no violation of any impact on any storefront page, at the phone width
 * (mobile project, 390x844) and the desktop width (desktop project, 1280x800).
 */
test.describe('accessibility: no axe violations', () => {
  test.describe.configure({ timeout: 120_000 });

  test('home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoA11yViolations(page);
  });

  test('/shop and a listing with filters', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.goto();
    await expectNoA11yViolations(page);
    await shop.goto('?category=Offers&brand=Bareleaf&sort=brand%20asc&excludeOutOfStock=0');
    await expectNoA11yViolations(page);
  });

  test('a product page', async ({ page, request }) => {
    await page.goto(`/product/${await checkoutData.cheapProductRoute(request)}`);
    await expect(page.getByTestId('reviews-section')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('cart empty and with items, checkout both steps, order placed', async ({ page, request }, testInfo) => {
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expectNoA11yViolations(page);

    const checkout = new CheckoutPage(page);
    await checkout.addToCart(await checkoutData.cheapProductRoute(request));
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expectNoA11yViolations(page);

    await checkout.goto();
    await expectNoA11yViolations(page);
    await checkout.fillContact(uniqueNational(testInfo));
    await checkout.chooseZone(await checkoutData.zoneAt(request, 2));
    await checkout.continueButton.click();
    await checkout.expectStep('Payment');
    await expectNoA11yViolations(page);

    await checkout.cod.check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: /^Your Order #SAL-ORD-\d{4}-\d{5} Has Been Placed!$/ })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('/user signed out', async ({ page }) => {
    await page.goto('/user');
    await expect(page.getByRole('button', { name: 'Sign in with phone number' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('order success and order failed', async ({ page }) => {
    await page.goto('/order-success?orderId=SAL-ORD-2026-00001');
    await expect(page.getByTestId('order-success')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto('/order-failed?orderId=SAL-ORD-2026-00001');
    await expect(page.getByTestId('order-failed')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('coming soon and the not-found page', async ({ page }) => {
    await page.goto('/coming-soon');
    await expectNoA11yViolations(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expectNoA11yViolations(page);
  });
});
