import { type Page, expect, test } from '@playwright/test';
import { HeaderChrome } from './pages/header';
import { ShopPage } from './pages/shop';
import { recordToasts } from './support/toasts';

const address = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Opens the first product of the listing on screen; gives its name. */
async function openFirstProduct(page: Page): Promise<string> {
  const link = new ShopPage(page).cards.first().locator('a').nth(1);
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return name;
}

test.describe('back and forward restore what the address says (issue 14)', () => {
  test('arriving at /shop by a typed address: the server completes the stock choice; Back from a product shows the listing', async ({
    page,
  }) => {
    const shop = new ShopPage(page);
    const response = await shop.goto('?category=Serums');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/shop\?category=Serums$/);
    expect(address(page)).toBe('/shop?category=Serums&excludeOutOfStock=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Serums' })).toBeVisible();
    const listing = page.url();

    const name = await openFirstProduct(page);
    await page.goBack();
    await expect(page).toHaveURL(listing);
    await expect(page.getByRole('heading', { level: 1, name: 'Serums' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(0);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('arriving at /shop by a plain link from home: Back from a product shows the listing, Back again home', async ({
    page,
  }) => {
    const shop = new ShopPage(page);
    await page.goto('/');
    const link = page.locator('main a[href^="/shop?category="]').first();
    const href = (await link.getAttribute('href'))!;
    expect(href).not.toContain('excludeOutOfStock');
    await link.click();
    await expect.poll(() => address(page)).toBe(`${href}&excludeOutOfStock=1`);
    await shop.ready();
    const listing = page.url();
    const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

    const name = await openFirstProduct(page);
    await page.goBack();
    await expect(page).toHaveURL(listing);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await page.goForward();
    await expect(page).toHaveURL(listing);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });

  test('a bad stock value is redirected once to the value shown; 1 and 0 are served as they are', async ({
    request,
  }) => {
    const bad = await request.get('/shop?excludeOutOfStock=banana&category=Serums', { maxRedirects: 0 });
    expect(bad.status()).toBe(307);
    expect(bad.headers().location).toMatch(/\/shop\?excludeOutOfStock=1&category=Serums$/);
    const no = await request.get('/shop?category=Serums&excludeOutOfStock=false', { maxRedirects: 0 });
    expect(no.headers().location).toMatch(/\/shop\?category=Serums&excludeOutOfStock=0$/);
    for (const query of [
      'excludeOutOfStock=1',
      'excludeOutOfStock=0',
      'excludeOutOfStock=1&excludeOutOfStock=banana',
    ]) {
      expect((await request.get(`/shop?${query}`, { maxRedirects: 0 })).status()).toBe(200);
    }
  });

  test('a filter change writes a valid stock choice and Back restores the previous listing', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.goto('?excludeOutOfStock=1');
    await shop.setExcludeOutOfStock(false);
    await expect(page).toHaveURL(/\/shop\?excludeOutOfStock=0$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?excludeOutOfStock=1$/);
  });
});

test.describe('product link forms (SPEC §2)', () => {
  test('/product/{cid}/{route} opens the product at its route', async ({ page, request }) => {
    const list = await request.get('/api/resource/Website%20Item', {
      params: {
        fields: '["route","web_item_name","custom_ecommerce_category"]',
        filters: '[["published","=",1],["custom_sale_price","is","set"]]',
        limit_page_length: '1',
      },
    });
    const row = (await list.json()).data[0] as {
      route: string;
      web_item_name: string;
      custom_ecommerce_category: string;
    };
    const moved = await request.get(`/product/${encodeURIComponent(row.custom_ecommerce_category)}/${row.route}`, {
      maxRedirects: 0,
    });
    expect(moved.status()).toBe(308);
    expect(new URL(moved.headers().location!, 'http://x').pathname).toBe(`/product/${row.route}`);
    await page.goto(`/product/some-category/${row.route}`);
    await expect(page).toHaveURL(new RegExp(`/product/${row.route}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(row.web_item_name);
  });
});

test.describe('Enter in the search box opens the results page', () => {
  test("the typed text is the listing's q, shown as a removable chip; Back returns, the chip clears it", async ({
    page,
  }) => {
    const chrome = new HeaderChrome(page);
    const shop = new ShopPage(page);
    await page.goto('/');
    await chrome.type('serum');
    await expect(chrome.results.first()).toBeVisible();
    await chrome.search.press('Enter');
    await expect.poll(() => address(page)).toBe('/shop?q=serum&excludeOutOfStock=1');
    await shop.ready();
    const chip = page.getByTestId('keyword-chip');
    await expect(chip).toContainText('Search: “serum”');
    const names = await shop.cards.evaluateAll((cards) =>
      cards.map((card) => card.querySelectorAll('a')[1]?.textContent ?? ''),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('serum');

    await chip.getByRole('button', { name: 'Remove search “serum”' }).click();
    await expect(page).toHaveURL(/\/shop\?excludeOutOfStock=1$/);
    await expect(chip).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?q=serum&excludeOutOfStock=1$/);
    await expect(chip).toBeVisible();
  });

  test("the form is a search landmark with the phone keyboard's search key; empty text goes nowhere", async ({
    page,
  }) => {
    const chrome = new HeaderChrome(page);
    await page.goto('/');
    await expect(chrome.search).toHaveAttribute('enterkeyhint', 'search');
    await expect(chrome.search).toHaveAttribute('type', 'search');
    await expect(page.getByRole('search').filter({ has: chrome.search })).toHaveCount(1);
    // the box answers typing (its scripts run), then is emptied again
    await chrome.type('cream');
    await expect(chrome.results.first()).toBeVisible();
    await chrome.type('');
    await chrome.search.press('Enter');
    await chrome.type('  cream ');
    // what the phone's search key does: submit the form
    await page
      .getByRole('search')
      .filter({ has: chrome.search })
      .evaluate((form) => (form as HTMLFormElement).requestSubmit());
    await expect.poll(() => address(page)).toBe('/shop?q=cream&excludeOutOfStock=1');
    // the empty Enter added no page of its own: Back is home
    await page.goBack();
    await expect.poll(() => address(page)).toBe('/');
  });

  test('Clear All clears the keyword too', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.goto('?q=serum&brand=Lunara&excludeOutOfStock=0');
    if (shop.mobile) {
      const panel = await shop.filters();
      await panel.getByRole('button', { name: 'Clear All' }).click();
    } else {
      await page
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('button', { name: 'Clear All Filters' })
        .click();
    }
    await expect(page).toHaveURL(/\/shop\?excludeOutOfStock=0$/);
    await expect(page.getByTestId('keyword-chip')).toHaveCount(0);
  });
});

test.describe('Share reports what happened', () => {
  const productPath = async (page: Page) => {
    const shop = new ShopPage(page);
    await shop.goto('?excludeOutOfStock=1');
    await openFirstProduct(page);
    return page.url();
  };

  test('a copy the clipboard took says Link copied', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: (text: string) => (
            ((window as unknown as { __copied: string }).__copied = text),
            Promise.resolve()
          ),
        },
      });
    });
    await recordToasts(page);
    const url = await productPath(page);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __copied: string }).__copied)).toBe(url);
  });

  test('a refused copy says so and never claims a copy', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    await recordToasts(page);
    await productPath(page);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Could not copy the link. Copy it from the address bar instead.')).toBeVisible();
    const toasts = await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
    expect(toasts.some((t) => t.includes('Link copied'))).toBe(false);
  });
});

test.describe('signed-out account', () => {
  test('/user signed out asks for the session and gets no 401, logs no error', async ({ page }) => {
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    const session = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/customers/session');
    await page.goto('/user');
    expect((await session).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'ACCOUNT' })).toBeVisible();
    // the session's answer read: the signed-out page asks for a phone number
    await expect(page.getByRole('main').locator('input[type="tel"]')).toBeVisible();
    expect(failures).toEqual([]);
  });
});

test.describe('not-found pages are rendered on the server', () => {
  const productTexts = [
    "Sorry, we couldn't find the product you're looking for.",
    'The product may have been moved, removed, or the link might be incorrect.',
    'Need Help?',
  ];

  test('the served HTML of a missing product is the page itself, with a 404', async ({ request }) => {
    for (const path of ['/product/no-such-product-anywhere', '/product/a/b/c']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('__next_error__');
      expect(html).toMatch(/<html lang="en-OM"/);
      expect(html).toContain('<title>Product Not Found | Gulf Glow</title>');
      expect(html).toContain('>Product Not Found</h1>');
      expect(html).toContain('>Browse All Products</a>');
      expect(html).toContain('>Go Back</button>');
    }
    const unknown = await request.get('/no-such-page');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('<title>Page not found | Gulf Glow</title>');
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('a missing product reads every SPEC text, with its title and language', async ({ page }) => {
      const response = await page.goto('/product/no-such-product-anywhere');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Product Not Found | Gulf Glow');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-OM');
      await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
      for (const text of productTexts) await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/shop');
      await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test('an unknown address reads its message, with its title', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Page not found | Gulf Glow');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search box submits to the results page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products' }).fill('serum');
    await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/shop\?q=serum&excludeOutOfStock=1$/);
    await expect(page.getByTestId('keyword-chip')).toContainText('Search: “serum”');
  });
});

test('a client-side link to a missing product shows its page with every SPEC text', async ({ page }) => {
  await page.goto('/shop?excludeOutOfStock=1');
  await new ShopPage(page).ready();
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/product/no-such-product-anywhere';
    a.textContent = 'missing';
    a.id = 'missing-link';
    document.querySelector('main')!.prepend(a);
  });
  await page.locator('#missing-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  for (const text of [
    "Sorry, we couldn't find the product you're looking for.",
    'The product may have been moved, removed, or the link might be incorrect.',
    'Need Help?',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
});
