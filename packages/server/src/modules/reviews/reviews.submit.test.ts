import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ImageStorage, createFileImageStorage } from '../../adapters/image-storage';
import { type App, buildApp } from '../../http/app';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { callApi, insertCatalog, itemName, resourcePath } from '../resource/resource-fixtures';
import { testEnv } from '../../testing/test-app';
import { REVIEW_SUBMIT_LIMIT } from './review-attempts';
import { submitReview } from './reviews.service';
import { dataUrl, imageBytes, reviewPayload } from './reviews.test-helpers';

const REVIEWS = resourcePath('Website Item Review');
const MB5 = 5 * 1024 * 1024;

describe.each(await testEngines())('POST Website Item Review on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let media: string;

  const post = (body: unknown, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: REVIEWS,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      remoteAddress,
    });
  const reviewFiles = async () => (await readdir(join(media, 'reviews')).catch(() => [] as string[])).sort();
  const reviewCount = async () =>
    Number(
      (
        await db.kysely
          .selectFrom('website_item_review')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCatalog(db);
    media = await mkdtemp(join(tmpdir(), 'review-media-'));
    app = await buildApp({ db, env: testEnv({ MEDIA_DIR: media }) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await rm(media, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom('rate_limit').execute();
  });

  it('stores a review with 2 images as pending, the images re-encoded as files and listed as URLs', async () => {
    const png = await imageBytes('png');
    const jpeg = await sharp(await imageBytes('jpeg', '#2a6f97', 40))
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', ImageDescription: 'home address' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const before = await reviewCount();
    const reply = await post(
      reviewPayload({ images: JSON.stringify([dataUrl('image/png', png), dataUrl('image/jpeg', jpeg)]) }),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const doc = (reply.json() as { data: Record<string, unknown> }).data;
    expect(doc).toMatchObject({
      doctype: 'Website Item Review',
      item: itemName(3),
      customer_name: 'Aisha Al Balushi',
      rating: 0.8,
      docstatus: 0,
      review_title: 'Soft skin by morning',
    });
    expect(doc).not.toHaveProperty('phone_number');
    expect(doc).not.toHaveProperty('email');
    expect(String(doc.name)).toMatch(/^[0-9a-f]{10}$/);
    const urls = JSON.parse(String(doc.images)) as string[];
    expect(urls).toHaveLength(2);
    for (const url of urls)
      expect(url).toMatch(new RegExp(`^/media/reviews/${String(doc.name)}-[12]-[0-9a-f]{8}\\.webp$`));

    const row = await db.kysely
      .selectFrom('website_item_review')
      .selectAll()
      .where('name', '=', String(doc.name))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone_number: '91234567', email: 'aisha@example.om', docstatus: 0 });
    expect(row.images).not.toContain('base64');
    expect(await reviewCount()).toBe(before + 1);

    expect(await reviewFiles()).toHaveLength(2);
    for (const url of urls) {
      const stored = await readFile(join(media, url.replace('/media/', '')));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(stored.toString('latin1')).not.toContain('secret-camera-owner');
      const served = await app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    // Pending: not listed for anonymous callers, listed with the token.
    const anonymous = await callApi(app, REVIEWS, { filters: [['item', '=', itemName(3)]] });
    expect(anonymous.body.data).toEqual([]);
    const staff = await callApi(
      app,
      REVIEWS,
      { filters: [['item', '=', itemName(3)]], fields: ['name', 'docstatus'] },
      { auth: true },
    );
    expect(staff.body.data).toEqual([{ name: doc.name, docstatus: 0 }]);
  });

  it('accepts a review without images or email, the phone sent as an integer', async () => {
    const reply = await post(reviewPayload({ email: undefined, phone_number: 7, rating: 1 }));
    expect(reply.statusCode, reply.body).toBe(200);
    const name = String((reply.json() as { data: { name: string } }).data.name);
    const row = await db.kysely
      .selectFrom('website_item_review')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone_number: '7', email: null, images: null, rating: 1 });
  });

  it("stores the item's own name, not the item_name sent, and drops control characters and bidi overrides from the texts", async () => {
    const reply = await post(
      reviewPayload({
        item_name: 'Free gift <b>click</b>',
        customer_name: 'Ai\u0001sha\u202E',
        review_title: 'So\u0007ft\nskin',
        comments: 'Line 1\r\nLine 2\u001F\tend\u2066',
      }),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const name = String((reply.json() as { data: { name: string } }).data.name);
    const row = await db.kysely
      .selectFrom('website_item_review')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      item: itemName(3),
      item_name: 'Night Moisturizer',
      customer_name: 'Aisha',
      review_title: 'Soft skin',
      comments: 'Line 1\nLine 2\tend',
    });
  });

  const refusals: [string, Record<string, unknown> | (() => Promise<Record<string, unknown>>), RegExp][] = [
    [
      'a text file renamed .jpg',
      async () =>
        reviewPayload({
          images: JSON.stringify([
            dataUrl('image/png', await imageBytes('png')),
            dataUrl('image/jpeg', Buffer.from('just some text, not a photo at all')),
          ]),
        }),
      /^Image 2 is not a valid image file$/,
    ],
    [
      'PNG magic bytes over garbage',
      async () =>
        reviewPayload({
          images: JSON.stringify([
            dataUrl(
              'image/png',
              Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
            ),
          ]),
        }),
      /^Image 1 is not a valid image file$/,
    ],
    [
      'an SVG',
      reviewPayload({
        images: JSON.stringify([dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))]),
      }),
      /^Image 1 is not a valid image file$/,
    ],
    [
      '6 images',
      async () => {
        const url = dataUrl('image/png', await imageBytes('png'));
        return reviewPayload({ images: JSON.stringify(Array(6).fill(url)) });
      },
      /^You can upload maximum 5 images$/,
    ],
    [
      'an image of 5 MB + 1 byte',
      async () => {
        const png = await imageBytes('png');
        return reviewPayload({
          images: JSON.stringify([dataUrl('image/png', Buffer.concat([png, Buffer.alloc(MB5 + 1 - png.length)]))]),
        });
      },
      /^Image 1 is too large\. Maximum size is 5MB$/,
    ],
    [
      'images that are not a JSON list',
      reviewPayload({ images: 'data:image/png;base64,AAAA' }),
      /images must be a JSON list of data URLs/,
    ],
    ['a rating of 0', reviewPayload({ rating: 0 }), /^rating: Please select a rating$/],
    ['a rating between stars', reviewPayload({ rating: 0.5 }), /^rating: rating must be stars \/ 5$/],
    ['a rating above 1', reviewPayload({ rating: 1.2 }), /^rating: /],
    [
      'a phone of 10 digits',
      reviewPayload({ phone_number: 1234567890 }),
      /^phone_number: Please enter a phone number of 1 to 9 digits$/,
    ],
    ['a phone as text', reviewPayload({ phone_number: '91234567' }), /^phone_number: .*expected number/],
    ['a fractional phone', reviewPayload({ phone_number: 9123.5 }), /^phone_number: /],
    ['no name', reviewPayload({ customer_name: undefined }), /^customer_name: /],
    [
      'a name of control characters only',
      reviewPayload({ customer_name: '\u0001\u202E\u0007' }),
      /^customer_name: Please enter your name$/,
    ],
    [
      'a NUL (refused for every input, http/input-guard.ts)',
      reviewPayload({ customer_name: 'Ai\u0000sha' }),
      /^body\.customer_name: text must not contain the NUL character/,
    ],
    ['a blank title', reviewPayload({ review_title: '   ' }), /^review_title: Please enter a review title$/],
    ['no comments', reviewPayload({ comments: '' }), /^comments: Please write your review$/],
    ['a bad email', reviewPayload({ email: 'not-an-email' }), /^email: Please enter a valid email address$/],
    ['an unknown field', reviewPayload({ docstatus: 1 }), /docstatus/],
    ['an unpublished item', reviewPayload({ item: itemName(7) }), /^item: Website Item ITEM-007 not found$/],
    ['an unknown item', reviewPayload({ item: 'NOPE' }), /^item: Website Item NOPE not found$/],
  ];

  it.each(refusals)('refuses %s with a 4xx Frappe error and stores nothing', async (_label, payload, message) => {
    const body = typeof payload === 'function' ? await payload() : payload;
    const [beforeRows, beforeFiles] = [await reviewCount(), await reviewFiles()];
    const reply = await post(body);
    expect(reply.statusCode).toBe(400);
    const error = reply.json() as Record<string, unknown>;
    expect(error).toMatchObject({ exc_type: 'ValidationError' });
    expect(String(error.message)).toMatch(message);
    expect(JSON.parse(String(error._server_messages))).toHaveLength(1);
    expect(await reviewCount()).toBe(beforeRows);
    expect(await reviewFiles()).toEqual(beforeFiles);
  });

  it('limits submissions per IP, loopback exempt, answering 429 once the window is used up', async () => {
    for (let i = 0; i < REVIEW_SUBMIT_LIMIT; i++) expect((await post({}, '203.0.113.9')).statusCode).toBe(400);
    const limited = await post(reviewPayload(), '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ exc_type: 'RateLimitError' });
    expect((await post(reviewPayload(), '203.0.113.10')).statusCode).toBe(200);
    for (let i = 0; i < REVIEW_SUBMIT_LIMIT + 2; i++) expect((await post({})).statusCode).toBe(400);
  });

  it('refuses a wrong token even on the anonymous POST, and doctypes without a writer', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: REVIEWS,
      payload: reviewPayload(),
      headers: { authorization: 'token a:b' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: resourcePath('Brand'), payload: { name: 'X' } })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'POST', url: resourcePath('Nope'), payload: {} })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: REVIEWS,
          payload: '[1]',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe.each(await testEngines())('a review that cannot be saved on %s', (engine) => {
  it('removes the image files it wrote', async () => {
    const db = await createTestDb(engine);
    const media = await mkdtemp(join(tmpdir(), 'review-media-'));
    try {
      await insertCatalog(db);
      // The row cannot be inserted (its table is gone) after the images were written.
      await db.kysely.schema.dropTable('website_item_review').execute();
      const written: string[] = [];
      const files = createFileImageStorage(media);
      const storage: ImageStorage = {
        ...files,
        put: async (key, bytes, type) => (written.push(key), files.put(key, bytes, type)),
      };
      const url = dataUrl('image/png', await imageBytes('png'));
      await expect(
        submitReview({ db, storage }, reviewPayload({ images: JSON.stringify([url, url]) }), {
          caller: { authenticated: false },
        }),
      ).rejects.toThrow();
      expect(written).toHaveLength(2);
      expect(await readdir(join(media, 'reviews'))).toEqual([]);
    } finally {
      await db.close();
      await rm(media, { recursive: true, force: true });
    }
  });
});
