import { expect, test } from '@playwright/test';
import { CheckoutPage, checkoutData } from './pages/checkout';
import { expectNoA11yViolations } from './support/axe';
import { uniqueNational } from './support/phones';

/**
 * Issues 14 and 26: axe (WCAG 2.2 A and AA) finds nothing on the pages a journey reaches only by
 * placing an order, at 390 px (mobile project) and 1280 px (desktop project). Every other
 * storefront page, English and Arabic, is walked in storefront-accessibility.spec.ts.
 */
test.describe('accessibility: no axe violations', () => {
  test.describe.configure({ timeout: 120_000 });

  test('checkout’s payment step, then the order placed', async ({ page, request }, testInfo) => {
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(await checkoutData.cheapProductRoute(request));
    await checkout.goto();
    await checkout.fillContact(uniqueNational(testInfo));
    await checkout.chooseZone(await checkoutData.zoneAt(request, 2));
    await checkout.continueButton.click();
    await checkout.expectStep('Payment');
    await expectNoA11yViolations(page);

    await checkout.cod.check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(
      page.getByRole('heading', { name: /^Your Order #SAL-ORD-\d{4}-\d{5} Has Been Placed!$/ }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
