import { type Page, expect, test } from '@playwright/test';

const searchBox = (page: Page) => page.getByRole('combobox').filter({ visible: true });

test.describe('search as you type', () => {
  test('shows at most 10 results with name and price, and opens the chosen product', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('serum');
    const dropdown = page.getByTestId('search-dropdown').filter({ visible: true });
    await expect(dropdown).toBeVisible();
    const results = dropdown.getByTestId('search-result');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeLessThanOrEqual(10);
    await expect(results.first().getByTestId('price')).toHaveText(/^OMR \d+\.\d{3}$/);
    const href = await results.first().getAttribute('href');
    await results.first().click();
    await expect(page).toHaveURL(href!);
  });

  test('a sale result shows the struck regular price and the percent-off badge', async ({ page, request }) => {
    const sale = await request.get('/api/resource/Website%20Item', {
      params: {
        fields: '["web_item_name","custom_sale_price","custom_regular_price"]',
        filters: '[["published","=",1],["custom_sale_price","is","set"],["custom_show_on_offer_page","=",0]]',
        limit_page_length: '200',
      },
    });
    const row = ((await sale.json()).data as { web_item_name: string; custom_sale_price: number; custom_regular_price: number }[]).find(
      (r) => r.custom_sale_price < r.custom_regular_price,
    )!;
    await page.goto('/');
    await searchBox(page).fill(row.web_item_name);
    const hit = page.getByTestId('search-result').filter({ hasText: row.web_item_name }).first();
    await expect(hit.getByTestId('regular-price')).toBeVisible();
    await expect(hit.getByTestId('percent-off')).toHaveText(/^\d+% OFF$/);
  });

  test('nonsense shows No results found; emptying the text and leaving the box close the dropdown', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('zzqqxxnothing');
    const dropdown = page.getByTestId('search-dropdown').filter({ visible: true });
    await expect(dropdown.getByText('No results found')).toBeVisible();
    await box.fill('');
    await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
    await box.fill('cream');
    await expect(page.getByTestId('search-dropdown')).toHaveCount(1);
    await box.blur();
    await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
    await box.focus();
    await expect(page.getByTestId('search-dropdown')).toHaveCount(1);
  });
});
