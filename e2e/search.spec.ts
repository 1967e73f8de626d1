import { expect, test } from '@playwright/test';
import { DEFAULT_STORE_WAREHOUSE } from '../packages/domain/src/store';
import { HeaderChrome } from './pages/header';
import { expectNoSeriousA11yViolations } from './support/axe';

interface Row {
  web_item_name: string;
  route: string;
  custom_sale_price: number;
  custom_regular_price: number;
}

test.describe('search as you type', () => {
  test('a name fragment lists at most 10 products with image, name and price; a click opens the product', async ({
    page,
  }) => {
    const chrome = new HeaderChrome(page);
    await page.goto('/');
    await expect(chrome.search).toHaveAttribute('placeholder', 'What are you looking for ?');
    await chrome.type('serum');
    await expect(chrome.dropdown).toBeVisible();
    await expect(chrome.search).toHaveAttribute('aria-expanded', 'true');
    const first = chrome.results.first();
    await expect(first).toBeVisible();
    const count = await chrome.results.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    for (const name of await chrome.dropdown.getByTestId('search-result-name').allInnerTexts())
      expect(name.toLowerCase()).toContain('serum');
    await expect(first.locator('img')).toHaveCount(1);
    await expect(first.getByTestId('price')).toHaveText(/^OMR \d+\.\d{3}$/);
    await expectNoSeriousA11yViolations(page);

    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/product\/.+/);
    await first.click();
    await expect(page).toHaveURL(href!);
    await expect(chrome.dropdown).toHaveCount(0);
  });

  test('a sale result shows the struck regular price and the percent-off badge', async ({ page, request }) => {
    const chrome = new HeaderChrome(page);
    const answer = await request.get('/api/method/frappe.client.get_list', {
      params: {
        doctype: 'Website Item',
        fields: '["web_item_name","route","custom_sale_price","custom_regular_price"]',
        filters: JSON.stringify([
          ['published', '=', 1],
          ['custom_sale_price', 'is', 'set'],
          ['website_warehouse', '=', DEFAULT_STORE_WAREHOUSE],
        ]),
        limit_page_length: '500',
      },
    });
    const rows = (await answer.json()).message as Row[];
    const row = rows.find((r) => r.custom_sale_price < r.custom_regular_price);
    expect(row, 'the demo catalog has a product on sale').toBeTruthy();
    // SPEC §9 in integer baisa: 100 − round(sale / regular × 100).
    const [sale, regular] = [Math.round(row!.custom_sale_price * 1000), Math.round(row!.custom_regular_price * 1000)];
    const percent = 100 - Math.round((sale * 100) / regular);

    await page.goto('/');
    await chrome.type(row!.web_item_name);
    const hit = chrome.results.filter({ hasText: row!.web_item_name }).first();
    await expect(hit.getByTestId('price')).toHaveText(`OMR ${row!.custom_sale_price.toFixed(3)}`);
    await expect(hit.getByTestId('regular-price')).toHaveText(
      `Regular price OMR ${row!.custom_regular_price.toFixed(3)}`,
    );
    await expect(hit.getByTestId('regular-price')).toHaveCSS('text-decoration-line', 'line-through');
    await expect(hit.getByTestId('percent-off')).toHaveText(`${percent}% OFF`);
  });

  test('the keyboard moves through the results and Enter opens the active one', async ({ page }) => {
    const chrome = new HeaderChrome(page);
    await page.goto('/');
    await chrome.type('cream');
    await expect(chrome.results.first()).toBeVisible();
    await chrome.search.press('ArrowDown');
    await chrome.search.press('ArrowDown');
    const second = chrome.results.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(chrome.search).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await chrome.search.press('ArrowUp');
    await expect(chrome.results.first()).toHaveAttribute('aria-selected', 'true');
    const href = await chrome.results.first().getAttribute('href');
    await chrome.search.press('Enter');
    await expect(page).toHaveURL(href!);
  });

  test('nonsense shows No results found; emptying closes; focus reopens only with text; blur and Escape close', async ({
    page,
  }) => {
    const chrome = new HeaderChrome(page);
    await page.goto('/');
    await chrome.search.focus();
    await expect(chrome.dropdown).toHaveCount(0);
    await chrome.type('zzqqxxnothing');
    await expect(chrome.dropdown.getByText('No results found')).toBeVisible();
    await expect(chrome.dropdown.locator('img')).toHaveAttribute('src', '/placeholder.svg');
    await expect(chrome.results).toHaveCount(0);

    await chrome.type('');
    await expect(chrome.dropdown).toHaveCount(0);

    // Results follow the latest text.
    await chrome.type('zzqq');
    await chrome.type('cream');
    await expect(chrome.results.first()).toBeVisible();
    await expect(chrome.dropdown.getByText('No results found')).toHaveCount(0);

    await chrome.search.blur();
    await expect(chrome.dropdown).toHaveCount(0);
    await chrome.search.focus();
    await expect(chrome.dropdown).toHaveCount(1);
    await chrome.search.press('Escape');
    await expect(chrome.dropdown).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(chrome.search).toHaveValue('');
    await expect(chrome.search).toBeFocused();
    await expect(chrome.dropdown).toHaveCount(0);
  });

  test('a missing response counts as no list', async ({ page }) => {
    const chrome = new HeaderChrome(page);
    await page.route('**/api/search?**', (route) => route.abort('failed'));
    await page.goto('/');
    await chrome.type('serum');
    await expect(chrome.dropdown.getByText('No results found')).toBeVisible();
  });
});
