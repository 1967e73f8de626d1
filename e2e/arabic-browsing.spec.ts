import { type APIRequestContext, expect, test } from '@playwright/test';
import { HOME_PAGE_NAME } from '../packages/domain/src/store';
import { ArabicChrome } from './pages/arabic';
import { ShopPage } from './pages/shop';
import { arPrice, arText, arabicCatalog, escapeRegExp, plainSpelling } from './support/arabic';

/**
 * Issue 16: browsing in Arabic. The home, the listing, a product page and the search speak
 * Arabic: texts from the `ar` catalog, names from the catalog's Arabic fields (read here from
 * the same APIs), prices as '12.500 ر.ع.'.
 */

/** The home page's blocks as stored: each block's English and Arabic title. */
async function homeTitles(request: APIRequestContext): Promise<{ template: string; ar: string }[]> {
  const response = await request.get(`/api/resource/Web%20Page/${HOME_PAGE_NAME}`);
  expect(response.ok()).toBe(true);
  const blocks = (await response.json()).data.page_blocks as { web_template: string; web_template_values: string }[];
  return blocks.map((b) => ({
    template: b.web_template,
    ar: String((JSON.parse(b.web_template_values) as { title_ar?: string }).title_ar ?? ''),
  }));
}

/** A word of one product's Arabic name, written with a hamza, tāʾ marbūṭa or alif maqṣūra, that no other product's name holds. */
async function searchableWord(request: APIRequestContext): Promise<{ word: string; name: string; route: string }> {
  const response = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: JSON.stringify(['route', 'web_item_name_ar']),
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_sale_price', 'is', 'set'],
        ['custom_stock_available', '>', 0],
        ['web_item_name_ar', 'is', 'set'],
      ]),
      limit_page_length: '0',
    },
  });
  const rows = (await response.json()).data as { route: string; web_item_name_ar: string }[];
  const plainNames = rows.map((r) => plainSpelling(r.web_item_name_ar));
  for (const row of rows) {
    for (const word of row.web_item_name_ar.split(/\s+/)) {
      if (word.length < 5 || !/[أإآةى]/.test(word)) continue;
      if (plainNames.filter((n) => n.includes(plainSpelling(word))).length === 1)
        return { word, name: row.web_item_name_ar, route: row.route };
    }
  }
  throw new Error('no Arabic product name has a word of its own with a hamza, tāʾ marbūṭa or alif maqṣūra');
}

test.describe('browsing in Arabic', () => {
  test('/ar: the Arabic heading, the Arabic block titles as carousel headings, Arabic product names', async ({
    page,
    request,
  }) => {
    const titles = await homeTitles(request);
    const carouselTitles = titles.filter((t) => t.template === 'SS Product Carousel').map((t) => t.ar);
    expect(carouselTitles.length).toBeGreaterThanOrEqual(3);
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-OM');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arText('home.heading'));
    const carousels = page.getByTestId('product-carousel');
    await expect(carousels.getByRole('heading', { level: 2 })).toHaveText(carouselTitles);
    await expect(
      carousels.first().getByRole('link', { name: arText('home.viewAllLabel', { title: carouselTitles[0]! }) }),
    ).toHaveText(arText('home.viewAll'));
    const grid = titles.find((t) => t.template === 'SS Categories Grid')!;
    await expect(page.getByRole('heading', { name: grid.ar })).toBeVisible();
  });

  test('/ar/shop lists the Arabic product names with prices in ر.ع.; the category tree speaks Arabic and filters by the English name', async ({
    page,
    request,
  }) => {
    const firstPage = await arabicCatalog.firstPage(request);
    const { arabic, topLevel } = await arabicCatalog.categories(request);
    const shop = new ShopPage(page);
    await page.goto('/ar/shop');
    await shop.ready();
    const shown = await shop.names();
    expect(shown).toHaveLength(20);
    expect(new Set(shown)).toEqual(new Set(firstPage.map((p) => p.web_item_name_ar || p.web_item_name)));
    await expect(shop.cards.first().getByTestId('price')).toHaveText(/^\d+\.\d{3} ر\.ع\.$/);

    const category = topLevel.find((name) => arabic.has(name) && name !== 'Offers')!;
    const panel = shop.mobile
      ? await (async () => {
          await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(arText('shop.filter'))}`) }).click();
          const sheet = page.getByRole('dialog', { name: arText('shop.filters') });
          await expect(sheet).toBeVisible();
          return sheet;
        })()
      : page.getByRole('complementary', { name: arText('shop.filters') });
    await expect(panel.getByRole('heading', { name: arText('shop.categories') })).toBeVisible();
    await panel.getByRole('button', { name: new RegExp(`^${escapeRegExp(arabic.get(category)!)} \\d+$`) }).click();
    await expect(page).toHaveURL(
      new RegExp(`^[^?]*/ar/shop\\?category=${encodeURIComponent(category).replace(/%20/g, '(\\+|%20)')}(&|$)`),
    );
    await expect(page.getByRole('navigation', { name: arText('shop.breadcrumb') })).toContainText(
      arabic.get(category)!,
    );
  });

  test('a product page shows its Arabic name and its price in ر.ع.', async ({ page, request }) => {
    const product = (await arabicCatalog.cheapProducts(request)).find(
      (p) => p.custom_sale_price === p.custom_regular_price,
    )!;
    await page.goto(`/ar/product/${product.route}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.web_item_name_ar);
    await expect(page.getByRole('main').getByTestId('price').first()).toHaveText(arPrice(product.custom_sale_price));
    await expect(page.getByRole('button', { name: arText('product.addToCart') })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: arText('product.breadcrumbLabel') })
        .getByRole('link', { name: arText('common.home') }),
    ).toHaveAttribute('href', '/ar');
  });

  test('search in Arabic: a word of an Arabic name finds the product, written with or without hamza; Enter opens /ar/shop?q=…', async ({
    page,
    request,
  }) => {
    const { word, name, route } = await searchableWord(request);
    const plain = plainSpelling(word);
    expect(plain).not.toBe(word);
    const chrome = new ArabicChrome(page);
    await page.goto('/ar');
    await expect(chrome.search).toHaveAttribute('placeholder', arText('search.placeholder'));
    for (const typed of [word, plain]) {
      await chrome.search.fill(typed);
      await expect(chrome.dropdown).toBeVisible();
      await expect(chrome.dropdown.getByTestId('search-result-name').filter({ hasText: name })).toHaveCount(1);
      await expect(chrome.results.filter({ hasText: name })).toHaveAttribute('href', `/ar/product/${route}`);
    }
    await chrome.search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/ar/shop\\?q=${escapeRegExp(encodeURIComponent(plain))}`));
    const shop = new ShopPage(page);
    await shop.ready();
    await expect(shop.cards.filter({ hasText: name })).toHaveCount(1);
  });
});
