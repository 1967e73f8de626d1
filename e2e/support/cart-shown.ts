import { type APIRequestContext, type Page, expect } from '@playwright/test';

/** A product in stock with a price, as a path ('/product/…'). */
export async function inStockProductPath(request: APIRequestContext): Promise<string> {
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
  expect(response.ok()).toBe(true);
  return `/product/${(await response.json()).data[0].route}`;
}

/**
 * The page's scripts have taken it over: the header shows the one item put in the cart before
 * (kept in the browser, so never in the server's HTML). From then on a link opens client-side.
 */
export async function untilCartShown(page: Page) {
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

/** One item put in the cart from its page, as a shopper does, so later pages show it once ready. */
export async function putOneInTheCart(page: Page, request: APIRequestContext) {
  await page.goto(await inStockProductPath(request));
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
  await untilCartShown(page);
}
