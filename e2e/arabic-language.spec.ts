import { type Page, expect, test } from '@playwright/test';
import { ArabicChrome, addToCartInArabic } from './pages/arabic';
import { arabicCatalog } from './support/arabic';
import { isMobile } from './support/viewport';

/**
 * Issue 16: each page in both languages at its own URL. The switcher (header, or the mobile
 * drawer) keeps the page, its filters and the cart; a first visit follows Accept-Language; a
 * choice of English is remembered (cookie gg_locale); Arabic pages name their alternates.
 */

async function expectDocumentLanguage(page: Page, lang: 'ar-OM' | 'en-OM') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar-OM' ? 'rtl' : 'ltr');
}

/** The English page's switcher (to Arabic): in the header, or in the drawer on a phone. */
async function englishSwitch(page: Page) {
  if (!isMobile(page)) return page.getByRole('banner').getByTestId('language-switch');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer.getByTestId('language-switch');
}

test.describe('language: URLs, switcher, first visit', () => {
  test('the switcher keeps the page, its filters and the cart, both ways', async ({ page, request }) => {
    const [product] = await arabicCatalog.cheapProducts(request);
    const { arabic, topLevel } = await arabicCatalog.categories(request);
    const category = topLevel.find((name) => arabic.has(name) && name.includes(' '))!;
    const query = `?category=${encodeURIComponent(category)}&excludeOutOfStock=0`;
    await addToCartInArabic(page, product!.route);

    await page.goto(`/ar/shop${query}`);
    await expectDocumentLanguage(page, 'ar-OM');
    const chrome = new ArabicChrome(page);
    await expect(chrome.cartCount).toHaveText('1');
    const toEnglish = await chrome.languageSwitch();
    await expect(toEnglish).toHaveText('English');
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(
      new RegExp(`/shop\\?category=${encodeURIComponent(category).replace(/%20/g, '(\\+|%20)')}&excludeOutOfStock=0$`),
    );
    expect(new URL(page.url()).pathname).toBe('/shop');
    await expectDocumentLanguage(page, 'en-OM');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category);

    const toArabic = await englishSwitch(page);
    await expect(toArabic).toHaveText('العربية');
    await toArabic.click();
    await expect(page).toHaveURL(
      new RegExp(
        `/ar/shop\\?category=${encodeURIComponent(category).replace(/%20/g, '(\\+|%20)')}&excludeOutOfStock=0$`,
      ),
    );
    await expectDocumentLanguage(page, 'ar-OM');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic.get(category)!);
    await expect(chrome.cartCount).toHaveText('1');

    await page.goto(`/ar/product/${product!.route}`);
    await (await chrome.languageSwitch()).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product!.route}$`));
    expect(new URL(page.url()).pathname).toBe(`/product/${product!.route}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.web_item_name);
  });

  test.describe('a browser that prefers Arabic', () => {
    test.use({ locale: 'ar-OM' });

    test('the first visit to / lands on /ar; after choosing English, / stays English (remembered)', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      expect(new URL(page.url()).pathname).toBe('/ar');
      await expectDocumentLanguage(page, 'ar-OM');

      await (await new ArabicChrome(page).languageSwitch()).click();
      await expect(page).toHaveURL(/\/$/);
      expect(new URL(page.url()).pathname).toBe('/');
      await expectDocumentLanguage(page, 'en-OM');
      expect((await context.cookies()).find((c) => c.name === 'gg_locale')?.value).toBe('en-OM');

      await page.goto('/');
      expect(new URL(page.url()).pathname).toBe('/');
      await expectDocumentLanguage(page, 'en-OM');
      await page.goto('/shop');
      expect(new URL(page.url()).pathname).toBe('/shop');
      await expectDocumentLanguage(page, 'en-OM');
    });
  });

  test('a browser that prefers English stays on /, and an /ar page is Arabic whatever the browser prefers', async ({
    page,
  }) => {
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await expectDocumentLanguage(page, 'en-OM');
    await page.goto('/ar/cart');
    await expectDocumentLanguage(page, 'ar-OM');
  });

  test('an Arabic product page: canonical in Arabic, hreflang alternates for both languages and x-default', async ({
    page,
    request,
    baseURL,
  }) => {
    const [product] = await arabicCatalog.cheapProducts(request);
    const path = `/product/${product!.route}`;
    await page.goto(`/ar${path}`);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ar${path}`);
    await expect(head.locator('link[rel="alternate"][hreflang="ar-OM"]')).toHaveAttribute(
      'href',
      `${baseURL}/ar${path}`,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="en-OM"]')).toHaveAttribute('href', `${baseURL}${path}`);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${baseURL}${path}`,
    );
  });
});
