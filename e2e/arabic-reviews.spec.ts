import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type TestInfo, expect, test } from '@playwright/test';
import { arText } from './support/arabic';
import { expectToastShown, recordToasts } from './support/toasts';
import { publishReviewWithPhotos } from './support/review-photos';

/**
 * Issue 16: reviews on an Arabic product page (reviews.spec.ts in English): the dialog speaks
 * Arabic, a review mixing Arabic and English is accepted and shown as written, and the photo
 * gallery's arrow keys follow the reading direction (ArrowLeft is "next" right to left).
 */
const REVIEWS_API = '/api/resource/Website%20Item%20Review';

interface Item {
  name: string;
  route: string;
  web_item_name: string;
  web_item_name_ar: string | null;
}

/** A product of its own per test and project, past the ones reviews.spec.ts takes (0–14 of the same list). */
async function productFor(request: APIRequestContext, testInfo: TestInfo, slot: number): Promise<Item> {
  const response = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: '["name","route","web_item_name","web_item_name_ar"]',
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_sale_price', 'is', 'set'],
        ['website_warehouse', '=', 'Muscat Store - GG'],
      ]),
      order_by: 'name desc',
      limit_page_length: '40',
    },
  });
  const rows = (await response.json()).data as Item[];
  return rows[(testInfo.project.name === 'mobile' ? 30 : 20) + slot]!;
}

function resourceToken(): string {
  const path = fileURLToPath(new URL('../data/secrets.test.json', import.meta.url));
  const { RESOURCE_API_KEY, RESOURCE_API_SECRET } = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return `token ${RESOURCE_API_KEY}:${RESOURCE_API_SECRET}`;
}

async function approveBy(request: APIRequestContext, customerName: string): Promise<void> {
  const authorization = resourceToken();
  const list = await request.get(REVIEWS_API, {
    headers: { authorization },
    params: { fields: '["name"]', filters: JSON.stringify([['customer_name', '=', customerName]]) },
  });
  const rows = (await list.json()).data as { name: string }[];
  expect(rows).toHaveLength(1);
  expect(
    (
      await request.put(`${REVIEWS_API}/${rows[0]!.name}`, { headers: { authorization }, data: { docstatus: 1 } })
    ).status(),
  ).toBe(200);
}

test.describe('reviews in Arabic', () => {
  test('the review dialog in Arabic accepts mixed Arabic/English text, which shows as written once approved', async ({
    page,
    request,
  }, testInfo) => {
    const item = await productFor(request, testInfo, 0);
    const author = `هدى ${testInfo.project.name} ${Date.now() % 100000}`;
    const title = 'رائع مع Vitamin C serum';
    const text = 'استخدمته أسبوعين مع SPF 50 وبشرتي أنعم، 100% أنصح به.';
    await recordToasts(page);
    await page.goto(`/ar/product/${item.route}`);
    const section = page.getByTestId('reviews-section');
    await expect(section.getByRole('heading', { name: arText('reviews.heading') })).toBeVisible();

    await page.getByRole('button', { name: arText('reviews.submitLabel') }).click();
    const dialog = page.getByRole('dialog', { name: arText('reviews.formTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(arText('reviews.infoTitle'))).toBeVisible();
    await expect(dialog.getByTestId('review-product')).toContainText(item.web_item_name_ar ?? item.web_item_name);
    await dialog.getByLabel(arText('reviews.name')).fill(author);
    await dialog.getByLabel(arText('reviews.phone')).fill('912345678');
    await dialog.getByRole('radio', { name: arText('reviews.ratingStars', { n: 4 }) }).click();
    await dialog.getByLabel(arText('reviews.title')).fill(title);
    await expect(dialog.getByLabel(arText('reviews.text'))).toHaveAttribute(
      'placeholder',
      arText('reviews.textPlaceholder'),
    );
    await dialog.getByLabel(arText('reviews.text')).fill(text);
    await dialog.getByRole('button', { name: arText('reviews.submit'), exact: true }).click();
    await expectToastShown(page, arText('reviews.toastSuccess'));
    await expect(dialog).toBeHidden();

    await approveBy(request, author);
    await page.reload();
    const card = page.getByTestId('review-card').filter({ hasText: author });
    await expect(card).toBeVisible();
    await expect(card.getByText(arText('reviews.verified'))).toBeVisible();
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await expect(card.getByText(text)).toBeVisible();
    await expect(card.getByRole('img', { name: arText('reviews.starsLabel', { stars: 4 }) })).toBeVisible();
  });

  test('the photo gallery right to left: ArrowLeft shows the next photo, ArrowRight the previous', async ({
    page,
    request,
  }, testInfo) => {
    const item = await productFor(request, testInfo, 1);
    const title = `صور ثلاث ${testInfo.project.name} ${Date.now() % 100000}`;
    await publishReviewWithPhotos(request, item, title, 3);
    await page.goto(`/ar/product/${item.route}`);
    const card = page.getByTestId('review-card').filter({ hasText: title });
    await card.getByRole('button', { name: arText('reviews.openImage', { n: 1, total: 3 }) }).click();
    const gallery = page.getByRole('dialog', { name: arText('reviews.gallery') });
    const counter = gallery.getByTestId('gallery-counter');
    await expect(counter).toHaveText('1 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('2 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('2 / 3');
    await gallery.getByRole('button', { name: arText('reviews.galleryNext') }).click();
    await expect(counter).toHaveText('3 / 3');
    // The "next" arrow sits on the reading end of the row: the left, right to left.
    const next = (await gallery.getByRole('button', { name: arText('reviews.galleryNext') }).boundingBox())!;
    const previous = (await gallery.getByRole('button', { name: arText('reviews.galleryPrevious') }).boundingBox())!;
    expect(next.x).toBeLessThan(previous.x);
    await expect(
      gallery.getByRole('img', { name: arText('reviews.galleryImageAlt', { n: 3, total: 3 }) }),
    ).toBeVisible();
    await gallery.getByRole('button', { name: arText('reviews.galleryClose') }).click();
    await expect(gallery).toBeHidden();
  });
});
