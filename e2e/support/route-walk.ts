import { type Locator, type Page, expect } from '@playwright/test';
import { type Locale, localizePath } from '../../apps/web/src/lib/i18n/locale';
import { untilCartShown } from './cart-shown';

/**
 * The client-side walk of issues 14 and 16 (client-navigation.spec.ts, arabic-client-navigation.spec.ts):
 * from a starting page each other route kind that the page links to is opened client-side by that
 * link, checked, left with Back, and the start checked again. A navigation that turned into a full
 * page load is a finding too. A route kind no link on the page leads to (an order's outcome, the
 * missing product) is not reached from there: the shopper gets there by the address bar or from
 * another page's action; each is a starting page of its own.
 */
export interface RouteKind {
  name: string;
  path: string;
  /** Shown once the route's own client components have rendered. */
  ready(page: Page): Locator;
  /** A link on the current page leading there, if the page has one in view. */
  link?(page: Page): Locator;
}

const MISSING_PRODUCT = '/product/no-such-product-anywhere';
export const main = (page: Page) => page.locator('main');

/** Every route kind in the locale, with the given product's path ('/product/…', unlocalised). */
export function routeKinds(locale: Locale, productPath: string): RouteKind[] {
  const at = (path: string) => localizePath(locale, path);
  const hrefLink = (path: string) => (page: Page) => page.locator(`a[href="${at(path)}"]:visible`).first();
  const kinds: RouteKind[] = [
    { name: 'home', path: at('/'), ready: (p) => p.getByTestId('product-carousel').first(), link: hrefLink('/') },
    // the canonical listing: /shop alone is completed in the address bar on load
    {
      name: 'shop',
      path: at('/shop?excludeOutOfStock=1'),
      ready: (p) => p.getByTestId('product-grid'),
      link: hrefLink('/shop?excludeOutOfStock=1'),
    },
    {
      name: 'product',
      path: at(productPath),
      ready: (p) => main(p).getByTestId('price').first(),
      link: (p) =>
        main(p)
          .locator(`a[href^="${at('/product/')}"]:visible`)
          .first(),
    },
    { name: 'cart', path: at('/cart'), ready: (p) => p.getByTestId('cart-line').first(), link: hrefLink('/cart') },
    {
      name: 'checkout',
      path: at('/checkout'),
      ready: (p) => main(p).locator('form input').first(),
      link: hrefLink('/checkout'),
    },
    { name: 'user', path: at('/user'), ready: (p) => main(p).locator('input[type="tel"]'), link: hrefLink('/user') },
    { name: 'order-placed', path: at('/order-placed?oid=SO-NAV-1'), ready: (p) => p.getByTestId('placed-call') },
    { name: 'payment-verify', path: at('/payment-verify'), ready: (p) => main(p).locator('h1') },
    { name: 'order-failed', path: at('/order-failed?orderId=SO-NAV-2'), ready: (p) => p.getByTestId('order-failed') },
    {
      name: 'order-success',
      path: at('/order-success?orderId=SO-NAV-3'),
      ready: (p) => p.getByTestId('order-success'),
    },
    { name: 'coming-soon', path: at('/coming-soon'), ready: (p) => main(p).locator('h1') },
    { name: 'missing product', path: at(MISSING_PRODUCT), ready: (p) => p.getByTestId('product-not-found') },
  ];
  return kinds;
}

/** Text nodes outside scripts and styles, and the attributes a shopper or a screen reader meets. */
function shownTexts(): string[] {
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('script, style, template, noscript')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '');
  for (const el of document.body.querySelectorAll(
    '[aria-label], [placeholder], [title], [alt], [aria-roledescription], [aria-valuetext]',
  )) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription', 'aria-valuetext']) {
      const value = el.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** Every catalog id written out in the page (a `word.word` token that is an id). */
async function idsShown(page: Page, catalogIds: ReadonlySet<string>): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await page.evaluate(shownTexts)) {
    for (const [token] of text.matchAll(/[A-Za-z][\w]*(?:\.[A-Za-z][\w]*)+/g))
      if (catalogIds.has(token)) found.add(token);
  }
  return [...found].sort();
}

interface Walk {
  locale: Locale;
  kinds: RouteKind[];
  from: RouteKind;
  /** Every message id of the page's catalog: none may be shown. */
  catalogIds: ReadonlySet<string>;
  /** Done first, with errors already watched: putting one item in the cart, so /cart and /checkout show lines and form. */
  prepare?: (page: Page) => Promise<void>;
  /** Anything else to check on every page reached (findings as text). */
  alsoCheck?: (page: Page) => Promise<string[]>;
}

/**
 * Loads `from`, walks to every other kind and back, and returns what went wrong (page errors,
 * console errors, message ids shown, full page loads, `alsoCheck` findings) and how each
 * navigation was made.
 */
export async function walkFrom(
  page: Page,
  { locale, kinds, from, catalogIds, prepare, alsoCheck }: Walk,
): Promise<{ findings: string[]; reached: string[] }> {
  const missing = localizePath(locale, MISSING_PRODUCT);
  const findings: string[] = [];
  let step = 'prepare';
  page.on('pageerror', (error) => findings.push(`${step}: page error ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // the missing product's page is a 404 by design: the browser reports that response
    if (/status of 404/.test(message.text()) && url.includes(missing)) return;
    findings.push(`${step}: console error ${message.text()} ${url}`);
  });

  await prepare?.(page);
  step = `load ${from.name}`;

  const check = async (kind: RouteKind, left?: string) => {
    if (left !== undefined) await page.waitForURL((url) => url.href !== left);
    await expect(page.getByTestId('product-nav-skeleton')).toHaveCount(0);
    await expect(kind.ready(page), `${step}: ${kind.name} shows`).toBeVisible();
    const ids = await idsShown(page, catalogIds);
    if (ids.length) findings.push(`${step}: message ids shown ${ids.join(', ')}`);
    for (const finding of (await alsoCheck?.(page)) ?? []) findings.push(`${step}: ${finding}`);
  };

  await page.goto(from.path);
  await untilCartShown(page);
  await check(from);
  // a full page load would lose this mark
  const walk = await page.evaluate(() => ((window as unknown as { __walk: number }).__walk = Math.random()));
  const reached: string[] = [];
  for (const to of kinds.filter((k) => k !== from)) {
    const link = to.link?.(page);
    if (link === undefined || (await link.count()) === 0) continue;
    step = `${from.name} → ${to.name}`;
    reached.push(to.name);
    const left = page.url();
    await link.click();
    await check(to, left);
    if ((await page.evaluate(() => (window as unknown as { __walk?: number }).__walk)) !== walk) {
      findings.push(`${step}: a full page load, not a client-side navigation`);
      break;
    }
    step = `${to.name} → back to ${from.name}`;
    const there = page.url();
    await page.goBack();
    await check(from, there);
    // Next reloads a history entry that the not-found route answered (any unknown path, and a
    // missing product's document load, which proxy.ts sends there for a real 404): Back into
    // it is a page load by design, so the mark is set again; the forward steps stay checked.
    if (from.name === 'missing product')
      await page.evaluate((mark) => ((window as unknown as { __walk: number }).__walk = mark), walk);
  }
  return { findings, reached };
}
