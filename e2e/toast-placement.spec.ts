import { expect, test } from '@playwright/test';
import { CheckoutPage, checkoutData } from './pages/checkout';
import { isMobile } from './support/viewport';

/**
 * Issue 26: a toast never covers the control the shopper needs next. At phone width the next step
 * sits at the bottom of the screen (the cart's Checkout), so toasts appear at the top, under the
 * sticky header (whose cart link stays usable); from the desk width on, bottom centre (SPEC §8),
 * clear of the cart's side column.
 */
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a toast covers neither the cart’s Checkout button at the bottom of the screen nor the header’s cart link', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await new CheckoutPage(page).addToCart(await checkoutData.cheapProductRoute(request));
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByLabel('Discount code').fill('GLOW10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
  // The toast lives 1.4 s, and the answer to the code may have grown the cart (its reason under the
  // field): in one look, Checkout is put at the bottom of the screen, where the shopper who just
  // tried the code has it, and everything is measured there and then.
  const seen = await page.evaluate(() => {
    const rect = (el: Element | null) => {
      if (!el) return null;
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    };
    const checkout = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Checkout')!;
    checkout.scrollIntoView({ block: 'end' });
    const target = rect(checkout)!;
    const middle = document.elementFromPoint(target.x + target.width / 2, target.y + target.height / 2);
    return {
      toast: rect(document.querySelector('[data-sonner-toast]')),
      checkout: target,
      onCheckout: middle?.closest('a')?.textContent ?? null,
      header: rect(document.querySelector('body > header')),
      cartLink: rect(document.querySelector('body > header a[href="/cart"]')),
    };
  });
  const toast = seen.toast;
  if (!toast) throw new Error('the toast had gone before it was measured');
  expect(overlaps(toast, seen.checkout), 'the toast covers Checkout').toBe(false);
  expect(overlaps(toast, seen.cartLink!), 'the toast covers the header’s cart link').toBe(false);
  if (isMobile(page)) {
    expect(toast.y, 'the toast sits under the sticky header').toBeGreaterThanOrEqual(
      seen.header!.y + seen.header!.height,
    );
  } else {
    expect(toast.y + toast.height, 'bottom centre').toBeGreaterThan(page.viewportSize()!.height - 120);
  }
  // and the button takes the tap: nothing lies over its middle
  expect(seen.onCheckout).toBe('Checkout');
});
