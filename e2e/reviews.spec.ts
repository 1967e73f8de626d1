import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, type Page, type TestInfo, expect, test } from '@playwright/test';
import { expectToastPartsShown, recordToasts } from './support/toasts';
import { isMobile } from './support/viewport';

const REVIEWS_API = '/api/resource/Website%20Item%20Review';

/** The e2e server's resource token: generated once beside its database (scripts/e2e-server.mjs, APP_ENV=test). */
function resourceToken(): string {
  const path = fileURLToPath(new URL('../data/secrets.test.json', import.meta.url));
  const { RESOURCE_API_KEY, RESOURCE_API_SECRET } = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return `token ${RESOURCE_API_KEY}:${RESOURCE_API_SECRET}`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}
/** A small solid-colour PNG, made here byte by byte. */
function png(rgb: [number, number, number], size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3]!)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const pngFile = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: png(rgb) });

interface Item {
  name: string;
  route: string;
  web_item_name: string;
}

/**
 * A product of its own for each test and project (the last products of the catalog carry no
 * seeded reviews), so parallel journeys never count each other's reviews.
 */
async function productFor(request: APIRequestContext, testInfo: TestInfo, slot: number): Promise<Item> {
  const response = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: '["name","route","web_item_name"]',
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
  // a product per project, slot and repeat (--repeat-each runs them side by side): counts are not shared
  return rows[(testInfo.project.name === 'mobile' ? 10 : 0) + slot + 2 * (testInfo.repeatEachIndex % 5)]!;
}

async function publishedCount(request: APIRequestContext, item: string): Promise<number> {
  const body = (await (await request.get(`/api/review-summaries?items=${encodeURIComponent(item)}`)).json()) as {
    data: Record<string, { count: number }>;
  };
  return body.data[item]?.count ?? 0;
}

async function approve(request: APIRequestContext, filter: [string, string, string]): Promise<void> {
  const token = resourceToken();
  const list = await request.get(REVIEWS_API, {
    headers: { authorization: token },
    params: { fields: '["name"]', filters: JSON.stringify([filter, ['docstatus', '=', 0]]) },
  });
  const rows = (await list.json()).data as { name: string }[];
  expect(rows).toHaveLength(1);
  expect((await request.put(`${REVIEWS_API}/${rows[0]!.name}`, { data: { docstatus: 1 } })).status()).toBe(403);
  const put = await request.put(`${REVIEWS_API}/${rows[0]!.name}`, {
    headers: { authorization: token },
    data: { docstatus: 1 },
  });
  expect(put.status()).toBe(200);
}

async function openForm(page: Page) {
  await page.getByRole('button', { name: 'Submit a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a Review' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Browser alerts (SPEC §5) are collected and accepted. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  return alerts;
}

test.describe('product reviews', () => {
  test('a review with 2 photos is held for approval, then shown with its photos and counted', async ({
    page,
    request,
  }, testInfo) => {
    const item = await productFor(request, testInfo, 0);
    const before = await publishedCount(request, item.name);
    const author = `Huda ${testInfo.project.name} ${Date.now() % 100000}`;
    // a title of this run's own: an earlier run (--repeat-each) may have published one on the same product
    const reviewTitle = `Glowing after a week ${Date.now() % 100000}`;
    await recordToasts(page);
    await page.goto(`/product/${item.route}`);
    const section = page.getByTestId('reviews-section');
    await expect(section.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();

    const dialog = await openForm(page);
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (isMobile(page))
      expect(Math.round(box.y + box.height)).toBe(viewport.height); // a bottom sheet
    else expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2); // centred
    await expect(dialog.getByText('Review Verification Process')).toBeVisible();
    await expect(dialog.getByTestId('review-product')).toContainText(item.web_item_name);

    await dialog.getByLabel('Your Name *').fill(author);
    const phone = dialog.getByLabel('Phone Number *');
    await phone.fill('9a1-2345 678 99');
    await expect(phone).toHaveValue('912345678');
    await dialog.getByLabel('Email (optional)').fill('huda@example.om');
    await dialog.getByRole('radio', { name: '4 stars' }).click();
    await dialog.getByLabel('Review Title *').fill(reviewTitle);
    await dialog.getByLabel('Your Review *').fill('Soaks in fast and my skin feels calm.');
    await dialog
      .getByTestId('review-file-input')
      .setInputFiles([
        pngFile('one.png', [180, 71, 106]),
        pngFile('two.png', [42, 111, 151]),
        pngFile('three.png', [95, 127, 42]),
      ]);
    await expect(dialog.getByTestId('review-previews').getByRole('img')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Remove three.png' }).click();
    await expect(dialog.getByTestId('review-previews').getByRole('img')).toHaveCount(2);

    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToastPartsShown(page, {
      type: 'success',
      title: 'Success',
      description:
        'Review submitted for approval! Thank you for your feedback. Your review will be published after verification.',
    });
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('reviews-section')).toBeVisible();
    await expect(page.getByText(reviewTitle)).toHaveCount(0);
    expect(await publishedCount(request, item.name)).toBe(before);

    await approve(request, ['customer_name', '=', author]);
    await page.reload();
    const card = page.getByTestId('review-card').filter({ hasText: author });
    await expect(card).toBeVisible();
    await expect(card.getByText('Verified')).toBeVisible();
    await expect(card.getByRole('heading', { name: reviewTitle })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Open photo \d of 2$/ })).toHaveCount(2);
    for (const image of await card.getByRole('listitem').locator('img').all()) {
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(page.getByTestId('reviews-count')).toHaveText(
      `${before + 1} ${before + 1 === 1 ? 'review' : 'reviews'}`,
    );
    expect(await publishedCount(request, item.name)).toBe(before + 1);

    // The form was reset on success: empty fields, rating back to 5.
    const again = await openForm(page);
    await expect(again.getByLabel('Your Name *')).toHaveValue('');
    await expect(again.getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  test('the form shows each SPEC §5 message and keeps the dialog open on a failed submit', async ({
    page,
    request,
  }, testInfo) => {
    const item = await productFor(request, testInfo, 1);
    await recordToasts(page);
    await page.goto(`/product/${item.route}`);
    const alerts = collectAlerts(page);
    const dialog = await openForm(page);
    const submit = dialog.getByRole('button', { name: 'Submit', exact: true });

    await submit.click();
    for (const message of [
      'Please enter your name',
      'Please enter a phone number of 1 to 9 digits',
      'Please enter a review title',
      'Please write your review',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('Email (optional)').fill('not-an-email');
    await submit.click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

    await dialog.getByLabel('Your Name *').fill('Maryam Said');
    await dialog.getByLabel('Phone Number *').fill('1234567890123');
    await expect(dialog.getByLabel('Phone Number *')).toHaveValue('123456789');
    await dialog.getByLabel('Email (optional)').fill('');
    await dialog.getByLabel('Review Title *').fill('Nice');
    await dialog.getByLabel('Your Review *').fill('Nice texture.');
    await dialog.getByRole('radio', { name: '5 stars' }).click(); // the chosen star again clears the rating
    await submit.click();
    await expect.poll(() => alerts).toContain('Please select a rating');

    const input = dialog.getByTestId('review-file-input');
    await input.setInputFiles(Array.from({ length: 6 }, (_, i) => pngFile(`photo-${i + 1}.png`, [i * 40, 90, 120])));
    await expect.poll(() => alerts).toContain('You can upload maximum 5 images');
    await expect(dialog.getByTestId('review-previews').getByRole('img')).toHaveCount(5);
    await dialog.getByRole('button', { name: 'Remove photo-5.png' }).click();
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect.poll(() => alerts).toContain('notes.txt is not a valid image file');
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect.poll(() => alerts).toContain('huge.png is too large. Maximum size is 5MB');
    await expect(dialog.getByTestId('review-previews').getByRole('img')).toHaveCount(4);

    // Drag and drop adds a photo too.
    const transfer = await page.evaluateHandle(
      (bytes) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
        return data;
      },
      [...png([200, 120, 40])],
    );
    await dialog.getByTestId('review-dropzone').dispatchEvent('drop', { dataTransfer: transfer });
    await expect(dialog.getByRole('img', { name: 'dropped.png' })).toBeVisible();

    // A refused submission: the error toast, and the form stays open with what was typed.
    await page.route(
      (url) => url.pathname === '/api/resource/Website%20Item%20Review',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"exc_type":"InternalServerError","message":"Something went wrong."}',
        }),
    );
    await dialog.getByRole('radio', { name: '3 stars' }).click();
    await submit.click();
    await expectToastPartsShown(page, {
      type: 'error',
      title: 'Error',
      description: 'Failed to submit review. Please try again.',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Your Name *')).toHaveValue('Maryam Said');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the photo gallery: counter, wrapping arrows, thumbnails, Escape / ArrowLeft / ArrowRight', async ({
    page,
    request,
  }, testInfo) => {
    const item = await productFor(request, testInfo, 2);
    const title = `Three photos ${testInfo.project.name} ${Date.now() % 100000}`;
    const images = [
      [200, 40, 40],
      [40, 200, 40],
      [40, 40, 200],
    ].map((rgb) => `data:image/png;base64,${png(rgb as [number, number, number]).toString('base64')}`);
    const posted = await request.post(REVIEWS_API, {
      data: {
        item: item.name,
        item_name: item.web_item_name,
        customer_name: 'Salma Nasser',
        phone_number: 91234567,
        rating: 1,
        review_title: title,
        comments: 'Before, during and after.',
        images: JSON.stringify(images),
      },
    });
    expect(posted.status()).toBe(200);
    await approve(request, ['review_title', '=', title]);

    await page.goto(`/product/${item.route}`);
    const card = page.getByTestId('review-card').filter({ hasText: title });
    await card.getByRole('button', { name: 'Open photo 2 of 3' }).click();
    const gallery = page.getByRole('dialog', { name: 'Review photos' });
    const counter = gallery.getByTestId('gallery-counter');
    await expect(counter).toHaveText('2 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('1 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('3 / 3');
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(counter).toHaveText('1 / 3');
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await expect(counter).toHaveText('3 / 3');
    await gallery.getByRole('button', { name: 'Show image 2' }).click();
    await expect(counter).toHaveText('2 / 3');
    await expect(gallery.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByRole('img', { name: 'Review photo 2 of 3' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    await card.getByRole('button', { name: 'Open photo 1 of 3' }).click();
    await expect(counter).toHaveText('1 / 3');
    await gallery.getByRole('button', { name: 'Close gallery' }).click();
    await expect(gallery).toBeHidden();
  });

  test("'+N' beside three avatars reads 'and 1 more reviewer' for one, 'and N more reviewers' for more", async ({
    page,
    request,
  }, testInfo) => {
    // a product of this test's own with room for the steps below (reruns on one database add reviews)
    const response = await request.get('/api/resource/Website%20Item', {
      params: {
        fields: '["name","route","web_item_name"]',
        filters: JSON.stringify([
          ['published', '=', 1],
          ['custom_sale_price', 'is', 'set'],
          ['website_warehouse', '=', 'Muscat Store - GG'],
        ]),
        order_by: 'name desc',
        limit_page_length: '200',
      },
    });
    const candidates = ((await response.json()).data as Item[])
      .slice(40)
      .filter((_, i) => i % 2 === (testInfo.project.name === 'mobile' ? 1 : 0));
    let item: Item | undefined;
    for (const candidate of candidates) {
      if ((await publishedCount(request, candidate.name)) <= 3) {
        item = candidate;
        break;
      }
    }
    if (!item) throw new Error('no product with at most 3 published reviews');
    const publish = async (n: number) => {
      const title = `More reviewers ${testInfo.project.name} ${Date.now()} ${n}`;
      const posted = await request.post(REVIEWS_API, {
        data: {
          item: item.name,
          item_name: item.web_item_name,
          customer_name: `Reviewer ${n}`,
          phone_number: 91234567,
          rating: 0.8,
          review_title: title,
          comments: 'Counted.',
        },
      });
      expect(posted.status()).toBe(200);
      await approve(request, ['review_title', '=', title]);
    };
    for (let n = await publishedCount(request, item.name); n < 4; n++) await publish(n);

    await page.goto(`/product/${item.route}`);
    const avatars = page.getByTestId('reviews-avatars');
    await expect(avatars).toContainText('+1');
    await expect(avatars.locator('.sr-only')).toHaveText('and 1 more reviewer');

    await publish(4);
    await page.reload();
    await expect(avatars).toContainText('+2');
    await expect(avatars.locator('.sr-only')).toHaveText('and 2 more reviewers');
    await expect(
      page.getByTestId('reviews-summary').getByRole('img', { name: /^Rated \d\.\d out of 5 from 5 reviews$/ }),
    ).toBeVisible();
  });

  test('a product without published reviews shows the empty texts', async ({ page, request }, testInfo) => {
    const item = await productFor(request, testInfo, 3);
    await page.goto(`/product/${item.route}`);
    await expect(page.getByText('No verified reviews yet')).toBeVisible();
    await expect(
      page.getByText(
        'Be the first to share your thoughts about this product! Reviews are verified before being published.',
      ),
    ).toBeVisible();
  });
});
