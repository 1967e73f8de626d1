import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';

/**
 * A page that calls notFound() or fails while it is rendered on the server is answered by Next
 * with an empty error document filled in by script (vercel/next.js#62228); the shop's page
 * handler renders the page in it (apps/web/src/server/error-shell.ts). The missing order of the
 * back office calls notFound() in its page: it must read the same with JavaScript off.
 */
const MISSING_ORDER = '/admin/orders/SAL-ORD-1999-99999';

function staffPassword(): string {
  const path = fileURLToPath(new URL('../data/secrets.test.json', import.meta.url));
  return (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>).DEMO_STAFF_PASSWORD!;
}

/** The staff session cookie, through the API (the sign-in form needs JavaScript). */
async function signInAsStaff(page: Page) {
  const reply = await page.request.post('/api/admin/sign-in', {
    data: { email: 'staff@gulfglow.om', password: staffPassword() },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

test.describe('a page that calls notFound() on the server', () => {
  test('is served as the not-found page itself, with a 404', async ({ page }) => {
    await signInAsStaff(page);
    const response = await page.request.get(MISSING_ORDER, {
      headers: { 'sec-fetch-dest': 'document', accept: 'text/html' },
    });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html id="__next_error__" lang="en-OM" dir="ltr">/);
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Page not found | Gulf Glow</title>']);
    expect(html).toContain('<h1 class="text-2xl font-semibold desk:text-3xl">Page not found</h1>');
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('reads its message, title, language and ways back, styled by the site', async ({ page }) => {
      await signInAsStaff(page);
      const response = await page.goto(MISSING_ORDER);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Page not found | Gulf Glow');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-OM');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(
        page.getByText(
          "We couldn't find the page you are looking for. It may have moved, or the link might be incorrect.",
          { exact: true },
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/shop');
      await expect(page.getByRole('link', { name: 'See the offers' })).toHaveAttribute('href', '/shop?category=Offers');
      const home = page.getByRole('link', { name: 'Back to the home page' });
      await expect(home).toHaveAttribute('href', '/');
      // the site's stylesheet applies: the brand colour on the main link
      await expect(page.getByRole('link', { name: 'Browse all products' })).toHaveCSS('color', 'rgb(255, 255, 255)');
      await home.click();
      await expect(page).toHaveURL('/');
    });
  });

  test('with JavaScript on, the page Next renders in the browser replaces it, once', async ({ page }) => {
    await signInAsStaff(page);
    const response = await page.goto(MISSING_ORDER);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-OM');
  });
});
