import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { CheckoutPage, checkoutData } from './pages/checkout';
import { uniqueNational } from './support/phones';
import { type JourneyProduct, type StaffApi, journeyProduct, staffApi } from './support/staff-api';
import { isMobile } from './support/viewport';

/**
 * Issue 13, "what the shopper is shown is what the shopper is billed": the cart and checkout show
 * the server's prices, stock and totals; a line that changed since it was added says so before
 * paying; an order is billed exactly the total the page showed, or not placed.
 */
const SCREENS = 'test-results/issue13';

async function addToCart(page: Page, product: JourneyProduct) {
  await page.goto(`/product/${product.route}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-quantity')).toHaveText('1');
}

/** The line of the product on /cart. */
const cartLine = (page: Page, product: JourneyProduct) =>
  page.getByTestId('cart-line').filter({ hasText: product.web_item_name });

async function toPaymentStep(page: Page, request: Parameters<typeof checkoutData.zoneAt>[0], fromCart = false) {
  const checkout = new CheckoutPage(page);
  if (fromCart) {
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(checkout.continueButton).toBeVisible();
  } else {
    await checkout.goto();
  }
  await checkout.fillContact(uniqueNational(test.info()));
  await checkout.chooseZone(await checkoutData.zoneAt(request, 2));
  await checkout.continueButton.click();
  await checkout.expectStep('Payment');
  return checkout;
}

/** The totals on screen answer the cart as it is now (no quote on its way). */
const settled = (page: Page) => expect(page.locator('dl[aria-busy="false"]').first()).toBeVisible();

/** The changed line's notice where the page shows it: the side summary on a desk, the changes box on a phone. */
const changeNotice = (page: Page, text: string) =>
  (isMobile(page)
    ? page.getByTestId('cart-changes')
    : page.getByRole('complementary', { name: 'Order summary' })
  ).getByText(text);

test.describe('shown = billed', () => {
  let staff: StaffApi;
  let restore: (() => Promise<void>)[] = [];
  test.beforeEach(async ({ request }) => {
    staff = await staffApi(request);
    restore = [];
  });
  test.afterEach(async () => {
    for (const undo of restore) await undo();
  });
  const own = async (request: Parameters<typeof journeyProduct>[0], slot: number, project: string) => {
    const product = await journeyProduct(request, slot, project);
    restore.push(() =>
      staff.editItem(product.name, {
        custom_sale_price: product.custom_sale_price,
        custom_regular_price: product.custom_sale_price,
        custom_stock_available: 50,
      }),
    );
    await staff.editItem(product.name, { custom_stock_available: 50 });
    return product;
  };
  const setPrice = (product: JourneyProduct, rial: number) =>
    staff.editItem(product.name, { custom_sale_price: rial, custom_regular_price: rial });

  test('staff changes a price while the item is in the cart: cart and checkout show the new price and the changed line, and the order bills it', async ({
    page,
    request,
  }, testInfo) => {
    const product = await own(request, 0, testInfo.project.name);
    await setPrice(product, 7.5);
    await addToCart(page, product);
    await page.goto('/cart');
    await expect(cartLine(page, product).getByTestId('price')).toHaveText('OMR 7.500');
    await expect(page.getByTestId('total-Total')).toHaveText('OMR 7.875');

    await setPrice(product, 9.85);
    await page.goto('/cart');
    const line = cartLine(page, product);
    await expect(line.getByTestId('line-change')).toHaveText('Price changed from OMR 7.500 to OMR 9.850');
    await expect(line.getByTestId('price')).toHaveText('OMR 9.850');
    await expect(page.getByTestId('total-Subtotal')).toHaveText('OMR 9.850');
    await expect(page.getByTestId('total-Total')).toHaveText('OMR 10.343'); // 9.850 + VAT 0.493, delivery at checkout
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/cart-changed-line-${testInfo.project.name}.png`, fullPage: true });

    await toPaymentStep(page, request, true);
    await expect(changeNotice(page, 'Price changed from OMR 7.500 to OMR 9.850')).toBeVisible();
    await expect(page.getByTestId('payment-total')).toHaveText('OMR 12.343'); // + zone delivery 2.000
    await new CheckoutPage(page).cod.check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-placed\?oid=SAL-ORD-/);
    const oid = new URL(page.url()).searchParams.get('oid')!;
    await expect(page.getByTestId('billed-total')).toHaveText('Order total: OMR 12.343');
    expect((await staff.order(oid)).grand_total).toBe(12_343);
  });

  test('a price change between the quote and Place Order: nothing is placed, the page shows the change, and the order then bills the new total', async ({
    page,
    request,
  }, testInfo) => {
    const product = await own(request, 1, testInfo.project.name);
    await setPrice(product, 7.5);
    await addToCart(page, product);
    const checkout = await toPaymentStep(page, request);
    await checkout.cod.check();
    const place = page.getByRole('button', { name: 'Place Order' });
    await expect(place).toBeEnabled(); // the quote for this cart and zone is on screen
    await expect(page.getByTestId('payment-total')).toHaveText('OMR 9.875');
    await setPrice(product, 8);
    await place.click();
    await expect(page.getByTestId('prices-changed')).toHaveText(
      'Your cart changed since you saw it. Please check the new prices before you pay.',
    );
    await expect(changeNotice(page, 'Price changed from OMR 7.500 to OMR 8.000')).toBeVisible();
    await expect(page.getByTestId('payment-total')).toHaveText('OMR 10.400');
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-placed\?oid=SAL-ORD-/);
    await expect(page.getByTestId('billed-total')).toHaveText('Order total: OMR 10.400');
    expect((await staff.order(new URL(page.url()).searchParams.get('oid')!)).grand_total).toBe(10_400);
  });

  test('fewer left than in the cart: the quantity follows the stock with a notice; none left blocks checkout until the line is removed', async ({
    page,
    request,
  }, testInfo) => {
    const product = await own(request, 2, testInfo.project.name);
    await addToCart(page, product);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByTestId('line-quantity')).toHaveText('3');
    await settled(page);
    await staff.editItem(product.name, { custom_stock_available: 2 });
    await page.goto('/cart');
    await expect(page.getByTestId('line-change')).toHaveText('Only 2 left: your quantity is now 2');
    await expect(page.getByTestId('line-quantity')).toHaveText('2');
    await settled(page);
    await staff.editItem(product.name, { custom_stock_available: 0 });
    await page.goto('/cart');
    await expect(page.getByTestId('line-change')).toHaveText('Out of stock: remove it to check out');
    await expect(page.getByTestId('cart-blocked')).toHaveText(
      'Remove the items that are out of stock or no longer available to check out.',
    );
    await expect(page.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('a fixed discount that no longer fits the subtotal is dropped with a notice, and the order is billed without it', async ({
    page,
    request,
  }, testInfo) => {
    const product = await own(request, 3, testInfo.project.name);
    await setPrice(product, 4);
    await addToCart(page, product);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByLabel('Discount code').fill('SAVE5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('total-Discount')).toHaveText('− OMR 5.000');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(page.getByTestId('discount-notice')).toHaveText(
      'Code SAVE5 takes nothing off this cart: This code needs a subtotal of at least OMR 5.000.',
    );
    await expect(page.getByTestId('total-Discount')).toHaveCount(0);
    await expect(page.getByTestId('total-Total')).toHaveText('OMR 4.200');
    const checkout = await toPaymentStep(page, request);
    await expect(page.getByTestId('payment-total')).toHaveText('OMR 6.200');
    await checkout.cod.check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByTestId('billed-total')).toHaveText('Order total: OMR 6.200');
  });

  test('a total a card cannot pay (under OMR 0.100): the card is off and says why, and cash on delivery places it', async ({
    page,
    request,
  }, testInfo) => {
    const product = await own(request, 4, testInfo.project.name);
    await setPrice(product, 5);
    await addToCart(page, product);
    await page.goto('/cart');
    await page.getByLabel('Discount code').fill('SAVE5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('total-Total')).toHaveText('OMR 0.000');
    const checkout = new CheckoutPage(page);
    await checkout.goto();
    await checkout.fillContact(uniqueNational(test.info()));
    await checkout.pickup.check();
    await checkout.date.selectOption({ index: 1 });
    await checkout.time.selectOption({ index: 1 });
    await checkout.continueButton.click();
    await expect(checkout.card).toBeDisabled();
    await expect(page.getByText('Card payment needs an order total of at least OMR 0.100.')).toBeVisible();
    await expect(checkout.cod).toBeChecked();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByTestId('billed-total')).toHaveText('Order total: OMR 0.000');
  });

  test('a stored cart of the wrong shape is discarded with its discount; the pages work', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'gulf-glow-cart',
        JSON.stringify({
          state: {
            items: [{ product: { id: 'x', salePrice: 'free' }, quantity: -1 }],
            verifiedDiscount: { code: 'SAVE5', type: 'fixed', amount: 5 },
          },
          version: 3,
        }),
      ),
    );
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: /cart/i }).first()).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });
});
