import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { uniqueNational } from './support/phones';
import { lastOtp } from './support/sms-outbox';

/**
 * The back-office journeys (desktop only: the team works at a desk). The staff account is the
 * one the seed makes for APP_ENV=test runs (scripts/e2e-server.mjs), its password kept beside
 * the e2e database's other generated secrets.
 */
const STAFF_EMAIL = 'staff@gulfglow.om';
function staffPassword(): string {
  const path = fileURLToPath(new URL('../data/secrets.test.json', import.meta.url));
  return (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>).DEMO_STAFF_PASSWORD!;
}

const ADMIN_PAGES = [
  '/admin',
  '/admin/reviews',
  '/admin/orders',
  '/admin/orders/SAL-ORD-2026-00001',
  '/admin/catalog',
  '/admin/codes',
  '/admin/settings',
];
const ADMIN_CALLS: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/reviews'],
  ['POST', '/api/admin/reviews/decision'],
  ['GET', '/api/admin/orders'],
  ['GET', '/api/admin/orders/SAL-ORD-2026-00001'],
  ['POST', '/api/admin/orders/SAL-ORD-2026-00001/cancel'],
  ['POST', '/api/admin/orders/SAL-ORD-2026-00001/confirm'],
  ['POST', '/api/admin/sign-out'],
];

async function signIn(page: Page) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('Email').fill(STAFF_EMAIL);
  await page.getByLabel('Password').fill(staffPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeVisible();
}

interface Item {
  name: string;
  item_code: string;
  route: string;
  web_item_name: string;
  custom_stock_available: number;
}

/** A product far from the ones other journeys use (they take the first few by name either way). */
async function quietProduct(request: APIRequestContext, offset: number): Promise<Item> {
  const response = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: JSON.stringify(['name', 'item_code', 'route', 'web_item_name', 'custom_stock_available']),
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_sale_price', 'is', 'set'],
        ['website_warehouse', '=', 'Muscat Store - GG'],
        ['custom_stock_available', '>', 5],
        ['custom_is_dangerous_good_', '=', 0],
      ]),
      order_by: 'name asc',
      limit_start: String(offset),
      limit_page_length: '1',
    },
  });
  return ((await response.json()).data as Item[])[0]!;
}

async function stockOf(request: APIRequestContext, itemCode: string): Promise<number> {
  const response = await request.get('/api/resource/Website%20Item', {
    params: { fields: '["custom_stock_available"]', filters: JSON.stringify([['item_code', '=', itemCode]]) },
  });
  return ((await response.json()).data as { custom_stock_available: number }[])[0]!.custom_stock_available;
}

test.describe('back-office', () => {
  test('staff signs in, approves a pending review, and it shows on the product page @desktop-only', async ({
    page,
    request,
  }) => {
    const item = await quietProduct(request, 40);
    const title = `Admin approved ${Date.now() % 1_000_000}`;
    const posted = await request.post('/api/resource/Website%20Item%20Review', {
      data: {
        item: item.name,
        item_name: item.web_item_name,
        customer_name: 'Huda Said',
        phone_number: 91234567,
        rating: 0.8,
        review_title: title,
        comments: 'Approved from the back-office.',
      },
    });
    expect(posted.status()).toBe(200);
    await page.goto(`/product/${item.route}`);
    await expect(page.getByText(title)).toHaveCount(0);

    await signIn(page);
    await page.getByRole('link', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\/admin\/reviews$/);
    const card = page.getByTestId('admin-review').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('admin-review').first()).toContainText(title);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved 1 review.')).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.goto(`/product/${item.route}`);
    await expect(page.getByTestId('review-card').filter({ hasText: title })).toBeVisible();
  });

  test('staff records the confirmation call of a COD order, then cancels it: its stock comes back @desktop-only', async ({
    page,
    request,
  }, testInfo) => {
    const item = await quietProduct(request, 41);
    const before = await stockOf(request, item.item_code);
    const placed = await request.post('/api/orders', {
      data: {
        idempotency_key: `e2e-admin-cancel-${Date.now()}`,
        items: [{ item_code: item.item_code, quantity: 2 }],
        form: {
          CountryNumber: '968',
          MobileNumber: uniqueNational(testInfo),
          FirstName: 'Admin Test',
          CountryField: 'Oman',
          Province: 'Muscat',
          Wilaya: 'Bawshar',
          WilayaZone: '8',
          PaymentType: 'COD',
          ShippingField: 'Delivery',
        },
      },
    });
    expect(placed.status()).toBe(201);
    const orderName = (await placed.json()).data.order.name as string;
    // A sale that leaves plenty in stock changes no page, so the catalog API may answer from its 5 s cache.
    await expect.poll(() => stockOf(request, item.item_code), { timeout: 8000 }).toBe(before - 2);

    await signIn(page);
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByLabel('Order or phone').fill(orderName);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/q=/);
    await page.getByRole('link', { name: orderName }).click();
    await expect(page.getByRole('heading', { name: orderName })).toBeVisible();
    await expect(page.getByText(item.web_item_name)).toBeVisible();
    await expect(page.getByText('Awaiting confirmation call')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm (phone call done)' }).click();
    await page.getByRole('button', { name: 'Yes, the customer confirmed' }).click();
    await expect(page.getByText(`${orderName} confirmed; it no longer expires.`)).toBeVisible();
    await expect(page.getByTestId('order-stage')).toHaveText('Confirmed');
    await expect(page.getByTestId('order-history').locator('li[data-kind="confirmed"]')).toContainText('Demo Staff');
    await expect(page.getByRole('button', { name: 'Confirm (phone call done)' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(page.getByText(`${orderName} cancelled; its stock is back.`)).toBeVisible();
    await expect(page.getByText('Stock returned')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect.poll(() => stockOf(request, item.item_code), { timeout: 8000 }).toBe(before);
  });

  test('staff change the order limits in the settings and the storefront reads them @desktop-only', async ({
    page,
    request,
  }) => {
    const limits = async () =>
      (await (await request.get('/api/global-settings?populate=*')).json()).data[0].attributes.order_limits as
        Record<string, number> | undefined;
    await signIn(page);
    await page.goto('/admin/settings');
    const hours = page.getByLabel('Hours to confirm a cash-on-delivery order');
    await expect(page.getByLabel('Units of one product per order')).toHaveValue('10');
    await expect(page.getByLabel('Largest order before payment or confirmation (OMR)')).toHaveValue('500.000');
    await expect(hours).toHaveValue('48');
    try {
      await hours.fill('72');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved. The storefront shows them now.')).toBeVisible();
      expect(await limits()).toMatchObject({
        max_units_per_line: 10,
        max_unconfirmed_order_value: 500,
        cod_confirmation_hours: 72,
      });
    } finally {
      await hours.fill('48');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved. The storefront shows them now.')).toBeVisible();
    }
    expect((await limits())?.cod_confirmation_hours).toBe(48);
  });

  test('the owner rewrites an order message with a live preview; one without the link is refused; the default comes back @desktop-only', async ({
    page,
  }) => {
    await signIn(page);
    const audited = page
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: 'settings.message_templates' });
    await page.goto('/admin/audit?action=settings.message_templates');
    const auditedBefore = await audited.count();
    await page.goto('/admin/settings#order-messages');
    const shipped = page.getByTestId('template-shipped');
    const english = shipped.getByLabel('English');
    await expect(english).toHaveValue('Gulf Glow: your order {order} is on its way. {link}');
    await expect(shipped.getByLabel('Arabic')).toHaveAttribute('dir', 'rtl');
    await english.fill('Hi {name}, {order} left our store: {link}');
    await expect(shipped.getByTestId('template-preview').first()).toHaveText(
      'Hi Aisha, SAL-ORD-2026-00042 left our store: https://gulfglow.om/account/orders/SAL-ORD-2026-00042?k=…',
    );
    await english.fill('Hi {name}, your parcel left our store.');
    await expect(shipped.getByText('Every message carries the order’s link: add {link}.')).toBeVisible();
    await page.getByRole('button', { name: 'Save messages' }).click();
    await expect(page.getByText('Fix the messages marked in red first.')).toBeVisible();
    await english.fill('Hi {name}, {order} left our store: {link}');
    await page.getByRole('button', { name: 'Save messages' }).click();
    await expect(page.getByText('Messages saved. The next ones go out with these texts.')).toBeVisible();
    await page.reload();
    await expect(english).toHaveValue('Hi {name}, {order} left our store: {link}');
    await shipped.getByRole('button', { name: 'Reset to default' }).click();
    await expect(english).toHaveValue('Gulf Glow: your order {order} is on its way. {link}');
    await page.getByRole('button', { name: 'Save messages' }).click();
    await expect(page.getByText('Messages saved. The next ones go out with these texts.')).toBeVisible();
    await page.goto('/admin/audit?action=settings.message_templates');
    await expect(audited).toHaveCount(auditedBefore + 2);
  });

  test('staff change a request limit in the settings; it is kept, and kept from the storefront @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await page.goto('/admin/settings');
    const perDevice = page.getByLabel('Sign-in codes sent (hour), per device');
    const perAddress = page.getByLabel('Sign-in codes sent (hour), per address');
    const before = await perDevice.inputValue();
    await expect(perAddress).toHaveValue('200');
    try {
      await perDevice.fill('7');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved. The storefront shows them now.')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Sign-in codes sent (hour), per device')).toHaveValue('7');
      const attributes = (await (await request.get('/api/global-settings?populate=*')).json()).data[0]
        .attributes as Record<string, unknown>;
      expect(attributes).not.toHaveProperty('client_limits');
    } finally {
      await page.getByLabel('Sign-in codes sent (hour), per device').fill(before);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved. The storefront shows them now.')).toBeVisible();
    }
  });

  test('staff write an outlet’s Arabic name next to the English one; Arabic pages read it @desktop-only', async ({
    page,
    request,
  }) => {
    const outlets = async (language: string) =>
      (
        (await (await request.get('/api/global-settings', { headers: { 'accept-language': language } })).json()).data[0]
          .attributes.outlets.sections as {
          name: string;
          label: string;
        }[]
      ).map((o) => [o.name, o.label]);
    await signIn(page);
    await page.goto('/admin/settings');
    const arabicName = page.getByLabel('Name in Arabic').first();
    await expect(page.getByLabel('Name', { exact: true }).first()).toHaveValue('Gulf Glow — Muscat Grand Mall');
    await expect(arabicName).toHaveValue('فرع مسقط جراند مول');
    await expect(arabicName).toHaveAttribute('dir', 'rtl');
    try {
      await arabicName.fill('متجر غلف غلو في مسقط جراند مول');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved. The storefront shows them now.')).toBeVisible();
      expect((await outlets('ar'))[0]).toEqual(['Gulf Glow — Muscat Grand Mall', 'متجر غلف غلو في مسقط جراند مول']);
      expect((await outlets('en'))[0]).toEqual(['Gulf Glow — Muscat Grand Mall', 'Gulf Glow — Muscat Grand Mall']);
    } finally {
      await arabicName.fill('فرع مسقط جراند مول');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved. The storefront shows them now.')).toBeVisible();
    }
    expect((await outlets('ar'))[0]).toEqual(['Gulf Glow — Muscat Grand Mall', 'فرع مسقط جراند مول']);
  });

  test('anonymous visitors and shoppers are refused on every admin page and call @desktop-only', async ({
    browser,
  }) => {
    const anonymous = await browser.newContext();
    const shopper = await browser.newContext();
    const forged = await browser.newContext();
    try {
      // A shopper signs in with a phone code: their gg_session is no staff session.
      const national = '9' + String(Date.now()).slice(-7);
      const sent = await shopper.request.post('/api/otps/send-otp', { data: { prefix: '968', national } });
      expect(sent.status()).toBe(200);
      const verified = await shopper.request.post('/api/otps/verify-otp', {
        data: { number: `968${national}`, otp: lastOtp(`968${national}`), uid: (await sent.json()).data.uid },
      });
      expect((await verified.json()).data.verified).toBe(true);
      expect((await shopper.cookies()).some((c) => c.name === 'gg_session')).toBe(true);
      await forged.addCookies([
        { name: 'gg_staff', value: 'not-a-session.forged', url: test.info().project.use.baseURL! },
      ]);

      for (const context of [anonymous, shopper, forged]) {
        const page = await context.newPage();
        for (const path of ADMIN_PAGES) {
          await page.goto(path);
          await expect(page, path).toHaveURL(/\/admin\/sign-in/);
          await expect(page.getByRole('heading', { name: 'Back-office sign in' })).toBeVisible();
        }
        for (const [method, path] of ADMIN_CALLS) {
          const reply = await context.request.fetch(path, { method, data: method === 'POST' ? {} : undefined });
          expect(reply.status(), `${method} ${path}`).toBe(401);
        }
        await page.close();
      }
    } finally {
      await Promise.all([anonymous.close(), shopper.close(), forged.close()]);
    }
  });

  test('the sign-in page refuses a wrong password and sign-out ends the session @desktop-only', async ({ page }) => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Forders/);
    await page.getByLabel('Email').fill(STAFF_EMAIL);
    await page.getByLabel('Password').fill('definitely wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong' })).toHaveText('Wrong email or password.');
    await page.getByLabel('Password').fill(staffPassword());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'gg_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    expect((await page.request.get('/api/admin/me')).status()).toBe(401);
  });
});
