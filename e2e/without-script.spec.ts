import { type Locator, type Page, expect, test } from '@playwright/test';

/**
 * Issue 30: a shopper whose browser runs no script still browses: the menu, the search, sort and
 * filters reach a product, all answered by the server, at desk and phone width.
 */
test.use({ javaScriptEnabled: false });

const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card');

/** Opens the first card's product by its name link, and checks the product page is the one chosen. */
async function openFirstProduct(page: Page, card: Locator) {
  const link = card.getByRole('link').filter({ hasText: /\S/ }).first();
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

test('the menu leads to a category and on to a product', async ({ page }) => {
  // without script every image loads at once (no lazy loading): the shopper need not wait for them
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // the header's menus are streamed in place by a script: without one, the menu disclosure serves every width
  await page.locator('summary[aria-label="Menu"]').click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Makeup', exact: true }).click();
  await expect(page).toHaveURL(/category=Makeup/);
  await openFirstProduct(page, cards(page).first());
});

test('the search box lists what matches, and on to a product', async ({ page }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('serum');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=serum/);
  await expect(cards(page).first()).toBeVisible();
  await openFirstProduct(page, cards(page).first());
});

test('the sidebar (at phone width in place of the scripted sheets) sorts and filters by brand, and on to a product', async ({
  page,
}) => {
  await page.goto('/shop?excludeOutOfStock=1');
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  await sidebar.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Brand: Z - A' });
  const brand = sidebar
    .locator('label')
    .filter({ has: page.locator('input[name="brand"]') })
    .first();
  const brandName = (await brand.textContent())!.trim();
  await brand.getByRole('checkbox').check();
  await sidebar.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/sort=brand(\+|%20)desc/);
  await expect(page).toHaveURL(/[?&]brand=/);
  await expect(sidebar.getByRole('checkbox', { name: brandName })).toBeChecked();
  await expect(sidebar.getByRole('combobox', { name: 'Sort By' })).toHaveValue('brand desc');
  for (const shown of await cards(page).getByTestId('product-card-brand').allTextContents())
    expect(shown.trim().toLowerCase()).toBe(brandName.toLowerCase());
  await openFirstProduct(page, cards(page).first());
});
