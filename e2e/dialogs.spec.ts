import { type APIRequestContext, type Locator, type Page, type TestInfo, expect, test } from '@playwright/test';
import { HeaderChrome } from './pages/header';
import { ShopPage } from './pages/shop';
import { expectFocusCycles } from './support/focus';
import { uniqueNational } from './support/phones';
import { publishReviewWithPhotos } from './support/review-photos';

/**
 * Issue 14: every modal (the mobile drawer, the shop's sheets, the review form, the review photo
 * gallery, the OTP dialog) keeps focus inside while open, with Tab and with Shift+Tab; Escape
 * closes it; focus goes back to the control that opened it; the page behind does not scroll.
 */
async function expectModalBehaviour(page: Page, opener: Locator, dialog: Locator) {
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.matches('dialog:modal'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  const forward = await expectFocusCycles(page, dialog, 'Tab');
  const backward = await expectFocusCycles(page, dialog, 'Shift+Tab');
  expect(forward).toBeGreaterThan(1);
  expect(backward).toBe(forward);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
}

async function reviewedProduct(request: APIRequestContext, testInfo: TestInfo) {
  const response = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: '["name","route","web_item_name"]',
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_sale_price', 'is', 'set'],
      ]),
      order_by: 'name desc',
      limit_page_length: '40',
    },
  });
  const rows = (await response.json()).data as { name: string; route: string; web_item_name: string }[];
  return rows[testInfo.project.name === 'mobile' ? 25 : 20]!;
}

test.describe('modal dialogs keep focus, close on Escape and give focus back', () => {
  test('the mobile navigation drawer @mobile-only', async ({ page }) => {
    const chrome = new HeaderChrome(page);
    await page.goto('/');
    // Enter on the focused button is a tap: held until the page's scripts run, then carried out
    await chrome.menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(chrome.drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expectModalBehaviour(page, chrome.menuButton, chrome.drawer);
  });

  test("the shop's Sort and Filters sheets @mobile-only", async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.goto('?excludeOutOfStock=1');
    const sortButton = page.getByRole('button', { name: 'Sort', exact: true });
    await sortButton.focus();
    await page.keyboard.press('Enter');
    await expectModalBehaviour(page, sortButton, page.getByRole('dialog', { name: 'Sort By' }));
    const filterButton = page.getByRole('button', { name: /^Filter/ });
    await filterButton.focus();
    await page.keyboard.press('Enter');
    await expectModalBehaviour(page, filterButton, page.getByRole('dialog', { name: 'Filters' }));
  });

  test('the review form and the review photo gallery', async ({ page, request }, testInfo) => {
    const item = await reviewedProduct(request, testInfo);
    const title = `Focus photos ${testInfo.project.name} ${Date.now() % 100000}`;
    await publishReviewWithPhotos(request, item, title);
    await page.goto(`/product/${item.route}`);

    const submit = page.getByRole('button', { name: 'Submit a review' });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expectModalBehaviour(page, submit, page.getByRole('dialog', { name: 'Write a Review' }));

    const photo = page
      .getByTestId('review-card')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Open photo 2 of 2' });
    await photo.focus();
    await page.keyboard.press('Enter');
    const gallery = page.getByRole('dialog', { name: 'Review photos' });
    await expect(gallery.getByRole('button', { name: 'Close gallery' })).toBeFocused();
    await expectModalBehaviour(page, photo, gallery);
  });

  test('the OTP dialog', async ({ page }, testInfo) => {
    await page.goto('/user');
    await page.getByLabel('Phone number').fill(uniqueNational(testInfo));
    const signIn = page.getByRole('button', { name: 'Sign in with phone number' });
    await signIn.focus();
    await page.keyboard.press('Enter');
    const otp = page.getByRole('dialog', { name: 'Enter OTP Code' });
    await expect(otp.getByLabel('OTP')).toBeFocused();
    await expectModalBehaviour(page, signIn, otp);
  });
});
