import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { holdTime } from './support/held-time';
import { clearToasts, expectToastPartsShown, expectToastShown, recordToasts } from './support/toasts';

async function productRoute(request: APIRequestContext, filters: unknown[]): Promise<string> {
  const response = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: '["route","custom_sale_price","custom_regular_price"]',
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_sale_price', 'is', 'set'],
        ['custom_stock_available', '>', 2],
        ...filters,
      ]),
      limit_page_length: '50',
    },
  });
  const rows = (await response.json()).data as {
    route: string;
    custom_sale_price: number;
    custom_regular_price: number;
  }[];
  return rows.find((r) => r.custom_sale_price === r.custom_regular_price && r.custom_sale_price >= 6)!.route;
}

/** Routes of the priciest products in stock (the widest prices a cart line shows). */
async function productRoutes(request: APIRequestContext, count: number): Promise<string[]> {
  const response = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: '["route","custom_sale_price","custom_regular_price"]',
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_sale_price', 'is', 'set'],
        ['custom_stock_available', '>', 2],
      ]),
      order_by: 'custom_regular_price desc',
      limit_page_length: String(count),
    },
  });
  return ((await response.json()).data as { route: string }[]).map((r) => r.route);
}

async function addToCart(page: Page, route: string) {
  await page.goto(`/product/${route}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-quantity')).toHaveText('1');
}

test.describe('cart page', () => {
  test('a product added from a card is in the cart even when the shopper leaves while the button reads Adding', async ({
    page,
  }) => {
    // 'Adding' lasts half a second: the page's clock stands still, so it holds until the shopper leaves
    await page.clock.install();
    await page.goto('/shop?category=Offers');
    await holdTime(page);
    const card = page.getByTestId('product-card').first();
    const name = (await card.locator('a').nth(1).innerText()).trim();
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Adding' })).toBeDisabled();
    await page.clock.resume();
    await page.goto('/cart');
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
  });

  test('an empty cart says so and leads to the shop', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart', exact: true })).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByText("No worries. Let's find you a product you like")).toBeVisible();
    await page.getByRole('link', { name: 'Go to shop' }).click();
    await expect(page).toHaveURL(/\/shop/);
  });

  test('lines change quantity, totals follow with 3 decimals, and removing empties the cart', async ({
    page,
    request,
  }) => {
    await recordToasts(page);
    await addToCart(page, await productRoute(request, []));
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    // SPEC §2: a stepper '+ and -', the ASCII hyphen-minus
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toHaveText('-');
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toHaveText('+');
    const subtotal = page.getByTestId('total-Subtotal');
    // The totals are the server's quote (issue 13): placeholders until it arrives.
    await expect(subtotal).toHaveText(/^OMR \d+\.\d{3}$/);
    const one = await subtotal.innerText();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByTestId('line-quantity')).toHaveText('2');
    // SPEC §8: the default title of its type, the message beneath
    await expectToastPartsShown(page, {
      type: 'success',
      title: 'Success',
      description: 'Quantity of the item is updated',
    });
    await expect(subtotal).not.toHaveText(one);
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expectToastShown(page, 'Min quantity limit reached');
    await page.getByRole('button', { name: /^Remove / }).click();
    await expectToastShown(page, 'Item removed from cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('the + stops at the shop’s 10 units of a product, though more are in stock (order_limits.max_units_per_line)', async ({
    page,
    request,
  }) => {
    await recordToasts(page);
    await addToCart(page, await productRoute(request, [['custom_stock_available', '>', 20]]));
    await page.goto('/cart');
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    for (let quantity = 2; quantity <= 10; quantity++) {
      await plus.click();
      await expect(page.getByTestId('line-quantity')).toHaveText(String(quantity));
    }
    await clearToasts(page);
    await plus.click();
    await expectToastShown(page, 'Max quantity limit reached');
    await expect(page.getByTestId('line-quantity')).toHaveText('10');
  });

  test('a valid code applies and locks the input; Remove clears it; an invalid code shows the reason', async ({
    page,
    request,
  }) => {
    await recordToasts(page);
    await addToCart(page, await productRoute(request, []));
    await page.goto('/cart');
    const input = page.getByLabel('Discount code');
    await input.fill('glow10');
    await page.getByRole('button', { name: 'Apply' }).click();
    // the discount toasts live 1.4 s: they are read from the toasts recorded
    await expectToastShown(page, 'Discount coupon applied');
    await expect(input).toBeDisabled();
    await expect(page.getByTestId('total-Discount')).toHaveText(/^− OMR \d+\.\d{3}$/);
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(input).toBeEnabled();
    await expect(page.getByTestId('total-Discount')).toHaveCount(0);
    await input.fill('SUMMER24');
    await page.getByRole('button', { name: 'Apply' }).click();
    // a toast with a title of its own keeps it, the server's reason beneath
    await expectToastPartsShown(page, {
      type: 'error',
      title: 'Discount coupon is invalid',
      description: 'This code has expired.',
    });
  });

  test(
    'on a phone the cart fits the screen with 1 and with 3 lines: no sideways scrolling, totals and line totals in full',
    { tag: '@mobile-only' },
    async ({ page, request }) => {
      const routes = await productRoutes(request, 3);
      const fits = async (lines: number) => {
        await page.goto('/cart');
        await expect(page.getByTestId('cart-line')).toHaveCount(lines);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement!.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(innerWidth).toBe(390);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
        const inside = async (locator: Locator) => {
          const box = (await locator.boundingBox())!;
          expect(box.x, await locator.innerText()).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, await locator.innerText()).toBeLessThanOrEqual(innerWidth);
          // not clipped by its own box either
          expect(await locator.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        };
        for (const label of ['Subtotal', 'VAT (5%)', 'Shipping', 'Total'])
          await inside(page.getByTestId(`total-${label}`));
        for (const total of await page.getByLabel('Line total').all()) await inside(total);
        await inside(page.getByRole('button', { name: 'Apply' }));
        await inside(page.getByLabel('Discount code'));
      };
      await addToCart(page, routes[0]!);
      await fits(1);
      for (const route of routes.slice(1)) await addToCart(page, route);
      await fits(3);
    },
  );

  test('a cart stored by an older version is wiped with its discount', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'gulf-glow-cart',
        JSON.stringify({
          state: {
            items: [{ product: { id: 'x' }, quantity: 1 }],
            verifiedDiscount: { code: 'OLD', type: 'fixed', amount: 1 },
          },
          version: 2,
        }),
      ),
    );
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('gulf-glow-cart') ?? '{}'));
    expect(stored).toMatchObject({ version: 3, state: { items: [], verifiedDiscount: null } });
  });
});
