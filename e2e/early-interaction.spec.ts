import { type APIRequestContext, expect, test } from '@playwright/test';
import { HeaderChrome } from './pages/header';
import { expectToastShown, recordToasts } from './support/toasts';

/**
 * What a quick shopper does the moment a page is interactive: the load event, which waits for
 * the page's scripts (async tags, nothing held back after the paint), so React has taken the page.
 * One tap, no retry: if it were lost, the journey fails.
 */

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

test.describe('as soon as the page is interactive', () => {
  test("the product page's Add to cart puts the product in the cart", async ({ page, request }) => {
    await recordToasts(page);
    await page.goto(`/product/${await productRoute(request)}`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToastShown(page, 'Item added to cart');
    await expect(page.getByTestId('cart-quantity')).toHaveText('1');
    await expect(new HeaderChrome(page).cartCount).toHaveText('1');
  });

  test("a card's Add on the home page puts the product in the cart", async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    const add = page
      .getByTestId('product-card')
      .getByRole('button', { name: 'Add', exact: true, disabled: false })
      .first();
    await add.click();
    await expect(new HeaderChrome(page).cartCount).toHaveText('1');
  });

  test("a card's Add in the last home carousel puts the product in the cart", async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    const carousel = page.getByTestId('product-carousel').last();
    const add = carousel.getByRole('button', { name: 'Add', exact: true, disabled: false }).first();
    await add.click();
    await expect(new HeaderChrome(page).cartCount).toHaveText('1');
  });

  test('the search box answers what is typed', async ({ page }) => {
    const header = new HeaderChrome(page);
    await page.goto('/', { waitUntil: 'load' });
    await header.type('serum');
    await expect(header.results.first()).toBeVisible();
    await expect(header.search).toHaveValue('serum');
  });
});
