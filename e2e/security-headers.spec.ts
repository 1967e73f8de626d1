import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';
import { HeaderChrome } from './pages/header';
import { CheckoutPage, checkoutData } from './pages/checkout';

/**
 * Browser security headers (issue 13): every page is sent with a Content-Security-Policy whose
 * scripts are the shop's own, with a nonce per response (packages/server/src/http/security-headers.ts).
 * A shopper's whole journey, and the back office, run under it without a single violation.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/**
 * Records every CSP violation: the page's own `securitypolicyviolation` events and Chromium's
 * console reports of them ("Refused to … because it violates the following Content Security
 * Policy directive"), and every uncaught error (a script the policy broke would throw).
 */
async function watchPolicy(page: Page) {
  const violations: (Violation & { page: string })[] = [];
  const errors: string[] = [];
  await page.exposeBinding('__cspViolation', ({ page: p }, v: Violation) => violations.push({ ...v, page: p.url() }));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (v: Violation) => void }).__cspViolation;
      report({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
      });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return {
    expectClean() {
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    },
  };
}

const nonceOfPolicy = (policy: string | undefined) => /script-src 'self' 'nonce-([^']+)'/.exec(policy ?? '')?.[1];

test.describe('content security policy', () => {
  test('a page names its nonce in the policy, and every script tag carries that nonce', async ({ request }) => {
    const route = await checkoutData.cheapProductRoute(request);
    const nonces = new Set<string>();
    for (const path of ['/', '/shop', `/product/${route}`, '/cart', '/checkout', '/admin/sign-in']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      const nonce = nonceOfPolicy(headers['content-security-policy']);
      expect(nonce, path).toBeTruthy();
      nonces.add(nonce!);
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(6);
  });

  test('pages arrive compressed with brotli when the browser accepts it', async ({ request }) => {
    const response = await request.get('/shop', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(await response.text()).toContain('</html>');
  });

  test('home → shop → product → Add → cart → checkout → back-office sign-in, with no violation', async ({ page }) => {
    const policy = await watchPolicy(page);
    const header = new HeaderChrome(page);

    await page.goto('/');
    await page.getByTestId('home-category').first().click();
    await expect(page).toHaveURL(/\/shop\?/);
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('button', { name: 'Add', exact: true, disabled: false }) })
      .first();
    const name = (await card.locator('a').nth(1).innerText()).trim();
    await card.locator('a').nth(1).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-quantity')).toHaveText('1');
    await expect(header.cartCount).toHaveText('1');

    await header.cartLink.click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line').getByRole('link', { name }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    await expect(new CheckoutPage(page).continueButton).toBeVisible();

    await page.goto('/admin/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    policy.expectClean();
  });

  test('a card payment leaves for the hosted page and comes back paid, with no violation', async ({
    page,
    request,
  }) => {
    const policy = await watchPolicy(page);
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(await checkoutData.cheapProductRoute(request));
    await checkout.goto();
    await checkout.fillContact();
    await checkout.chooseZone(await checkoutData.zoneAt(request, 2));
    await checkout.continueButton.click();
    await checkout.expectStep('Payment');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
    // the hosted page's form posts to the shop, which redirects to the success page (form-action)
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/order-success\?orderId=SAL-ORD-/);
    await expect(page.getByRole('heading', { name: 'Thank You! Your Payment Was Received' })).toBeVisible();
    policy.expectClean();
  });

  test('the search box answers under the policy', async ({ page }) => {
    const policy = await watchPolicy(page);
    const header = new HeaderChrome(page);
    await page.goto('/');
    await header.type('serum');
    await expect(header.results.first()).toBeVisible();
    await header.results.first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    policy.expectClean();
  });

  test('the back office signs in and shows its pages under the policy @desktop-only', async ({ page }) => {
    const policy = await watchPolicy(page);
    const path = fileURLToPath(new URL('../data/secrets.test.json', import.meta.url));
    const password = (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>).DEMO_STAFF_PASSWORD!;
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    await page.getByLabel('Email').fill('staff@gulfglow.om');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const nav = page.getByRole('navigation', { name: 'Back-office' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders/);
    await expect(page.getByRole('table').first()).toBeVisible();
    policy.expectClean();
  });
});
