import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Locator, type Page, type TestInfo, expect, test } from '@playwright/test';
import { ArabicCheckout, addToCartInArabic } from './pages/arabic';
import { arCodeText, arText, arabicCatalog } from './support/arabic';
import { placeCodOrder } from './support/cod-order';
import { uniqueNational } from './support/phones';
import { lastOtp } from './support/sms-outbox';
import { isMobile } from './support/viewport';

/**
 * Issue 26: the /ar shop as a native reader reads it. Codes are whole left-to-right runs, fields
 * for Latin codes are left to right, demo copy is Arabic and addresses the shopper one way,
 * counted nouns and review ages are grammatical, a pickup's delivery is «مجاني», and a review
 * mixing Arabic and English shows each line in its own direction. Runs at 390 and 1280 px.
 */
const ORDER = 'SAL-ORD-2026-00005';

function token(): string {
  const path = fileURLToPath(new URL('../data/secrets.test.json', import.meta.url));
  const { RESOURCE_API_KEY, RESOURCE_API_SECRET } = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return `token ${RESOURCE_API_KEY}:${RESOURCE_API_SECRET}`;
}

async function rows<T>(
  request: APIRequestContext,
  doctype: string,
  params: Record<string, unknown>,
  authorization?: string,
): Promise<T[]> {
  const query = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  const response = await request.get(`/api/resource/${encodeURIComponent(doctype)}`, {
    params: query,
    headers: authorization ? { authorization } : {},
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T[] }).data;
}

/** A code as the page shows it: a `<bdi dir="ltr">` run reading left to right, on one line, fully on screen. */
async function expectWholeCode(code: Locator, text: string) {
  await expect(code).toHaveText(text);
  await expect(code).toHaveAttribute('dir', 'ltr');
  const box = await code.evaluate((el) => ({
    direction: getComputedStyle(el).direction,
    lines: new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size,
    left: el.getBoundingClientRect().left,
    right: el.getBoundingClientRect().right,
    clipped: [...el.getClientRects()].some((r) => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const outer = node.getBoundingClientRect();
        if (getComputedStyle(node).overflow !== 'visible' && (r.left < outer.left - 0.5 || r.right > outer.right + 0.5))
          return true;
      }
      return false;
    }),
  }));
  expect(box).toMatchObject({ direction: 'ltr', lines: 1, clipped: false });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(await code.page().evaluate(() => document.documentElement.clientWidth));
}

const directionOf = (field: Locator) => field.evaluate((el) => getComputedStyle(el).direction);

test.describe('Arabic as a native reader reads it (issue 26)', () => {
  test('order placed: the heading keeps the order number whole, left to right, on one line', async ({ page }) => {
    await page.goto(`/ar/order-placed?oid=${ORDER}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(arCodeText('orders.placedTitle', { id: ORDER }));
    await expect(heading).toHaveText(`تم استلام طلبك #${ORDER} بنجاح!`);
    await expectWholeCode(heading.locator('bdi'), ORDER);
  });

  test('fields for Latin codes read left to right: discount code, phone, email, postal code', async ({
    page,
    request,
  }) => {
    const [product] = await arabicCatalog.cheapProducts(request);
    await addToCartInArabic(page, product!.route);
    await page.goto('/ar/cart');
    const discount = page.getByLabel(arText('cart.discountLabel'));
    await expect(discount).toHaveAttribute('dir', 'ltr');
    expect(await directionOf(discount)).toBe('ltr');
    await discount.fill('glow10');
    await expect(discount).toHaveValue('GLOW10');

    const checkout = new ArabicCheckout(page);
    await checkout.goto();
    for (const id of ['MobileNumber', 'Email', 'PostalCode']) {
      const field = page.locator(`#${id}`);
      await expect(field, id).toHaveAttribute('dir', 'ltr');
      expect(await directionOf(field), id).toBe('ltr');
    }
    expect(await directionOf(checkout.firstName)).toBe('rtl');
  });

  test('a pickup order: delivery reads «مجاني» in the information step, the summary and the payment step', async ({
    page,
    request,
  }) => {
    const [product] = await arabicCatalog.cheapProducts(request);
    await addToCartInArabic(page, product!.route);
    const checkout = new ArabicCheckout(page);
    await checkout.goto();
    await checkout.fillContact();
    await page.getByRole('radio', { name: arText('checkout.method.pickup') }).check();
    await expect(page.getByText(arText('checkout.deliveryFee')).locator('..')).toContainText('مجاني');
    expect(arText('checkout.free')).toBe('مجاني');
    if (!isMobile(page)) await expect(page.getByTestId('summary-delivery')).toHaveText('مجاني');
    await page.getByLabel(arText('checkout.pickupDate')).selectOption({ index: 2 });
    await page.getByLabel(arText('checkout.pickupTime')).selectOption({ index: 1 });
    await checkout.continueButton.click();
    await checkout.expectPaymentStep();
    await expect(page.getByTestId('payment-delivery-fee')).toHaveText('مجاني');
  });

  test('product page: «اكتب تقييمًا», Arabic reviews with grammatical ages, a mixed review line by line, Arabic ingredients, the filters’ brand name', async ({
    page,
    request,
  }) => {
    const [mixed] = await rows<{ item: string; review_title: string }>(
      request,
      'Website Item Review',
      { fields: ['item', 'review_title'], filters: [['name', '=', 'REV-00002']] },
      token(),
    );
    const [item] = await rows<{ route: string; brand: string }>(request, 'Website Item', {
      fields: ['route', 'brand'],
      filters: [['name', '=', mixed!.item]],
    });
    const [brand] = await rows<{ brand_ar: string }>(request, 'Brand', {
      fields: ['brand_ar'],
      filters: [['name', '=', item!.brand]],
    });
    await page.goto(`/ar/product/${item!.route}`);

    const opener = page.getByRole('button', { name: arText('reviews.submitLabel') });
    await expect(opener).toHaveText('اكتب تقييمًا');
    await expect(page.getByRole('link', { name: new RegExp(brand!.brand_ar) }).first()).toHaveText(
      `${arText('product.brandLabel')}: ${brand!.brand_ar}`,
    );

    const cards = page.getByTestId('review-card');
    const ages = await cards.locator('time').allTextContents();
    expect(ages.length).toBeGreaterThan(1);
    for (const age of ages) {
      expect(age).toMatch(/^منذ /);
      expect(age).not.toMatch(/واحد|تقريباً|(\d+) (يوم|ساعة|شهر)$/);
      const n = /(\d+) (\S+)/.exec(age);
      if (n && Number(n[1]) >= 3 && Number(n[1]) <= 10)
        expect(['أيام', 'ساعات', 'أشهر', 'دقائق', 'ثوانٍ']).toContain(n[2]);
      if (n && Number(n[1]) >= 11 && Number(n[1]) <= 99)
        expect(['يومًا', 'ساعةً', 'شهرًا', 'دقيقةً', 'ثانيةً']).toContain(n[2]);
    }

    const card = cards.filter({ has: page.getByRole('heading', { name: mixed!.review_title }) });
    await expect(card.getByRole('heading')).toHaveText('أفضل من الـ Vitamin C serum اللي جربته قبل');
    const comments = card.locator('p[dir="auto"]');
    const lines = await comments.evaluate((p) => {
      const text = p.firstChild as Text;
      const box = p.getBoundingClientRect();
      return ['أستخدمه', 'Perfect', 'وصل'].map((start) => {
        const range = document.createRange();
        const from = text.data.indexOf(start);
        range.setStart(text, from);
        range.setEnd(text, text.data.indexOf('\n', from) === -1 ? text.data.length : text.data.indexOf('\n', from));
        const r = range.getBoundingClientRect();
        return { start, fromLeft: Math.round(r.left - box.left), fromRight: Math.round(box.right - r.right) };
      });
    });
    // each line sits at the start edge of its own direction: Arabic lines at the right, the English line at the left
    expect(lines.find((l) => l.start === 'Perfect')!.fromLeft).toBeLessThanOrEqual(1);
    for (const line of lines.filter((l) => l.start !== 'Perfect'))
      expect(line.fromRight, line.start).toBeLessThanOrEqual(1);

    const description = page.getByRole('tabpanel').first();
    await expect(description).toContainText('المكونات الرئيسية');
    const ingredients = (await description.innerText()).split('المكونات الرئيسية')[1]!.trim();
    expect(ingredients).toMatch(/^[\u0600-\u06FF\s،ـ-]+$/);
  });

  test('home and shop: the categories block and tiles in Arabic, brands spelled as the filters spell them', async ({
    page,
  }) => {
    await page.goto('/ar');
    await expect(page.getByRole('heading', { name: 'تسوّق حسب الفئة' })).toBeVisible();
    const tiles = page.getByTestId('home-category');
    await expect(tiles.first()).toBeVisible();
    for (const label of await tiles.allTextContents()) expect(label).toMatch(/^[\u0600-\u06FF\s&]+$/);
    for (const src of await tiles.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src'))))
      expect(src).toMatch(/\.v3\.webp$/);

    await page.goto('/ar/shop');
    const brands = await page.getByTestId('product-card-brand').allTextContents();
    expect(brands.length).toBeGreaterThan(3);
    for (const brand of brands) expect(brand).not.toMatch(/[A-Za-z]/);
  });
});

test.describe('Arabic account orders (issue 26)', () => {
  test('the order card shows the whole order number, left to right', async ({ page }, testInfo) => {
    await signInAndOrder(page, testInfo);
    const number = page.getByTestId('account-order-number').first();
    const id = (await number.locator('bdi').textContent())!;
    expect(id).toMatch(/^SAL-ORD-\d{4}-\d{5}$/);
    await expect(number).toHaveText(arCodeText('account.orderNumber', { id }));
    await expectWholeCode(number.locator('bdi'), id);
  });
});

async function signInAndOrder(page: Page, testInfo: TestInfo) {
  const national = uniqueNational(testInfo, 2);
  await page.goto('/ar/user');
  await page.getByLabel(arText('account.phone'), { exact: true }).fill(national);
  await page.getByRole('button', { name: arText('account.signIn') }).click();
  const dialog = page.getByRole('dialog', { name: arText('account.otpTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('bdi')).toHaveText(`+968 ${national}`);
  await expect.poll(() => lastOtp(`968${national}`)).toMatch(/^\d{6}$/);
  await dialog.getByLabel(arText('account.otpLabel')).fill(lastOtp(`968${national}`)!);
  await dialog.getByRole('button', { name: arText('account.submit') }).click();
  await expect(page.getByRole('heading', { name: arText('account.heyNoName'), exact: true })).toBeVisible();
  await placeCodOrder(page.request, national, 'مريم', 1);
  await page.reload();
  await expect(page.getByTestId('account-order')).toHaveCount(1);
}
