import { type Page, expect, test } from '@playwright/test';
import { signInStaffPage } from './support/staff-api';
import { expectAudited } from './support/audit-log';

/**
 * Issue 18, the catalog built in the back-office: staff create a product, upload two images,
 * reorder them and publish; the shop lists it and its page shows it. At 1280×800 and 390×844,
 * where the back-office pages must not scroll sideways.
 */
/** A 2×2 PNG of one colour (valid bytes, built without an image library). */
const PNG = {
  rose: 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGN4VjENiBggFAA3/gfRf1k+IAAAAABJRU5ErkJggg==',
  mint: 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOouLMFiBggFAA3/gghcWLeyQAAAABJRU5ErkJggg==',
};
const png = (name: keyof typeof PNG) => ({
  name: `${name}.png`,
  mimeType: 'image/png',
  buffer: Buffer.from(PNG[name], 'base64'),
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('staff create a product with two images and it appears in the shop listing and on its page', async ({
  page,
}, testInfo) => {
  const stamp = `${Date.now().toString(36)}${testInfo.project.name === 'mobile' ? 'm' : 'd'}`.toUpperCase();
  const code = `E2E-${stamp}`;
  const name = `Builder Rose Balm ${stamp}`;
  const route = `builder-rose-balm-${stamp.toLowerCase()}`;

  await signInStaffPage(page, '/admin/catalog/new');
  await expectNoSidewaysScroll(page);
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Item code').fill(code);
  await form.getByLabel('Name (shown in the shop)').fill(name);
  await form.getByLabel('Brand').selectOption({ index: 1 });
  await form.getByLabel('Category').selectOption({ index: 1 });
  await form.getByLabel('Sale price (OMR; empty: not sold)').fill('7.250');
  await form.getByLabel('Regular price (OMR)').fill('8.500');
  await form.getByLabel('Stock', { exact: true }).fill('20');
  await form.getByLabel('Short description', { exact: true }).fill('A rich balm for dry lips.');
  // The description is formatted text: typed, with a word made bold from the toolbar.
  const description = form.getByRole('textbox', { name: 'Description', exact: true });
  await description.click();
  await description.pressSequentially('Shea ');
  await form.getByRole('toolbar', { name: 'Description formatting' }).getByRole('button', { name: 'Bold' }).click();
  await description.pressSequentially('butter');
  await form.getByLabel('Name in Arabic').fill('بلسم الورد');
  await form.getByLabel('Published (shown in the shop)').check();
  await form.getByRole('button', { name: 'Create product' }).click();

  await page.waitForURL(`**/admin/catalog/items/${code}?created=1`);
  await expect(page.getByRole('status').filter({ hasText: 'Product created' })).toBeVisible();
  await expectAudited(page, 'item.create', code, 1);
  await page.goto(`/admin/catalog/items/${code}`);
  const images = page.getByRole('region', { name: 'Images' });
  await images.getByLabel('Upload images').setInputFiles([png('rose'), png('mint')]);
  await expect(images.getByRole('img')).toHaveCount(2);
  const first = await images.getByRole('img', { name: 'Image 1' }).getAttribute('src');
  const second = await images.getByRole('img', { name: 'Image 2' }).getAttribute('src');
  expect(first).toMatch(new RegExp(`^/media/products/${code}-[0-9a-f]{10}\\.webp$`));
  expect(second).not.toBe(first);
  await images.getByRole('button', { name: 'Move image 2 earlier' }).click();
  await expect(images.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', second!);
  const saved = page
    .getByRole('form', { name: `Edit ${name}` })
    .getByRole('textbox', { name: 'Description', exact: true });
  await expect(saved).toHaveText('Shea butter');
  await expect(saved.locator('strong')).toHaveText('butter');
  await expectNoSidewaysScroll(page);

  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('link', { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  await expect(page.locator(`img[src="${second}"]`).first()).toBeVisible();

  await page.goto(`/product/${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('img', { name })).toHaveAttribute('src', second!);
  await expect(page.getByTestId('price').first()).toHaveText('OMR 7.250');
  await expect(page.getByText('OMR 8.500').first()).toBeVisible();

  const media = await page.request.get(second!);
  expect(media.status()).toBe(200);
  expect(media.headers()['content-type']).toBe('image/webp');
});

test('the catalog pages fit the screen and refuse bad input with a message', async ({ page }) => {
  await signInStaffPage(page, '/admin/catalog/categories');
  await expectNoSidewaysScroll(page);
  const form = page.getByRole('form', { name: 'New category' });
  const name = form.getByLabel('Name', { exact: true });
  await name.fill('Face/Body');
  await form.getByRole('button', { name: 'Add category' }).click();
  await expect(name).toHaveAccessibleDescription('The category name may not contain "/" or "\\"');
  await expect(name).toBeFocused();
  for (const path of ['/admin/catalog/brands', '/admin/catalog/low-stock', '/admin/catalog']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalog');
});
