import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clearToasts, expectToastPartsShown, expectToastShown, recordToasts } from './support/toasts';
import { putOneInTheCart, untilCartShown } from './support/cart-shown';

async function findRoute(request: APIRequestContext, filters: unknown[]): Promise<{ route: string; stock: number }> {
  const response = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: JSON.stringify(['route', 'custom_stock_available']),
      filters: JSON.stringify([['published', '=', 1], ['custom_sale_price', 'is', 'set'], ...filters]),
      limit_page_length: '1',
    },
  });
  const row = (await response.json()).data[0];
  return { route: row.route, stock: row.custom_stock_available };
}

test.describe('product page', () => {
  test('a card leads to the product with breadcrumbs, name and price', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('product-card').first();
    const name = (await card.locator('a').nth(1).innerText()).trim();
    await card.locator('a').nth(1).click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await expect(page.getByTestId('price').first()).toHaveText(/^OMR \d+\.\d{3}$/);
  });

  test('following a product link shows the product page skeleton at once, then the product', async ({
    page,
    request,
  }) => {
    // The product's page answers only once the journey has seen the skeleton (client navigations
    // ask for its RSC payload).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/product/'),
      async (route) => {
        if (route.request().headers().rsc === '1' && !route.request().headers()['next-router-prefetch']) await answered;
        await route.continue();
      },
    );
    await putOneInTheCart(page, request);
    await page.goto('/shop?excludeOutOfStock=1');
    // a link opens client-side once the page's scripts run: the header then shows the cart's item
    await untilCartShown(page);
    const card = page.getByTestId('product-grid').getByTestId('product-card').nth(5);
    const name = (await card.locator('a').nth(1).innerText()).trim();
    const skeleton = page.getByTestId('product-nav-skeleton');
    await expect(skeleton).toHaveCount(0);
    await card.locator('a').nth(1).click();
    await expect(skeleton).toBeVisible();
    await expect(skeleton.getByTestId('product-page-skeleton')).toBeVisible();
    await expect(page).toHaveURL(/\/shop\?excludeOutOfStock=1$/);
    answer();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveURL(/\/product\//);
    await expect(skeleton).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('add to cart becomes a stepper that stops at the stock and at 1 with the spec toasts', async ({
    page,
    request,
  }) => {
    const { route, stock } = await findRoute(request, [['custom_stock_available', 'between', [2, 3]]]);
    await recordToasts(page);
    await page.goto(`/product/${route}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToastPartsShown(page, { type: 'success', title: 'Success', description: 'Item added to cart' });
    const quantity = page.getByTestId('cart-quantity');
    await expect(quantity).toHaveText('1');
    // SPEC §2: a stepper '+ and -', the ASCII hyphen-minus
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toHaveText('-');
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toHaveText('+');
    for (let q = 2; q <= stock; q++) {
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(quantity).toHaveText(String(q));
    }
    await clearToasts(page);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expectToastShown(page, 'Max quantity limit reached');
    await expect(quantity).toHaveText(String(stock));
    for (let q = stock - 1; q >= 1; q--) {
      await page.getByRole('button', { name: 'Decrease quantity' }).click();
      await expect(quantity).toHaveText(String(q));
    }
    await clearToasts(page);
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expectToastShown(page, 'Min quantity limit reached');
    await expect(quantity).toHaveText('1');
  });

  test('the brand reads as it is written, not in capitals', async ({ page, request }) => {
    const response = await request.get('/api/resource/Website%20Item', {
      params: {
        fields: JSON.stringify(['route', 'brand']),
        filters: JSON.stringify([
          ['published', '=', 1],
          ['custom_sale_price', 'is', 'set'],
          ['brand', 'is', 'set'],
        ]),
        limit_page_length: '1',
      },
    });
    const { route, brand } = (await response.json()).data[0] as { route: string; brand: string };
    await page.goto(`/product/${route}`);
    const link = page.getByRole('main').getByRole('link', { name: `Brand: ${brand}` });
    // innerText applies text-transform; the visually hidden 'Brand: ' prefix is part of it.
    expect((await link.evaluate((el) => (el as HTMLElement).innerText)).replace(/\s+/g, ' ').trim()).toBe(
      `Brand: ${brand}`,
    );
  });

  test('an out-of-stock product shows a disabled Out of Stock button', async ({ page, request }) => {
    const { route } = await findRoute(request, [['custom_stock_available', '=', 0]]);
    await page.goto(`/product/${route}`);
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  test('tabs switch between Description and Delivery Info', async ({ page, request }) => {
    const { route } = await findRoute(request, [['custom_stock_available', '>', 0]]);
    await page.goto(`/product/${route}`);
    const delivery = page.getByRole('tab', { name: 'Delivery Info' });
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await delivery.click();
    await expect(delivery).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(/deliver/i);
  });

  test('a missing product answers 404 with the spec texts and both buttons', async ({ page }) => {
    const response = await page.goto('/product/no-such-product-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the product you're looking for.")).toBeVisible();
    await expect(
      page.getByText('The product may have been moved, removed, or the link might be incorrect.'),
    ).toBeVisible();
    await expect(page.getByText('Need Help?')).toBeVisible();
    await page.getByRole('link', { name: 'Browse All Products' }).click();
    await expect(page).toHaveURL(/\/shop/);
    await page.goBack();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).not.toHaveURL(/no-such-product/);
  });

  test('the other link forms redirect to the route; garbage is not found', async ({ request }) => {
    const list = await request.get('/api/resource/Website%20Item', {
      params: {
        fields: '["name","route"]',
        filters: '[["published","=",1],["custom_sale_price","is","set"]]',
        limit_page_length: '1',
      },
    });
    const { name, route } = (await list.json()).data[0];
    const moved = await request.get(`/product/some-category/${name}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toContain(`/product/${route}`);
    expect((await request.get('/product/a/b/c', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('the HTML carries Open Graph and JSON-LD for sharing and search', async ({ request }) => {
    const { route } = await findRoute(request, [['custom_stock_available', '>', 0]]);
    const html = await (await request.get(`/product/${route}`)).text();
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ — OMR \d+\.\d{3}"/);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\/[^"]+"/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      offers: { priceCurrency: 'OMR', availability: 'https://schema.org/InStock' },
    });
    expect(jsonLd.offers.price).toMatch(/^\d+\.\d{3}$/);
  });

  test('sitemap.xml and robots.txt answer', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('/product/');
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /checkout');
  });

  test('has no serious accessibility violations', async ({ page, request }) => {
    const { route } = await findRoute(request, [['custom_stock_available', '>', 0]]);
    await page.goto(`/product/${route}`);
    await expectNoSeriousA11yViolations(page);
  });
});
