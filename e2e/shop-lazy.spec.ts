import { type Page, expect, test } from '@playwright/test';
import { catalog, inQuery } from './pages/shop';

/**
 * Issue 14: the phone's Sort and Filters sheets load at the first tap on their button, not with
 * the page. A tap made before the sheet's script arrives is not lost: the sheet opens once it is
 * there. Every script the page did not name in its HTML is held back here for a while, so the
 * tap surely lands first.
 */
const HELD_MS = 1500;

async function openWithLateScriptsHeld(page: Page) {
  const html = await (await page.request.get('/shop?excludeOutOfStock=1')).text();
  const named = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\s]+\.js/g)].map((m) => m[0]));
  let held = 0;
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!named.has(new URL(route.request().url()).pathname)) {
      held++;
      await new Promise((resolve) => setTimeout(resolve, HELD_MS));
    }
    await route.continue();
  });
  await page.goto('/shop?excludeOutOfStock=1', { waitUntil: 'load' });
  return { held: () => held };
}

test.describe('a sheet asked for as soon as /shop is interactive', () => {
  test('the Filter button tapped before the sheet is loaded opens it, and its choice applies @mobile-only', async ({
    page,
    request,
  }) => {
    const { brand } = await catalog.outOfStockPick(request);
    const late = await openWithLateScriptsHeld(page);
    await page.getByRole('button', { name: /^Filter/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    expect(late.held()).toBeGreaterThan(0);
    await sheet.getByRole('checkbox', { name: brand, exact: true }).check();
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(new RegExp(`brand=${inQuery(brand)}`));
    await expect(page.getByTestId('filter-badge')).toHaveText('1');
  });

  test('the Sort button tapped before the sheet is loaded opens it, and its choice applies @mobile-only', async ({
    page,
  }) => {
    await openWithLateScriptsHeld(page);
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Sort By' });
    await sheet.getByRole('radio', { name: 'Price: High - Low' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/sort=custom_regular_price(\+|%20)desc/);
  });
});
