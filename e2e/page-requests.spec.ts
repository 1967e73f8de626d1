import { type Page, expect, test } from '@playwright/test';
import { localizePath } from '../apps/web/src/lib/i18n/locale';
import { inStockProductPath, putOneInTheCart, untilCartShown } from './support/cart-shown';

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

/** A product link in the page's main part, followed: its page shows. */
async function openAProduct(page: Page, locale: 'en-OM' | 'ar-OM'): Promise<string> {
  const link = page.locator(`main a[href^="${localizePath(locale, '/product/')}"]`).first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  return href;
}

test.describe('a page view asks the server for no other page', () => {
  for (const [path, locale] of [
    ['/', 'en-OM'],
    ['/shop', 'en-OM'],
    ['/product', 'en-OM'],
    ['/ar/shop', 'ar-OM'],
  ] as const) {
    test(`${path}: loaded, scrolled to the end and back, no RSC request until a product is opened`, async ({
      page,
      request,
    }) => {
      await putOneInTheCart(page, request);
      const seen = rscRequests(page);
      await page.goto(path === '/product' ? await inStockProductPath(request) : path);
      await untilCartShown(page);
      await page.mouse.wheel(0, 20_000);
      // the end of the page: on a listing, the next products joining the first 20
      if (path.endsWith('/shop')) await expect(page.getByTestId('product-card').nth(20)).toBeAttached();
      else await expect(page.getByRole('contentinfo')).toBeInViewport();
      await page.mouse.wheel(0, -20_000);
      await expect(page.locator('header').first()).toBeInViewport();
      // every link scrolled past has had its chance to prefetch before this click's own request
      const href = await openAProduct(page, locale);
      expect(seen.map((url) => new URL(url).pathname)).toEqual([new URL(href, page.url()).pathname]);
    });
  }

  test('a click on a product still navigates client-side, with one request', async ({ page, request }) => {
    await putOneInTheCart(page, request);
    const seen = rscRequests(page);
    await page.goto('/shop');
    await untilCartShown(page);
    const href = await openAProduct(page, 'en-OM');
    expect(seen.map((url) => new URL(url).pathname)).toEqual([href]);
  });
});
