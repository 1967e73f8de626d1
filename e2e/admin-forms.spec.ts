import { expect, test } from '@playwright/test';
import { holdScripts } from './support/slow-phone';
import { journeyProduct, signInStaff, staffApi } from './support/staff-api';

/**
 * Issue 26: back-office forms speak for themselves, at phone and desk widths. A wrong field is
 * named in the form's own message (not only the browser's bubble, which the forms no longer
 * show), and a save says so until staff change something, even though the page refreshes.
 */
test.describe('back-office forms', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an empty required field is refused under it, focused and marked; nothing is sent', async ({
    page,
    request,
  }, testInfo) => {
    const product = await journeyProduct(request, 9, testInfo.project.name);
    await signInStaff(page.request);
    await page.goto(`/admin/catalog/items/${encodeURIComponent(product.name)}`);
    const form = page.getByRole('form', { name: `Edit ${product.web_item_name}` });
    const name = form.getByLabel('Name (shown in the shop)');
    await name.fill('');
    const writes: string[] = [];
    page.on('request', (r) => r.method() === 'PATCH' && writes.push(r.url()));
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(name).toHaveAccessibleDescription('The name is required');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);
    await name.fill(product.web_item_name);
    await expect(name).not.toHaveAttribute('aria-invalid');

    await page.goto('/admin/catalog/new');
    const create = page.getByRole('form', { name: 'New product' });
    await create.getByRole('button', { name: 'Create product' }).click();
    const itemCode = create.getByLabel('Item code');
    await expect(itemCode).toHaveAccessibleDescription('The item code is required');
    await expect(itemCode).toBeFocused();
    await itemCode.fill('not a code!');
    await create.getByRole('button', { name: 'Create product' }).click();
    await expect(itemCode).toHaveAccessibleDescription('The item code may hold only letters, digits, ".", "_" and "-"');

    await page.goto('/admin/codes');
    const code = page.getByRole('form', { name: 'New discount code' });
    await code.getByRole('button', { name: 'Create code' }).click();
    const codeField = code.getByLabel('Code');
    await expect(codeField).toHaveAccessibleDescription('The code must be 3–40 letters, digits, - or _');
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  });

  test('a code form refuses a bad percentage with the words the server answers the same input with', async ({
    page,
  }) => {
    const csrf = await signInStaff(page.request);
    await page.goto('/admin/codes');
    const form = page.getByRole('form', { name: 'New discount code' });
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/admin/discounts') && posts.push(r.url()));
    await form.getByLabel('Code').fill('E2EBADPERCENT');
    await form.getByLabel('Percent (1–100)').fill('150');
    await form.getByRole('button', { name: 'Create code' }).click();
    const percent = form.getByLabel('Percent (1–100)');
    await expect(percent).toHaveAccessibleDescription('The percentage must be 1–100');
    await expect(percent).toBeFocused();
    expect(posts).toEqual([]);

    const refused = await page.request.post('/api/admin/discounts/codes', {
      headers: { 'x-csrf-token': csrf },
      data: { code: 'E2EBADPERCENT', type: 'percentage', value: 150 },
    });
    expect(refused.status()).toBe(400);
    // the API names the field before the same words
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'value: The percentage must be 1–100',
    );

    await percent.fill('15');
    await expect(percent).not.toHaveAttribute('aria-invalid');
  });

  test('saving a product says “Saved.” through the page’s refresh, until a field changes', async ({
    page,
    request,
  }, testInfo) => {
    const product = await journeyProduct(request, 9, testInfo.project.name);
    await signInStaff(page.request);
    await page.goto(`/admin/catalog/items/${encodeURIComponent(product.name)}`);
    const form = page.getByRole('form', { name: `Edit ${product.web_item_name}` });
    const unit = form.getByLabel('Unit');
    const before = await unit.inputValue();
    const changed = before === 'Nos' ? 'Box' : 'Nos';
    try {
      const field = await unit.elementHandle();
      await unit.fill(changed);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(form.getByRole('status')).toHaveText('Saved.');
      // the refresh has come back: the fields were mounted again from the saved item
      await expect
        .poll(() => field!.evaluate((el) => el.isConnected), {
          message: 'the fields remount after the refresh',
          timeout: 20_000,
        })
        .toBe(false);
      await expect(unit).toHaveValue(changed);
      await expect(form.getByRole('status')).toHaveText('Saved.');
      await form.getByLabel('Item name (stock system; empty: the name)').press('End');
      await expect(form.getByRole('status')).toHaveText('Saved.');
      await form.getByLabel('Item name (stock system; empty: the name)').pressSequentially(' ');
      await expect(form.getByRole('status')).toHaveCount(0);
    } finally {
      await page.goto(`/admin/catalog/items/${encodeURIComponent(product.name)}`);
      await unit.fill(before);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(form.getByRole('status')).toHaveText('Saved.');
    }
  });

  test.describe('before the page’s scripts have run (issue 30)', () => {
    test('a name cleared and Save tapped is refused under the field once the page is ready; nothing is sent', async ({
      page,
      request,
    }, testInfo) => {
      const product = await journeyProduct(request, 9, testInfo.project.name);
      await signInStaff(page.request);
      const writes: string[] = [];
      page.on('request', (r) => r.method() === 'PATCH' && writes.push(r.url()));
      const scripts = await holdScripts(page);
      await page.goto(`/admin/catalog/items/${encodeURIComponent(product.name)}`, { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: `Edit ${product.web_item_name}` });
      const name = form.getByLabel('Name (shown in the shop)');
      await expect(name).toHaveValue(product.web_item_name);
      await name.fill('');
      const save = form.getByRole('button', { name: 'Save changes' });
      await save.click();
      await expect(save).toHaveAttribute('aria-busy', 'true');
      scripts.release();
      await expect(name).toHaveAccessibleDescription('The name is required', { timeout: 30_000 });
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toBeFocused();
      await expect(name).toHaveValue('');
      await expect(save).not.toHaveAttribute('aria-busy');
      expect(writes).toEqual([]);
    });

    test('a name and a description changed and Save tapped are saved once the page is ready', async ({
      page,
      request,
    }, testInfo) => {
      // one product per run, so repeated runs side by side never rename each other's
      const product = await journeyProduct(request, 10 + testInfo.repeatEachIndex, testInfo.project.name);
      const renamed = `${product.web_item_name} (renamed early)`;
      const described = 'Described before the page was ready.';
      await signInStaff(page.request);
      const scripts = await holdScripts(page);
      await page.goto(`/admin/catalog/items/${encodeURIComponent(product.name)}`, { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: `Edit ${product.web_item_name}` });
      const name = form.getByLabel('Name (shown in the shop)');
      const description = form.getByLabel('Short description', { exact: true });
      await expect(name).toHaveValue(product.web_item_name);
      const before = await description.inputValue();
      try {
        await name.fill(renamed);
        await description.fill(described);
        const save = form.getByRole('button', { name: 'Save changes' });
        await save.click();
        await expect(save).toHaveAttribute('aria-busy', 'true');
        scripts.release();
        const saved = page.getByRole('form', { name: `Edit ${renamed}` });
        await expect(saved.getByRole('status')).toHaveText('Saved.', { timeout: 30_000 });
        await page.reload();
        await expect(saved.getByLabel('Name (shown in the shop)')).toHaveValue(renamed);
        await expect(saved.getByLabel('Short description', { exact: true })).toHaveValue(described);
      } finally {
        await (
          await staffApi(request)
        ).editItem(product.name, { web_item_name: product.web_item_name, short_description: before });
      }
    });
  });
});
