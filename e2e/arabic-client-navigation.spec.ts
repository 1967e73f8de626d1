import { type Locator, type Page, expect, test } from '@playwright/test';
import { ar } from '../apps/web/src/lib/i18n/catalog';
import { arText, arabicCatalog } from './support/arabic';

/**
 * Issue 16: a client-side walk of the Arabic routes (client-navigation.spec.ts in English). From
 * a starting page each other route kind is opened client-side (a link on the page where there is
 * one, else Next's router) and left with Back: the page stays Arabic and right to left, shows
 * no message id, and nothing is logged as a console or page error.
 */
interface RouteKind {
  name: string;
  path: string;
  ready(page: Page): Locator;
  link?(page: Page): Locator;
}

const MISSING_PRODUCT = '/ar/product/no-such-product-anywhere';
const catalogIds = new Set(Object.keys(ar));
const main = (page: Page) => page.locator('main');

function routeKinds(productPath: string): RouteKind[] {
  const hrefLink = (href: string) => (page: Page) => page.locator(`a[href="${href}"]:visible`).first();
  return [
    { name: 'home', path: '/ar', ready: (p) => p.getByTestId('product-carousel').first(), link: hrefLink('/ar') },
    { name: 'shop', path: '/ar/shop?excludeOutOfStock=1', ready: (p) => p.getByTestId('product-grid'), link: hrefLink('/ar/shop?excludeOutOfStock=1') },
    {
      name: 'product',
      path: productPath,
      ready: (p) => main(p).getByTestId('price').first(),
      link: (p) => main(p).locator('a[href^="/ar/product/"]:visible').first(),
    },
    { name: 'cart', path: '/ar/cart', ready: (p) => p.getByTestId('cart-line').first(), link: hrefLink('/ar/cart') },
    { name: 'checkout', path: '/ar/checkout', ready: (p) => main(p).locator('form input').first(), link: hrefLink('/ar/checkout') },
    { name: 'user', path: '/ar/user', ready: (p) => main(p).locator('input[type="tel"]'), link: hrefLink('/ar/user') },
    { name: 'order-placed', path: '/ar/order-placed?oid=SO-NAV-1', ready: (p) => p.getByTestId('placed-call') },
    { name: 'payment-verify', path: '/ar/payment-verify', ready: (p) => main(p).locator('h1') },
    { name: 'order-failed', path: '/ar/order-failed?orderId=SO-NAV-2', ready: (p) => p.getByTestId('order-failed') },
    { name: 'order-success', path: '/ar/order-success?orderId=SO-NAV-3', ready: (p) => p.getByTestId('order-success') },
    { name: 'missing product', path: MISSING_PRODUCT, ready: (p) => p.getByTestId('product-not-found') },
  ];
}

function shownTexts(): string[] {
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('script, style, template, noscript') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '');
  for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-roledescription], [aria-valuetext]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription', 'aria-valuetext']) {
      const value = el.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

async function idsShown(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await page.evaluate(shownTexts)) {
    for (const [token] of text.matchAll(/[A-Za-z][\w]*(?:\.[A-Za-z][\w]*)+/g)) if (catalogIds.has(token)) found.add(token);
  }
  return [...found].sort();
}

const hydrated = (locator: Locator) => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')));

async function waitForHydration(page: Page) {
  await expect.poll(() => hydrated(page.locator('header a[href="/ar"]').first()), { message: 'the page hydrates' }).toBe(true);
  await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router));
}

test.describe('client-side navigation between the Arabic routes', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const start of ['home', 'product']) {
    test(`from Arabic ${start} to every other route kind and back: Arabic, no message id, no console error`, async ({ page, request }) => {
      const [item] = await arabicCatalog.cheapProducts(request);
      const kinds = routeKinds(`/ar/product/${item!.route}`);
      const from = kinds.find((k) => k.name === start)!;
      const findings: string[] = [];
      let step = `load ${from.name}`;
      page.on('pageerror', (error) => findings.push(`${step}: page error ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        if (/status of 404/.test(message.text()) && url.includes(MISSING_PRODUCT)) return;
        findings.push(`${step}: console error ${message.text()} ${url}`);
      });

      const product = kinds.find((k) => k.name === 'product')!;
      await page.goto(product.path);
      await waitForHydration(page);
      await main(page)
        .getByRole('button', { name: arText('product.addToCart') })
        .click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');

      const check = async (kind: RouteKind, left?: string) => {
        if (left !== undefined) await page.waitForURL((url) => url.href !== left);
        await expect(page.getByTestId('product-nav-skeleton')).toHaveCount(0);
        await expect(kind.ready(page), `${step}: ${kind.name} shows`).toBeVisible();
        expect(new URL(page.url()).pathname, `${step}: stays under /ar`).toMatch(/^\/ar(\/|$)/);
        const html = await page.locator('html').evaluate((el: HTMLElement) => `${el.lang} ${el.dir}`);
        if (html !== 'ar-OM rtl') findings.push(`${step}: <html> is ${html}`);
        const ids = await idsShown(page);
        if (ids.length) findings.push(`${step}: message ids shown ${ids.join(', ')}`);
      };

      await page.goto(from.path);
      await waitForHydration(page);
      await check(from);
      const walk = await page.evaluate(() => ((window as unknown as { __walk: number }).__walk = Math.random()));

      for (const to of kinds.filter((k) => k !== from)) {
        const link = to.link?.(page);
        const byLink = link !== undefined && (await link.count()) > 0 && (await hydrated(link));
        step = `${from.name} → ${to.name} (${byLink ? 'link' : 'router'})`;
        const left = page.url();
        if (byLink) await link.click();
        else await page.evaluate((href) => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(href), to.path);
        await check(to, left);
        if ((await page.evaluate(() => (window as unknown as { __walk?: number }).__walk)) !== walk) {
          findings.push(`${step}: a full page load, not a client-side navigation`);
          break;
        }
        step = `${to.name} → back to ${from.name}`;
        const there = page.url();
        await page.goBack();
        await check(from, there);
      }
      expect(findings).toEqual([]);
    });
  }
});
