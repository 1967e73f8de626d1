import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { openAdminNav } from './support/admin-nav';
import { expectNoA11yViolations } from './support/axe';
import { uniqueNational } from './support/phones';
import { lastOtp } from './support/sms-outbox';
import { signInStaff } from './support/staff-api';

/**
 * Issue 26: axe (WCAG 2.2 A and AA, support/axe.ts) finds nothing on any back-office page, at the
 * phone width (mobile project, 390 px) and the desk width (desktop project, 1280 px); one test
 * per page, so a failure names it. Every section the navigation offers is on the list.
 */
interface AdminPage {
  name: string;
  /** The address, given the order, customer and product the walk made or found. */
  path: (ids: Ids) => string;
}
interface Ids {
  order: string;
  customer: string;
  product: string;
}

const BUBBLE_FORMS =
  'form:not([novalidate]):has([required], [pattern], [min], [max], [minlength], input[type="email"])';

const SIGNED_IN_PAGES: AdminPage[] = [
  { name: 'dashboard', path: () => '/admin' },
  { name: 'reviews', path: () => '/admin/reviews' },
  { name: 'published reviews', path: () => '/admin/reviews?status=published' },
  { name: 'orders', path: () => '/admin/orders' },
  { name: 'an order', path: ({ order }) => `/admin/orders/${order}` },
  { name: 'an order’s invoice', path: ({ order }) => `/admin/orders/${order}/invoice` },
  { name: 'an order’s packing slip', path: ({ order }) => `/admin/orders/${order}/packing-slip` },
  { name: 'catalog', path: () => '/admin/catalog' },
  { name: 'a product', path: ({ product }) => `/admin/catalog/items/${encodeURIComponent(product)}` },
  { name: 'new product', path: () => '/admin/catalog/new' },
  { name: 'categories', path: () => '/admin/catalog/categories' },
  { name: 'brands', path: () => '/admin/catalog/brands' },
  { name: 'low stock', path: () => '/admin/catalog/low-stock' },
  { name: 'catalog import and export', path: () => '/admin/catalog/transfer' },
  { name: 'discount codes', path: () => '/admin/codes' },
  { name: 'search synonyms and report', path: () => '/admin/search' },
  { name: 'customers', path: () => '/admin/customers' },
  { name: 'a customer', path: ({ customer }) => `/admin/customers/${customer}` },
  { name: 'staff', path: () => '/admin/staff' },
  { name: 'audit log', path: () => '/admin/audit' },
  { name: 'settings', path: () => '/admin/settings' },
  { name: 'my account', path: () => '/admin/account' },
];

/** A COD order and a shopper's account (a customer), made once per worker through the shop's own API. */
async function makeIds(request: APIRequestContext, national: string): Promise<Ids> {
  const items = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: '["name","item_code"]',
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_stock_available', '>', 5],
        ['custom_is_dangerous_good_', '=', 0],
      ]),
      order_by: 'name asc',
      limit_start: '70',
      limit_page_length: '1',
    },
  });
  const item = ((await items.json()).data as { name: string; item_code: string }[])[0]!;
  const placed = await request.post('/api/orders', {
    data: {
      idempotency_key: `e2e-admin-a11y-${national}`,
      items: [{ item_code: item.item_code, quantity: 1 }],
      form: {
        CountryNumber: '968',
        MobileNumber: national,
        FirstName: 'Axe Walk',
        CountryField: 'Oman',
        Province: 'Muscat',
        Wilaya: 'Bawshar',
        WilayaZone: '8',
        PaymentType: 'COD',
        ShippingField: 'Delivery',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const sent = await request.post('/api/otps/send-otp', { data: { prefix: '968', national } });
  expect(sent.status()).toBe(200);
  const verified = await request.post('/api/otps/verify-otp', {
    data: { number: `968${national}`, otp: lastOtp(`968${national}`), uid: (await sent.json()).data.uid },
  });
  expect((await verified.json()).data.verified).toBe(true);
  return { order: (await placed.json()).data.order.name as string, customer: '', product: item.name };
}

async function customerId(page: Page, national: string): Promise<string> {
  const reply = await page.request.get('/api/admin/customers', { params: { q: national } });
  expect(reply.status()).toBe(200);
  const [customer] = (await reply.json()).data as { id: number }[];
  return String(customer!.id);
}

test.describe('back-office accessibility: no axe violations', () => {
  test.describe.configure({ timeout: 90_000 });
  let ids: Ids | null = null;

  test.beforeEach(async ({ page, browser }, testInfo) => {
    await signInStaff(page.request);
    if (ids) return;
    const national = uniqueNational(testInfo);
    const shopper = await browser.newContext({ baseURL: testInfo.project.use.baseURL! });
    try {
      ids = await makeIds(shopper.request, national);
    } finally {
      await shopper.close();
    }
    ids.customer = await customerId(page, national);
  });

  for (const adminPage of SIGNED_IN_PAGES) {
    test(adminPage.name, async ({ page }) => {
      await page.goto(adminPage.path(ids!));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // a form with constraints checks them itself and says what is wrong (ui/admin-form.tsx)
      await expect(page.locator(BUBBLE_FORMS), 'forms left to the browser’s bubble').toHaveCount(0);
      await expectNoA11yViolations(page);
    });
  }

  test('every section the navigation offers is walked above', async ({ page }) => {
    await page.goto('/admin');
    const offered = await (
      await openAdminNav(page)
    )
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(offered.length).toBeGreaterThan(10);
    const walked = new Set(SIGNED_IN_PAGES.map((p) => p.path(ids!)));
    expect(offered.filter((path) => !walked.has(path))).toEqual([]);
  });
});

test.describe('back-office accessibility, signed out: no axe violations', () => {
  test('sign in', async ({ page }) => {
    await page.goto('/admin/sign-in');
    await expect(page.getByRole('heading', { name: 'Back-office sign in' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('a one-time link that is not valid', async ({ page }) => {
    await page.goto('/admin/welcome');
    await expect(page.getByRole('alert').filter({ hasText: 'this link is not valid' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
