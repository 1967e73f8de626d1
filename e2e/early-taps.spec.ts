import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { arText } from './support/arabic';
import { holdScripts, throttleLikeAPhone } from './support/slow-phone';

/**
 * Issue 30: a tap made right after first paint, before the page's scripts have run, is not lost.
 * On a throttled phone (CPU and network), with the scripts held until the tap is made, so the tap
 * always lands before them: the button shows it is pressed at once, and the product reaches the
 * cart once the page is ready, exactly once however often it was tapped.
 */
test.describe.configure({ timeout: 180_000 });
// a throttled phone on a busy machine: the page itself may take this long to arrive
test.use({ actionTimeout: 60_000, navigationTimeout: 60_000 });

async function productRoute(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: JSON.stringify(['route']),
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_sale_price', 'is', 'set'],
        ['custom_stock_available', '>', 2],
      ]),
      limit_page_length: '1',
    },
  });
  return (await response.json()).data[0].route;
}

const languages = [
  { name: 'English', prefix: '', addToCart: 'Add to cart', add: 'Add' },
  { name: 'Arabic', prefix: '/ar', addToCart: arText('product.addToCart'), add: arText('product.add') },
];

interface Tapped {
  path: (request: APIRequestContext) => Promise<string>;
  button: (page: Page, language: (typeof languages)[number]) => Locator;
}

const cardAdd = (page: Page, { add }: (typeof languages)[number]) =>
  page.getByTestId('product-card').getByRole('button', { name: add, exact: true, disabled: false }).first();

const pages: Record<string, Tapped> = {
  'product page': {
    path: async (request) => `/product/${await productRoute(request)}`,
    button: (page, { addToCart }) => page.getByRole('button', { name: addToCart }),
  },
  listing: { path: async () => '/shop?excludeOutOfStock=1', button: cardAdd },
  'home page': { path: async () => '', button: cardAdd },
};

for (const language of languages) {
  for (const [name, { path, button }] of Object.entries(pages)) {
    test(`${language.name} ${name}: one tap on Add right after first paint reaches the cart`, async ({
      page,
      request,
    }) => {
      await throttleLikeAPhone(page);
      const scripts = await holdScripts(page);
      await page.goto(`${language.prefix}${await path(request)}` || '/', { waitUntil: 'commit' });
      const add = button(page, language);
      await add.click();
      await expect(add).toHaveAttribute('aria-busy', 'true');
      scripts.release();
      await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 90_000 });
    });
  }
}

test('ten quick taps on Add before the scripts run add one unit', async ({ page, request }) => {
  await throttleLikeAPhone(page);
  const scripts = await holdScripts(page);
  await page.goto(`/product/${await productRoute(request)}`, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Add to cart' });
  const box = (await add.boundingBox())!;
  await add.click();
  // the same spot, back to back: faster than a tap every 50 ms
  for (let tap = 1; tap < 10; tap++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  scripts.release();
  await expect(page.getByTestId('cart-quantity')).toHaveText('1', { timeout: 60_000 });
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeVisible();
});

test('the menu tapped before the scripts run opens once they do @mobile-only', async ({ page }) => {
  await throttleLikeAPhone(page);
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-busy', 'true');
  scripts.release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 60_000 });
});

test('a brand ticked before the scripts run filters the listing once they do @desktop-only', async ({ page }) => {
  await throttleLikeAPhone(page);
  const scripts = await holdScripts(page);
  await page.goto('/shop?excludeOutOfStock=1', { waitUntil: 'commit' });
  const brand = page.getByRole('complementary', { name: 'Filters' }).locator('input[name="brand"]').first();
  const name = (await brand.getAttribute('value'))!;
  await brand.click();
  await expect(brand).toHaveAttribute('aria-busy', 'true');
  scripts.release();
  await expect(brand).toBeChecked({ timeout: 60_000 });
  await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
});
