import { expect, test } from '@playwright/test';

test('the one process serves pages and answers unknown API paths with JSON', async ({ page, request }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('header')).toBeVisible();
  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ data: null, error: { status: 404 } });
});
