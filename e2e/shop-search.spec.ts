import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEFAULT_STORE_WAREHOUSE } from '../packages/domain/src/store';
import { ArabicChrome } from './pages/arabic';
import { HeaderChrome } from './pages/header';
import { adminFrame } from './support/admin-nav';
import { arText } from './support/arabic';

/** Issue 29: the search finds what shoppers mean, in the dropdown and on the results page, in English and Arabic. */
const LIPSTICK = 'Island Time Fig Satin Lipstick 3.5g';

async function arabicNameOf(request: APIRequestContext, name: string): Promise<string> {
  const reply = await request.get('/api/search', { params: { q: name, warehouse: DEFAULT_STORE_WAREHOUSE, limit: 1 } });
  const row = ((await reply.json()) as { message: { web_item_name: string; web_item_name_ar: string }[] }).message[0]!;
  expect(row.web_item_name).toBe(name);
  return row.web_item_name_ar;
}

const cards = (page: Page) => page.getByTestId('product-card');

test.describe('search that finds what shoppers mean', () => {
  test('the dropdown forgives a typo: the product meant is first, and a misspelt word finds its products', async ({
    page,
  }) => {
    const chrome = new HeaderChrome(page);
    await page.goto('/');
    await chrome.type('Island Time Fig Satin Lipstik');
    await expect(chrome.results.first().getByTestId('search-result-name')).toHaveText(LIPSTICK);
    await chrome.type('lipstik');
    await expect(chrome.results.first().getByTestId('search-result-name')).toContainText('Lipstick');
  });

  test('Arabic dropdown: the name written with other letter forms and a dropped letter finds the product first', async ({
    page,
    request,
  }) => {
    const arabic = await arabicNameOf(request, LIPSTICK);
    const longest = arabic.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
    const typed = arabic.replace(longest, longest.slice(0, 2) + longest.slice(3)).replace(/ا/g, 'أ');
    const chrome = new ArabicChrome(page);
    await page.goto('/ar');
    await chrome.search.fill(typed);
    await expect(chrome.results.first().getByTestId('search-result-name')).toHaveText(arabic);
  });

  test('the results page matches words in any order and American spelling; Enter from the box opens it', async ({
    page,
  }) => {
    const chrome = new HeaderChrome(page);
    await page.goto('/');
    await chrome.type('serum vitamin c');
    await chrome.search.press('Enter');
    await expect(page).toHaveURL(/\/shop\?.*q=serum\+vitamin\+c/);
    await expect(cards(page).first()).toContainText(/Vitamin C Serum/);
    await page.goto('/shop?q=moisturizer&excludeOutOfStock=1');
    await expect(cards(page).first()).toContainText('Moisturiser');
    expect(await cards(page).count()).toBeGreaterThanOrEqual(7);
    await page.goto('/shop?q=sun%20screen&excludeOutOfStock=1');
    await expect(cards(page).first()).toContainText('Sunscreen');
  });

  test('the results page’s category counts count what it finds, and a chosen sort orders it @desktop-only', async ({
    page,
    request,
  }) => {
    const found = async (params: Record<string, string>) =>
      (await (
        await request.get('/api/search', {
          params: { warehouse: DEFAULT_STORE_WAREHOUSE, in_stock: '1', limit: 1, ...params },
        })
      ).json()) as {
        total: number;
        message: { web_item_name: string }[];
      };
    await page.goto('/shop?q=serim&excludeOutOfStock=1');
    await expect(cards(page).first()).toContainText(/serum/i);
    const topLevel = page
      .getByRole('complementary', { name: 'Filters' })
      .locator('ul')
      .first()
      .locator(':scope > li > div > button[aria-pressed] > span:last-child');
    const counts = (await topLevel.allTextContents()).map(Number);
    expect(counts.reduce((a, b) => a + b, 0)).toBe((await found({ q: 'serim' })).total);

    await page.goto('/shop?q=serum&excludeOutOfStock=1');
    await expect(page.locator('#shop-sort')).toHaveValue('relevance');
    await page.locator('#shop-sort').selectOption('custom_regular_price asc');
    await expect(page).toHaveURL(/sort=custom_regular_price(\+|%20)asc/);
    const cheapest = (await found({ q: 'serum', sort: 'custom_regular_price asc' })).message[0]!.web_item_name;
    await expect(cards(page).first()).toContainText(cheapest);
  });

  test('Arabic results page: the words of a name in another order', async ({ page, request }) => {
    const arabic = await arabicNameOf(request, LIPSTICK);
    const reordered = arabic.split(' ').reverse().join(' ');
    await page.goto(`/ar/shop?q=${encodeURIComponent(reordered)}&excludeOutOfStock=1`);
    await expect(cards(page).first()).toContainText(arabic);
  });

  test('no result: "Did you mean" leads to the closest query, with popular products; in Arabic too', async ({
    page,
  }) => {
    await page.goto('/shop?q=vtmain&excludeOutOfStock=1');
    await expect(page.getByTestId('shop-empty')).toBeVisible();
    await expect(page.getByTestId('search-suggestion')).toHaveText('Did you mean vitamin?');
    await expect(page.getByTestId('search-popular').getByRole('heading', { name: 'Popular products' })).toBeVisible();
    expect(await page.getByTestId('search-popular').getByTestId('product-card').count()).toBeGreaterThan(0);
    await page.getByTestId('search-suggestion').getByRole('link', { name: 'vitamin' }).click();
    await expect(page).toHaveURL(/q=vitamin(&|$)/);
    await expect(cards(page).first()).toContainText(/vitamin/i);

    await page.goto('/ar/shop?q=vtmain&excludeOutOfStock=1');
    await expect(page.getByTestId('search-suggestion')).toHaveText(`${arText('shop.didYouMean')} vitamin?`);
    await expect(
      page.getByTestId('search-popular').getByRole('heading', { name: arText('shop.popular') }),
    ).toBeVisible();
  });

  test('hostile text answers the results page or its empty state, never an error', async ({ page }) => {
    for (const q of ['"serum" NEAR(*)', '%_\\', '💄 سيروم serum', 'x'.repeat(1000)]) {
      const response = await page.goto(`/shop?q=${encodeURIComponent(q)}&excludeOutOfStock=1`);
      expect(response?.status()).toBe(200);
      await expect(cards(page).or(page.getByTestId('shop-empty')).first()).toBeVisible();
    }
  });

  test('the team sees the most frequent zero-result queries in the back-office', async ({
    page,
    browserName,
  }, testInfo) => {
    // a query of this repeat's own (letters only, so no digit of it can pass for the count)
    const query =
      `zzqx${testInfo.project.name}${browserName}${'abcdefghij'[testInfo.repeatEachIndex % 10]}`.toLowerCase();
    for (let i = 0; i < 2; i += 1) await page.goto(`/shop?q=${query}&excludeOutOfStock=1`);
    await expect(page.getByTestId('shop-empty')).toBeVisible();
    const password = (
      JSON.parse(readFileSync(fileURLToPath(new URL('../data/secrets.test.json', import.meta.url)), 'utf8')) as {
        DEMO_STAFF_PASSWORD: string;
      }
    ).DEMO_STAFF_PASSWORD;
    await page.goto('/admin/sign-in');
    await page.getByLabel('Email').fill('staff@gulfglow.om');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(adminFrame(page)).toBeVisible();
    await page.goto('/admin/search');
    const row = page.getByTestId('zero-result-report').locator('tr', { hasText: query });
    await expect(row.locator('td').nth(1)).toHaveText(/(^|\D)2$/);
  });
});
