import { type Page, expect, test } from '@playwright/test';
import { signInStaffPage } from './support/staff-api';

/**
 * Brands and categories in the back-office share one form frame and one row of actions
 * (features/admin/catalog/taxonomy-admin-parts.tsx): each is added, edited in place and deleted
 * while unused, and its row says what was saved.
 */
const stamp = () => `${Date.now().toString(36)}${test.info().repeatEachIndex}`;

async function confirmDelete(page: Page, row: ReturnType<Page['getByRole']>) {
  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: 'Delete' }).click();
}

test('a brand is added, edited in place and deleted @desktop-only', async ({ page }) => {
  const name = `Test Brand ${stamp()}`;
  await signInStaffPage(page, '/admin/catalog/brands');
  const adding = page.getByRole('form', { name: 'New brand' });
  await adding.getByLabel('Name', { exact: true }).fill(name);
  await adding.getByLabel('Priority (higher first)').fill('5');
  await adding.getByRole('button', { name: 'Add brand' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('0 products · priority 5 On website');
  await expect(adding.getByLabel('Name', { exact: true })).toHaveValue('');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editing = page.getByRole('form', { name: `Edit ${name}` });
  await editing.getByLabel('Name in Arabic').fill('علامة تجريبية');
  await editing.getByLabel('Shown on the website').uncheck();
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing).toBeHidden();
  await expect(row).toContainText(`${name} علامة تجريبية`);
  await expect(row).toContainText('0 products · priority 5 Hidden');

  await confirmDelete(page, row);
  await expect(row).toHaveCount(0);
});

test('a category is added under another, edited in place and deleted @desktop-only', async ({ page }) => {
  const name = `Test Category ${stamp()}`;
  await signInStaffPage(page, '/admin/catalog/categories');
  const adding = page.getByRole('form', { name: 'New category' });
  await adding.getByLabel('Name', { exact: true }).fill(name);
  await adding.getByLabel('Under').selectOption({ label: 'Skin Care' });
  await adding.getByRole('button', { name: 'Add category' }).click();
  const row = page.getByRole('list', { name: 'Category tree' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('0 products · priority 0');
  await expect(adding.getByLabel('Name', { exact: true })).toHaveValue('');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editing = row.getByRole('form', { name: `Edit ${name}` });
  await editing.getByLabel('Priority (higher first)').fill('3');
  await editing.getByLabel('On the home page').check();
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing).toBeHidden();
  await expect(row).toContainText('0 products · priority 3 Home page');

  await confirmDelete(page, row);
  await expect(row).toHaveCount(0);
});
