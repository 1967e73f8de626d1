import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { checkoutMessages } from '../packages/domain/src/schemas/checkout';
import { ArabicCheckout, addToCartInArabic } from './pages/arabic';
import { arCodeText, arPrice, arText, arabicCatalog } from './support/arabic';
import { uniqueNational } from './support/phones';
import { expectToastPartsShown, recordToasts } from './support/toasts';

/**
 * Issue 16: the cart and checkout journeys in Arabic (checkout-orders.spec.ts in English). The
 * zone is chosen by its Arabic name (the option's value stays English), orders land on the
 * Arabic outcome pages, and validation speaks Arabic (checkoutMessages('ar')).
 */
const ORDER_ID = /SAL-ORD-\d{4}-\d{5}/;
const AR_AMOUNT = /^\d+\.\d{3} ر\.ع\.$/;

async function informationDone(page: Page, request: APIRequestContext, national: string): Promise<ArabicCheckout> {
  const [product] = await arabicCatalog.cheapProducts(request);
  await addToCartInArabic(page, product!.route);
  const checkout = new ArabicCheckout(page);
  await checkout.goto();
  await checkout.fillContact(national);
  await checkout.chooseZone(await arabicCatalog.zoneAt(request, 2));
  await checkout.continueButton.click();
  await checkout.expectPaymentStep();
  return checkout;
}

async function expectCartEmpty(page: Page) {
  await page.goto('/ar/cart');
  await expect(page.getByText(arText('cart.emptyTitle'))).toBeVisible();
}

test.describe('cart and checkout in Arabic', () => {
  test('the cart: Arabic line name, totals in ر.ع., the stepper and the Arabic toasts', async ({ page, request }) => {
    const product = (await arabicCatalog.cheapProducts(request)).find(
      (p) => p.custom_sale_price === p.custom_regular_price,
    )!;
    await recordToasts(page);
    await addToCartInArabic(page, product.route);
    await page.goto('/ar/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arText('cart.title'));
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(product.web_item_name_ar);
    // the totals' test ids are their labels, in the page's language
    const subtotal = page.getByTestId(`total-${arText('cart.subtotal')}`);
    await expect(subtotal).toHaveText(arPrice(product.custom_sale_price));
    await expect(page.getByTestId(`total-${arText('cart.total')}`)).toHaveText(AR_AMOUNT);
    await page.getByRole('button', { name: arText('product.increase') }).click();
    await expect(page.getByTestId('line-quantity')).toHaveText('2');
    await expectToastPartsShown(page, {
      type: 'success',
      title: arText('toast.title.success'),
      description: arText('cart.toast.updated'),
    });
    await expect(subtotal).toHaveText(arPrice(product.custom_sale_price * 2));
    await expect(page.getByRole('link', { name: arText('cart.checkout') })).toHaveAttribute('href', '/ar/checkout');
  });

  test('cash on delivery to a zone chosen by its Arabic name: /ar/order-placed with the Arabic title and call note, cart emptied', async ({
    page,
    request,
  }, testInfo) => {
    const national = uniqueNational(testInfo);
    const checkout = await informationDone(page, request, national);
    await expect(page.getByTestId('payment-total')).toHaveText(AR_AMOUNT);
    await checkout.cod.check();
    await checkout.placeOrder.click();
    await expect(page).toHaveURL(/\/ar\/order-placed\?oid=SAL-ORD-/);
    const oid = new URL(page.url()).searchParams.get('oid')!;
    expect(oid).toMatch(ORDER_ID);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arCodeText('orders.placedTitle', { id: oid }));
    await expect(page.getByTestId('placed-call')).toHaveText(
      arCodeText('orders.placedCall', { number: `+968${national}` }),
    );
    await page.getByRole('link', { name: arText('orders.continue') }).click();
    await expect(page).toHaveURL(/\/ar\/shop/);
    await expectCartEmpty(page);
  });

  test('card through the payment sandbox: the hosted page charges the checkout total, then back to the Arabic success page', async ({
    page,
    request,
  }, testInfo) => {
    const checkout = await informationDone(page, request, uniqueNational(testInfo));
    await checkout.card.check();
    await expect(checkout.payNow).toBeEnabled();
    const total = await page.getByTestId('payment-total').innerText();
    expect(total).toMatch(AR_AMOUNT);
    await checkout.payNow.click();
    await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
    // the provider's page is English: the same amount, as 'Total OMR 3.470'
    expect(await page.locator('.total').innerText()).toBe(`Total OMR ${/\d+\.\d{3}/.exec(total)![0]}`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/order-success\?orderId=SAL-ORD-/);
    const id = new URL(page.url()).searchParams.get('orderId')!;
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: arText('orders.successTitle') })).toBeVisible();
    await expect(page.getByText(arCodeText('orders.successText', { id }))).toBeVisible();
    await expectCartEmpty(page);
  });

  test('a missing first name: the Arabic message in an Arabic info toast, the field marked required in Arabic', async ({
    page,
    request,
  }) => {
    const [product] = await arabicCatalog.cheapProducts(request);
    await recordToasts(page);
    await addToCartInArabic(page, product!.route);
    const checkout = new ArabicCheckout(page);
    await checkout.goto();
    await checkout.phone.fill('91234567');
    await checkout.continueButton.click();
    await checkout.expectToast(checkoutMessages('ar').firstName);
    await expect(checkout.firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('required-FirstName')).toHaveText(arText('checkout.required'));
  });

  test('issue 32: a 503 while the database restarts says "One moment…" in Arabic, and the same request again places the order', async ({
    page,
    request,
  }, testInfo) => {
    const checkout = await informationDone(page, request, uniqueNational(testInfo));
    await checkout.cod.check();
    const keys: string[] = [];
    await page.route('**/api/orders', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
      if (keys.length > 1) return route.continue();
      await route.fulfill({
        status: 503,
        json: {
          data: null,
          error: {
            status: 503,
            name: 'ServiceUnavailableError',
            message: '…',
            details: { code: 'database_unavailable' },
          },
        },
      });
    });
    await checkout.placeOrder.click();
    await expect(page.getByTestId('order-waiting')).toHaveText(arText('checkout.oneMoment'));
    await expect(page).toHaveURL(/\/ar\/order-placed\?oid=SAL-ORD-/);
    expect(keys).toEqual([keys[0], keys[0]]);
  });
});
