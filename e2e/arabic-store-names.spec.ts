import { type Page, expect, test } from '@playwright/test';
import { ArabicCheckout, addToCartInArabic } from './pages/arabic';
import { CheckoutPage, checkoutData } from './pages/checkout';
import { arText, arabicCatalog } from './support/arabic';
import { uniqueNational } from './support/phones';
import { staffApi } from './support/staff-api';

/**
 * Issue 16: the shop's own names on Arabic pages. Pickup outlets and countries are read by their
 * Arabic names (stored with the settings, seed/settings.ts) while the form sends, and the order
 * keeps, the English name staff and validation know; English pages show the English names.
 */
const OUTLETS = [
  { en: 'Gulf Glow — Muscat Grand Mall', ar: 'فرع مسقط جراند مول' },
  { en: 'Gulf Glow — Al Mouj Marina Walk', ar: 'فرع ممشى مارينا الموج' },
];
const COUNTRIES = [
  { en: 'Oman', ar: 'عُمان', prefix: '968' },
  { en: 'UAE', ar: 'الإمارات', prefix: '971' },
  { en: 'Saudi Arabia', ar: 'السعودية', prefix: '966' },
  { en: 'Qatar', ar: 'قطر', prefix: '974' },
  { en: 'Kuwait', ar: 'الكويت', prefix: '965' },
  { en: 'Bahrain', ar: 'البحرين', prefix: '973' },
];

const optionTexts = (select: ReturnType<Page['getByLabel']>) => select.locator('option').allTextContents();
const optionValues = (select: ReturnType<Page['getByLabel']>) =>
  select.locator('option').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));

test.describe('outlet and country names in the page language', () => {
  test('Arabic pickup: outlets by their Arabic names, the review says the Arabic, the order keeps the English', async ({
    page,
    request,
  }, testInfo) => {
    const [product] = await arabicCatalog.cheapProducts(request);
    await addToCartInArabic(page, product!.route);
    const checkout = new ArabicCheckout(page);
    await checkout.goto();
    await checkout.fillContact(uniqueNational(testInfo));
    await page.getByRole('radio', { name: arText('checkout.method.pickup') }).check();
    const outlet = page.getByLabel(arText('checkout.outlet'), { exact: true });
    expect(await optionTexts(outlet)).toEqual(OUTLETS.map((o) => o.ar));
    expect(await optionValues(outlet)).toEqual(OUTLETS.map((o) => o.en));
    await expect(outlet).toHaveValue(OUTLETS[0]!.en);
    await outlet.selectOption({ label: OUTLETS[1]!.ar });
    await expect(outlet).toHaveValue(OUTLETS[1]!.en);
    await page.getByLabel(arText('checkout.pickupDate')).selectOption({ index: 1 });
    await page.getByLabel(arText('checkout.pickupTime')).selectOption({ index: 1 });
    if (testInfo.project.name === 'mobile') {
      await page.getByLabel(arText('checkout.pickupTime')).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('arabic-pickup-390x844.png') });
    }
    await checkout.continueButton.click();
    await checkout.expectPaymentStep();
    const review = page.getByRole('definition').filter({ hasText: OUTLETS[1]!.ar });
    await expect(review).toHaveCount(1);
    await expect(review).not.toContainText(OUTLETS[1]!.en);
    await expect(review).toContainText(`${OUTLETS[1]!.ar}، `);
    await checkout.cod.check();
    await checkout.placeOrder.click();
    await expect(page).toHaveURL(/\/ar\/order-placed\?oid=SAL-ORD-/);
    const oid = new URL(page.url()).searchParams.get('oid')!;
    await staffApi(request);
    const order = await request.get(`/api/admin/orders/${encodeURIComponent(oid)}`);
    expect(((await order.json()) as { data: { order: { outlet: string } } }).data.order.outlet).toBe(OUTLETS[1]!.en);
  });

  test('English pickup: outlets by their English names', async ({ page, request }) => {
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(await checkoutData.cheapProductRoute(request));
    await checkout.goto();
    await checkout.pickup.check();
    expect(await optionTexts(checkout.outlet)).toEqual(OUTLETS.map((o) => o.en));
    expect(await optionValues(checkout.outlet)).toEqual(OUTLETS.map((o) => o.en));
  });

  test('Arabic checkout: countries and phone codes by their Arabic names, sending the English', async ({
    page,
    request,
  }) => {
    const [product] = await arabicCatalog.cheapProducts(request);
    await addToCartInArabic(page, product!.route);
    const checkout = new ArabicCheckout(page);
    await checkout.goto();
    const country = page.getByLabel(arText('checkout.country'), { exact: true });
    expect(await optionTexts(country)).toEqual(COUNTRIES.map((c) => c.ar));
    expect(await optionValues(country)).toEqual(COUNTRIES.map((c) => c.en));
    await country.selectOption({ label: 'الإمارات' });
    await expect(country).toHaveValue('UAE');
    const code = page.getByLabel(arText('checkout.countryCode'));
    expect(await optionTexts(code)).toEqual(
      COUNTRIES.map((c) => arText('checkout.countryCodeOption', { name: c.ar, prefix: c.prefix })),
    );
    expect((await optionTexts(code))[0]).toContain('\u2066+');
  });

  test('English checkout: countries and phone codes by their English names', async ({ page, request }) => {
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(await checkoutData.cheapProductRoute(request));
    await checkout.goto();
    expect(await optionTexts(checkout.country)).toEqual(COUNTRIES.map((c) => c.en));
    expect(await optionTexts(checkout.phoneCode)).toEqual(COUNTRIES.map((c) => `${c.en} +${c.prefix}`));
  });

  test('sign-in: the country select names the countries in the page language', async ({ page }) => {
    await page.goto('/ar/user');
    const arabic = page.getByLabel(arText('account.country'), { exact: true });
    expect(await optionTexts(arabic)).toEqual(
      COUNTRIES.map((c) => arText('account.countryOption', { name: c.ar, prefix: c.prefix })),
    );
    await expect(arabic).toHaveValue('968');
    // the dialling code beside the number reads '+968', not '968+'
    await expect(page.getByText('+968', { exact: true })).toHaveAttribute('dir', 'ltr');
    await page.context().clearCookies(); // the Arabic visit is remembered; an English reader starts afresh
    await page.goto('/user');
    expect(await optionTexts(page.getByLabel('Country', { exact: true }))).toEqual(
      COUNTRIES.map((c) => `${c.en} +${c.prefix}`),
    );
  });

  test('page titles of the cart, checkout, account and order pages follow the page language', async ({ page }) => {
    const titles: [path: string, arabic: Parameters<typeof arText>[0], english: string][] = [
      ['/cart', 'seo.cartTitle', 'Your Cart'],
      ['/checkout', 'seo.checkoutTitle', 'Checkout'],
      ['/user', 'seo.accountTitle', 'Account'],
      ['/order-placed', 'seo.orderPlacedTitle', 'Order placed'],
      ['/order-success', 'seo.paymentReceivedTitle', 'Payment received'],
      ['/order-failed', 'seo.paymentCancelledTitle', 'Payment cancelled'],
      ['/payment-verify', 'seo.verifyingPaymentTitle', 'Verifying your payment'],
    ];
    for (const [path, id, english] of titles) {
      await page.goto(`/ar${path}`);
      await expect(page, path).toHaveTitle(arText('seo.pageTitle', { title: arText(id) }));
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
      await page.context().clearCookies(); // the Arabic visit is remembered; an English reader starts afresh
      await page.goto(path);
      await expect(page, path).toHaveTitle(`${english} | Gulf Glow`);
    }
  });
});
