import { type Locator, type Page, expect, test } from '@playwright/test';
import { signInStaff } from './support/staff-api';
import { isMobile } from './support/viewport';

/**
 * Issue 26, the back-office at phone width (mobile project, 390 px) and at the desk (desktop
 * project, 1280 px): every section is reachable and shown whole, the pages carry none of the
 * storefront's frame, and the dashboard's 30-day chart keeps readable words.
 */
const OWNER_SECTIONS = [
  'Dashboard',
  'Reviews',
  'Orders',
  'Catalog',
  'Categories',
  'Brands',
  'Low stock',
  'Import / export',
  'Discount codes',
  'Search',
  'Customers',
  'Staff',
  'Audit log',
  'Settings',
  'My account',
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back-office' });
const menuButton = (page: Page) => page.locator('summary').filter({ hasText: /^Menu$/ });

/** The element is on screen whole once scrolled to: inside the viewport, and its text is not cut. */
async function expectWhole(element: Locator, name: string) {
  await element.scrollIntoViewIfNeeded();
  const fits = await element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {
      inside: box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight,
      uncut: el.scrollWidth <= el.clientWidth,
    };
  });
  expect(fits, name).toEqual({ inside: true, uncut: true });
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    'sideways scroll',
  ).toBeLessThanOrEqual(0);
}

test.describe('the back-office frame', () => {
  test.describe.configure({ timeout: 90_000 });

  test('every section is offered whole: behind a Menu button at phone width, in a sidebar at the desk', async ({
    page,
  }) => {
    await signInStaff(page.request);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    if (isMobile(page)) {
      await expect(nav(page)).toBeHidden();
      await expectWhole(menuButton(page), 'the Menu button');
      await menuButton(page).click();
    } else {
      await expect(menuButton(page)).toBeHidden();
    }
    await expect(nav(page).getByRole('link')).toHaveText(OWNER_SECTIONS);
    for (const section of OWNER_SECTIONS)
      await expectWhole(nav(page).getByRole('link', { name: section, exact: true }), section);
    await expect(nav(page).getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await nav(page).getByRole('link', { name: 'Audit log', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    // at phone width a chosen section closes the menu; at the desk the sidebar stays
    await expect(nav(page)).toBeVisible({ visible: !isMobile(page) });
  });

  test('back-office pages carry none of the storefront’s header, search box, footer or cart', async ({ page }) => {
    const storefrontFrame = page.locator('form[role="search"], footer, a[href="/cart"], a[href="#main"]');
    await page.goto('/admin/sign-in');
    await expect(page.getByRole('heading', { name: 'Back-office sign in' })).toBeVisible();
    await expect(storefrontFrame).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);

    await signInStaff(page.request);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(storefrontFrame).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText('Sales, last 30 days');
  });

  test('the dashboard’s 30-day chart keeps its words readable and gives every day’s figures', async ({
    page,
  }, testInfo) => {
    const csrf = await signInStaff(page.request);
    const order = await deliveredOrder(page, csrf, testInfo.project.name);
    await page.goto('/admin');
    const chart = page.getByTestId('sales-chart');
    await expect(chart).toContainText(/Best day \d\d\/\d\d: OMR \d+\.\d{3}, \d+ orders?\./);
    await expectWhole(chart.getByRole('img'), 'the bars');
    const box = (await chart.getByRole('img').boundingBox())!;
    expect(box.height, 'bar area height').toBeGreaterThanOrEqual(150);
    expect(box.width, 'bar area width').toBeGreaterThanOrEqual(isMobile(page) ? 250 : 600);

    const scale = chart.getByTestId('chart-scale').locator('span');
    await expect(scale).toHaveCount(3);
    await expect(scale.last()).toHaveText('0');
    const days = chart.getByTestId('chart-days').locator('span');
    await expect(days).toHaveCount(5);
    const labels = [...(await scale.all()), ...(await days.all())];
    for (const label of labels) {
      expect(
        await label.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
        'font size (px)',
      ).toBeGreaterThanOrEqual(12);
      await expect(label).toBeVisible();
    }
    const dayBoxes = await Promise.all((await days.all()).map(async (d) => (await d.boundingBox())!));
    for (let i = 1; i < dayBoxes.length; i++)
      expect(dayBoxes[i]!.x, 'day labels do not overlap').toBeGreaterThan(dayBoxes[i - 1]!.x + dayBoxes[i - 1]!.width);
    for (const dayBox of dayBoxes) expect(dayBox.x + dayBox.width).toBeLessThanOrEqual(box.x + box.width + 1);

    await chart.getByText('Figures per day').click();
    const table = chart.getByRole('table', { name: 'Revenue per day' });
    await expect(table.locator('tbody tr')).toHaveCount(30);
    await expect(table.locator('tbody tr').last()).toContainText(/OMR \d+\.\d{3}$/);
    const tableBox = (await table.boundingBox())!;
    expect(tableBox.x + tableBox.width, 'the figures table fits the width').toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectNoSidewaysScroll(page);
    expect(order).toMatch(/^SAL-ORD-/);
  });
});

/** A cash-on-delivery order taken through to delivered: money received today, so the chart has a bar. */
async function deliveredOrder(page: Page, csrf: string, project: string): Promise<string> {
  const items = await page.request.get('/api/resource/Website%20Item', {
    params: {
      fields: '["item_code"]',
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_stock_available', '>', 5],
        ['custom_is_dangerous_good_', '=', 0],
      ]),
      order_by: 'name asc',
      limit_start: project === 'mobile' ? '72' : '73',
      limit_page_length: '1',
    },
  });
  const [item] = (await items.json()).data as { item_code: string }[];
  const placed = await page.request.post('/api/orders', {
    data: {
      idempotency_key: `e2e-chart-${project}-${Date.now()}`,
      items: [{ item_code: item!.item_code, quantity: 1 }],
      form: {
        CountryNumber: '968',
        MobileNumber: `9${String(Date.now() % 10_000_000).padStart(7, '0')}`,
        FirstName: 'Chart Journey',
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
  const name = (await placed.json()).data.order.name as string;
  for (const step of ['confirm', 'pack', 'ship', 'deliver']) {
    const reply = await page.request.post(`/api/admin/orders/${name}/${step}`, { headers: { 'x-csrf-token': csrf } });
    expect(reply.status(), `${step}: ${await reply.text()}`).toBe(200);
  }
  return name;
}
