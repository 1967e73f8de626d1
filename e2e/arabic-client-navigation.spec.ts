import { type Page, expect, test } from '@playwright/test';
import { ar } from '../apps/web/src/lib/i18n/catalog';
import { arText, arabicCatalog } from './support/arabic';
import { main, routeKinds, walkFrom } from './support/route-walk';

/**
 * Issue 16: a client-side walk of the Arabic routes (support/route-walk.ts, as in
 * client-navigation.spec.ts): from a starting page each other route kind is opened client-side
 * and left with Back; the page stays Arabic and right to left, shows no message id, and nothing
 * is logged as a console or page error.
 */
const catalogIds = new Set(Object.keys(ar));

/** Still the Arabic shop: under /ar, <html lang="ar-OM" dir="rtl">. */
async function staysArabic(page: Page): Promise<string[]> {
  const findings: string[] = [];
  if (!/^\/ar(\/|$)/.test(new URL(page.url()).pathname)) findings.push(`left /ar for ${page.url()}`);
  const html = await page.locator('html').evaluate((el: HTMLElement) => `${el.lang} ${el.dir}`);
  if (html !== 'ar-OM rtl') findings.push(`<html> is ${html}`);
  return findings;
}

test.describe('client-side navigation between the Arabic routes', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const start of ['home', 'product']) {
    test(`from Arabic ${start} to every other route kind and back: Arabic, no message id, no console error`, async ({
      page,
      request,
    }) => {
      const [item] = await arabicCatalog.cheapProducts(request);
      const kinds = routeKinds('ar-OM', `/product/${item!.route}`);
      await page.goto(kinds.find((k) => k.name === 'product')!.path);
      await main(page)
        .getByRole('button', { name: arText('product.addToCart') })
        .click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');

      const { findings } = await walkFrom(page, {
        locale: 'ar-OM',
        kinds,
        from: kinds.find((k) => k.name === start)!,
        catalogIds,
        alsoCheck: staysArabic,
      });
      expect(findings).toEqual([]);
    });
  }
});
