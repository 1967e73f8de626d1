import { type Page, expect } from '@playwright/test';

/** The owner's audit log page lists `count` entries of `action` on `target` (an order name, an item code). */
export async function expectAudited(page: Page, action: string, target: string, count: number): Promise<void> {
  await page.goto(`/admin/audit?action=${encodeURIComponent(action)}`);
  const entries = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
  await expect(entries.filter({ hasText: target }).filter({ hasText: action })).toHaveCount(count);
}
