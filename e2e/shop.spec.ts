import { type Page, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { isMobile } from './support/viewport';

const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card');
const priceOf = async (page: Page, i: number) => Number((await cards(page).nth(i).getByTestId('price').innerText()).replace('OMR ', ''));

async function chooseSort(page: Page, label: string) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sort By' }).getByLabel(label).click();
  } else {
    await page.getByLabel('Sort By').selectOption({ label });
  }
}

async function openFilters(page: Page) {
  if (!isMobile(page)) return page.locator('aside');
  await page.getByRole('button', { name: /^Filter/ }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

test.describe('shop listing', () => {
  test('the first HTML already holds 20 product cards', async ({ request }) => {
    const html = await (await request.get('/shop?excludeOutOfStock=1')).text();
    expect(html.match(/data-testid="product-card"/g)?.length).toBe(20);
  });

  test('excludeOutOfStock is written into the URL', async ({ page }) => {
    await page.goto('/shop');
    await expect(page).toHaveURL(/excludeOutOfStock=1/);
  });

  test('brand and category filters, sort and the stock choice live in the URL and survive reload and back', async ({ page }) => {
    await page.goto('/shop?excludeOutOfStock=1');
    await expect(cards(page)).toHaveCount(20);

    const panel = await openFilters(page);
    const brand = panel.getByRole('checkbox').first();
    const brandName = (await brand.locator('xpath=..').innerText()).trim();
    await brand.click();
    if (isMobile(page)) await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(brandName).replace(/%20/g, '(\\+|%20)')}`));
    const brandUrl = page.url();

    await chooseSort(page, 'Price: High - Low');
    await expect(page).toHaveURL(/sort=custom_regular_price(\+|%20)desc/);
    await expect.poll(async () => (await priceOf(page, 0)) >= (await priceOf(page, 1))).toBe(true);

    const filters = await openFilters(page);
    await filters.getByLabel('Exclude Out of Stock Items').click();
    if (isMobile(page)) await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/excludeOutOfStock=0/);
    const before = page.url();
    await page.reload();
    await expect(page).toHaveURL(before);
    await expect(page.getByLabel('Exclude Out of Stock Items').first()).not.toBeChecked();

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(brandUrl);
  });

  test('choosing a category replaces the list; choosing it again clears it', async ({ page }) => {
    await page.goto('/shop?excludeOutOfStock=1');
    if (isMobile(page)) {
      const chips = page.getByRole('group', { name: 'Categories' });
      const first = chips.getByRole('button').first();
      const name = (await first.innerText()).trim();
      await first.click();
      await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
      await expect(page.getByTestId('filter-badge')).toHaveText('1');
      await chips.getByRole('button', { name: 'Clear category' }).click();
      await expect(page).not.toHaveURL(/category=/);
      return;
    }
    const tree = page.locator('aside');
    const top = tree.getByRole('button', { pressed: false }).filter({ hasText: /\d+$/ }).first();
    await top.click();
    await expect(page).toHaveURL(/category=/);
    await tree.getByRole('button', { pressed: true }).first().click();
    await expect(page).not.toHaveURL(/category=/);
  });

  test('infinite scroll and Load More Products bring the next page', async ({ page }) => {
    await page.goto('/shop?excludeOutOfStock=0');
    await expect(cards(page)).toHaveCount(20);
    await page.getByRole('button', { name: 'Load More Products' }).click();
    await expect.poll(async () => cards(page).count()).toBeGreaterThanOrEqual(40);
    const loaded = await cards(page).count();
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect.poll(async () => cards(page).count()).toBeGreaterThan(loaded);
    const names = await cards(page).evaluateAll((els) => els.map((el) => el.querySelectorAll('a')[1]!.textContent));
    expect(new Set(names).size).toBe(names.length);
  });

  test('an impossible combination shows the empty state texts', async ({ page }) => {
    await page.goto('/shop?brand=No%20Such%20Brand&excludeOutOfStock=1');
    await expect(page.getByText('Sorry. No Products Found')).toBeVisible();
    await expect(page.getByText('Please try a different combination of filters.')).toBeVisible();
  });

  test('Offers lists only items flagged for the offers page', async ({ page, request }) => {
    await page.goto('/shop?category=Offers&excludeOutOfStock=1');
    const names = await cards(page).locator('a').nth(1).allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    const api = await request.get('/api/resource/Website%20Item', {
      params: { fields: '["web_item_name"]', filters: JSON.stringify([['custom_show_on_offer_page', '=', 1]]), limit_page_length: '0' },
    });
    const offered = new Set(((await api.json()).data as { web_item_name: string }[]).map((r) => r.web_item_name));
    for (const name of await cards(page).evaluateAll((els) => els.map((el) => el.querySelectorAll('a')[1]!.textContent!.trim()))) {
      expect(offered.has(name)).toBe(true);
    }
  });

  test('hostile query values fall back instead of failing', async ({ page }) => {
    const response = await page.goto('/shop?sort=name;drop&excludeOutOfStock=banana&brand=' + 'x,'.repeat(300));
    expect(response?.status()).toBeLessThan(400);
    await expect(page.getByText('Sorry. No Products Found')).toBeVisible();
  });

  test('has no serious accessibility violations, with the filter sheet open on mobile', async ({ page }) => {
    await page.goto('/shop?excludeOutOfStock=1');
    await openFilters(page);
    await expectNoSeriousA11yViolations(page);
  });
});
