import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { waitForHydration } from './support/route-walk';

/**
 * Issue 17: the shared page cache answers page loads, not the client router's RSC fetches, so a
 * page view must not fan out into server renders: no link prefetches (lib/i18n/navigation.tsx).
 * Before, the header's category links alone made 20–27 RSC requests per view. A click still
 * navigates client-side, with one request.
 */
const rscRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] !== undefined) seen.push(request.url());
  });
  return seen;
};

async function productPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/resource/Website%20Item', {
    params: { fields: JSON.stringify(['route']), filters: JSON.stringify([['published', '=', 1]]), limit_page_length: '1' },
  });
  expect(response.ok()).toBe(true);
  return `/product/${(await response.json()).data[0].route}`;
}

test.describe('a page view asks the server for no other page', () => {
  for (const [path, locale] of [
    ['/', 'en-OM'],
    ['/shop', 'en-OM'],
    ['/product', 'en-OM'],
    ['/ar/shop', 'ar-OM'],
  ] as const) {
    test(`${path}: loaded, scrolled to the end and back, no RSC request`, async ({ page, request }) => {
      const seen = rscRequests(page);
      await page.goto(path === '/product' ? await productPath(request) : path);
      await waitForHydration(page, locale);
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(1_500);
      await page.mouse.wheel(0, -20_000);
      await page.waitForTimeout(1_000);
      expect(seen).toEqual([]);
    });
  }

  test('a click on a product still navigates client-side, with one request', async ({ page }) => {
    const seen = rscRequests(page);
    await page.goto('/shop');
    await waitForHydration(page, 'en-OM');
    const link = page.locator('main a[href^="/product/"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
    expect(seen.map((url) => new URL(url).pathname)).toEqual([href]);
  });
});
