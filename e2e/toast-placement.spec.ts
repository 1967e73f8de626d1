import { type Locator, type Page, expect, test } from '@playwright/test';
import { CheckoutPage, checkoutData } from './pages/checkout';
import { isMobile } from './support/viewport';

/**
 * Issue 26: a toast never covers the control the shopper needs next. At phone width the next step
 * sits at the bottom of the screen (the cart's Checkout), so toasts appear at the top, under the
 * sticky header (whose cart link stays usable); from the desk width on, bottom centre (SPEC §8),
 * clear of the cart's side column.
 */
const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function toastOnScreen(page: Page): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  return toast;
}

test('a toast covers neither the cart’s Checkout button at the bottom of the screen nor the header’s cart link', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await new CheckoutPage(page).addToCart(await checkoutData.cheapProductRoute(request));
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const checkout = page.getByRole('link', { name: 'Checkout', exact: true });
  // where a shopper who has just applied a code finds it: at the bottom of the screen
  await checkout.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await page.getByLabel('Discount code').fill('GLOW10');
  await page.getByRole('button', { name: 'Apply' }).click();
  const toast = await toastOnScreen(page);
  const toastBox = await box(toast);
  expect(overlaps(toastBox, await box(checkout)), 'the toast covers Checkout').toBe(false);
  const header = page.locator('body > header');
  const cartLink = header.locator('a[href="/cart"]');
  expect(overlaps(toastBox, await box(cartLink)), 'the toast covers the header’s cart link').toBe(false);
  if (isMobile(page)) {
    const headerBox = await box(header);
    expect(toastBox.y, 'the toast sits under the sticky header').toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  } else {
    expect(toastBox.y + toastBox.height, 'bottom centre').toBeGreaterThan(page.viewportSize()!.height - 120);
  }
  // and the button takes the tap: nothing lies over its middle
  const target = await box(checkout);
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null,
    [target.x + target.width / 2, target.y + target.height / 2],
  );
  expect(onTop).toBe('Checkout');
});
