import { type Locator, type Page, expect, test } from '@playwright/test';
import { ShopPage, catalog, inQuery } from './pages/shop';

/**
 * Issue 14: the filter controls' script loads after the page is interactive (the sidebar's when
 * the browser is idle or at the first move, the mobile sheets at the first tap). A choice made
 * before it arrives is not lost: it applies once the script is there. Every script the page did
 * not name in its HTML is held back here for a while, so the tap surely lands first.
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

/** React has not taken this control yet: the click lands on the server's HTML. */
const notHydrated = (control: Locator) => control.evaluate((el) => !Object.keys(el).some((key) => key.startsWith('__reactProps')));

test.describe('a filter chosen as soon as /shop is interactive', () => {
  test('a brand ticked in the sidebar before its script arrives still filters the listing @desktop-only', async ({ page, request }) => {
    const { brand } = await catalog.outOfStockPick(request);
    const late = await openWithLateScriptsHeld(page);
    const box = page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: brand, exact: true });
    expect(await notHydrated(box)).toBe(true);
    await box.check();
    await expect(page).toHaveURL(new RegExp(`brand=${inQuery(brand)}`));
    await expect(box).toBeChecked();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(brand);
    expect(late.held()).toBeGreaterThan(0);
  });

  test('a sort chosen in the sidebar before its script arrives still sorts the listing @desktop-only', async ({ page }) => {
    await openWithLateScriptsHeld(page);
    const sort = page.getByRole('combobox', { name: 'Sort By' });
    expect(await notHydrated(sort)).toBe(true);
    await sort.selectOption({ label: 'Price: High - Low' });
    await expect(page).toHaveURL(/sort=custom_regular_price(\+|%20)desc/);
    await expect(sort).toHaveValue('custom_regular_price desc');
    const shop = new ShopPage(page);
    expect(await shop.regularPrice(0)).toBeGreaterThanOrEqual(await shop.regularPrice(1));
  });

  test('a category chosen in the sidebar before its script arrives still filters the listing @desktop-only', async ({ page, request }) => {
    const { category } = await catalog.outOfStockPick(request);
    await openWithLateScriptsHeld(page);
    const button = page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: new RegExp(`^${category} \\d+$`) });
    expect(await notHydrated(button)).toBe(true);
    await button.click();
    await expect(page).toHaveURL(new RegExp(`category=${inQuery(category)}(&|$)`));
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  test('the Filter button tapped before the sheet is loaded opens it, and its choice applies @mobile-only', async ({ page, request }) => {
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

  test('the Sort button tapped before the sheet is loaded opens it, and its choice applies @mobile-only', async ({ page }) => {
    await openWithLateScriptsHeld(page);
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Sort By' });
    await sheet.getByRole('radio', { name: 'Price: High - Low' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/sort=custom_regular_price(\+|%20)desc/);
  });
});
