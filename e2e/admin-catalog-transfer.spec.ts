import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInStaffPage } from './support/staff-api';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * Catalog → Import / export (issue 27): staff export the catalog, edit the file as a
 * spreadsheet would, preview it (seeing the bad row's row, column and reason), apply it, and
 * the storefront shows the change. Each viewport edits its own product.
 */
test('staff export the catalog, preview an edited file with a bad row, apply it, and the shop shows it', async ({
  page,
  request,
}, testInfo) => {
  await signInStaffPage(page, '/admin/catalog/transfer');
  await expect(page.getByRole('heading', { level: 1, name: 'Import / export' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const exported = readFileSync((await (await download).path())!);
  expect(exported.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const [header, ...rows] = parse(exported, { bom: true }) as string[][];
  const column = (name: string) => header!.indexOf(name);
  const published = rows.filter((r) => r[column('published')] === '1');
  const target = published[testInfo.project.name === 'mobile' ? 1 : 0]!;
  const other = published[testInfo.project.name === 'mobile' ? 3 : 2]!;
  const newName = `Imported ${testInfo.project.name} ${Date.now().toString(36)}`;
  target[column('web_item_name')] = newName;
  other[column('custom_stock_available')] = '-4';
  const edited = Buffer.from(
    `\uFEFF${stringify([header!, target, other, published[4]!], { record_delimiter: 'windows' })}`,
  );

  await page
    .getByLabel('Catalog file (CSV or XLSX)')
    .setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: edited });
  await page.getByRole('button', { name: 'Preview' }).click();
  const counts = page.getByTestId('import-counts');
  await expect(counts.getByText('To update').locator('..')).toContainText('1');
  await expect(counts.getByText('Unchanged').locator('..')).toContainText('1');
  await expect(counts.getByText('Rows with errors').locator('..')).toContainText('1');
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText('custom_stock_available');
  await expect(errors.getByRole('row').nth(1)).toContainText('Stock cannot be negative (-4).');

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Applied' })).toHaveText(
    'Applied: 0 created, 1 updated. The shop shows the change now.',
  );

  const found = await request.get('/api/resource/Website%20Item', {
    params: { fields: '["route"]', filters: JSON.stringify([['item_code', '=', target[column('item_code')]]]) },
  });
  const { route } = ((await found.json()).data as { route: string }[])[0]!;
  await page.goto(`/product/${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
});
