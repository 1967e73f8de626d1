import { type Page, expect, test } from '@playwright/test';
import { expectToastShown, recordToasts } from './support/toasts';

/**
 * Pages hydrate after their first paint (apps/web/src/server/hydrate-after-paint.ts). These
 * journeys act before React is listening, as a quick shopper would, and expect nothing lost.
 */

/** True once React has taken the document (its root marker): before that, the page is server HTML only. */
const reactListening = (page: Page) => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));

test.describe('hydration after the first paint', () => {
  test('the page scripts start only once the page has painted (or fully loaded)', async ({ page }) => {
    await page.addInitScript(() => {
      const added: number[] = [];
      (window as unknown as { __scriptsAddedAt: number[] }).__scriptsAddedAt = added;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && !node.noModule && node.src.includes('/_next/static/')) added.push(performance.now());
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const path = '/product/' + (await firstRoute(page));
    const html = await (await page.request.get(path)).text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    expect(html).toContain('__hydrateAfterPaint("/_next/static/');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => reactListening(page)).toBe(true);
    const { added, fcp, load } = await page.evaluate(() => ({
      added: (window as unknown as { __scriptsAddedAt: number[] }).__scriptsAddedAt,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart || Infinity,
    }));
    expect(added.length).toBeGreaterThan(0);
    expect(Math.min(...added)).toBeGreaterThanOrEqual(Math.min(fcp, load));
  });

  test('a click on Add before the page has hydrated adds the product', async ({ page }) => {
    await recordToasts(page);
    await page.goto('/product/' + (await firstRoute(page)), { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.waitFor();
    test.info().annotations.push({ type: 'react listening at the click', description: String(await reactListening(page)) });
    await add.click();
    await expectToastShown(page, 'Item added to cart');
    await expect(page.getByTestId('cart-quantity')).toHaveText('1');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('text typed into the search box before the page has hydrated is searched', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByPlaceholder('What are you looking for ?');
    await box.waitFor();
    await box.fill('serum');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveValue('serum');
  });

  test('a menu the mouse rests on before the page has hydrated opens @desktop-only', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const brands = page.locator('header').getByRole('navigation', { name: 'Main' }).locator(':scope > ul > li').last();
    await brands.hover();
    await expect(brands.getByRole('link').first()).toBeVisible();
  });

  test('links work before the page has hydrated', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const card = page.getByTestId('product-card').first().locator('a').nth(1);
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

async function firstRoute(page: Page): Promise<string> {
  const response = await page.request.get('/api/resource/Website%20Item', {
    params: {
      fields: JSON.stringify(['route']),
      filters: JSON.stringify([['published', '=', 1], ['custom_sale_price', 'is', 'set'], ['custom_stock_available', '>', 2]]),
      limit_page_length: '1',
    },
  });
  return (await response.json()).data[0].route;
}
