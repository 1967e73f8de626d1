import { type APIRequestContext, expect, test } from '@playwright/test';
import { en } from '../apps/web/src/lib/i18n/catalog';
import { main, routeKinds, walkFrom } from './support/route-walk';

/**
 * Issue 14: a client-side walk into every route kind from every other one shows no message id
 * and logs no console or page error, whatever page delivered its messages first. Each starting
 * page is loaded once; from it the walk (support/route-walk.ts) opens each other route kind
 * client-side, checks it, goes Back and checks the start again.
 */

const catalogIds = new Set(Object.keys(en));

async function productPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: JSON.stringify(['route']),
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_sale_price', 'between', [1, 15]],
        ['custom_stock_available', '>', 2],
        ['custom_is_dangerous_good_', '=', 0],
      ]),
      limit_page_length: '1',
    },
  });
  expect(response.ok()).toBe(true);
  return `/product/${(await response.json()).data[0].route}`;
}

test.describe('client-side navigation between every route kind', () => {
  test.describe.configure({ timeout: 180_000 });

  const starts = routeKinds('en-OM', '/product/any').map((kind) => kind.name);
  for (const start of starts) {
    test(`from ${start} to every other route kind and back: no message id, no console error`, async ({
      page,
      request,
    }) => {
      const kinds = routeKinds('en-OM', await productPath(request));
      // an item in the cart, so /cart and /checkout show their lines and form
      await page.goto(kinds.find((k) => k.name === 'product')!.path);
      await main(page).getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');

      const { findings, reached } = await walkFrom(page, {
        locale: 'en-OM',
        kinds,
        from: kinds.find((k) => k.name === start)!,
        catalogIds,
      });
      test.info().annotations.push({ type: 'client navigations', description: reached.join(', ') });
      expect(reached.length, 'route kinds linked from the page').toBeGreaterThan(0);
      expect(findings).toEqual([]);
    });
  }
});
