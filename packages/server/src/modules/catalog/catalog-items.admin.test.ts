import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, testEnv } from '../../testing/test-app';
import { openAdminTestApp, staffRequest } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { callApi, insertCatalog, itemName, resourcePath } from '../resource/resource-fixtures';

const STAFF = { email: 'builder@example.om', name: 'Catalog Builder', password: 'catalog builder password' };

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 140 } } })
    .png()
    .toBuffer();

/** A multipart/form-data body as a browser sends it, built by the platform's own FormData. */
async function multipart(files: { name: string; bytes: Buffer; type: string }[]) {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/**
 * Building the catalog in the back-office (issue 18): create, edit every storefront field,
 * duplicate, publish; images uploaded as WebP, reordered, removed; the low-stock view. On a real
 * database with the resource fixtures (ITEM-001..009; brands Aurora, Bloom, Cedar, Dune).
 */
describe.each(await testEngines())('admin catalog building on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({ db, app, staff } = await openAdminTestApp(engine, insertCatalog, STAFF));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    staffRequest(app, staff, method, url, body);
  const upload = async (item: string, files: { name: string; bytes: Buffer; type: string }[]) => {
    const { payload, contentType } = await multipart(files);
    return app.inject({
      method: 'POST',
      url: `/api/admin/catalog/items/${item}/images`,
      payload,
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf, 'content-type': contentType },
    });
  };
  const row = (name: string) =>
    db.kysely.selectFrom('website_item').selectAll().where('name', '=', name).executeTakeFirst();
  const shopItem = async (route: string) => {
    const reply = await callApi(app, resourcePath('Website Item'), {
      fields: ['name', 'web_item_name', 'website_image', 'custom_sale_price'],
      filters: [['route', '=', route]],
    });
    return (reply.body.data as Record<string, unknown>[])[0];
  };

  const NEW = {
    item_code: 'GG-NEW-1',
    web_item_name: 'Rose Water Toner 200ml',
    brand: 'Bloom',
    custom_ecommerce_category: 'Face Care',
    custom_regular_price: 7.5,
    custom_sale_price: 6.25,
    custom_stock_available: 12,
    short_description: 'A gentle toner.',
    web_long_description:
      '<p>Rose <em>water</em><img src=x onerror="alert(1)"><script>steal()</script><a href="javascript:x()">x</a></p>',
    web_item_name_ar: 'تونر ماء الورد',
    short_description_ar: 'تونر لطيف.',
    web_long_description_ar: '<p style="color:red">ماء <strong>الورد</strong></p><iframe src="https://evil"></iframe>',
  };

  it('creates a hidden item named by its item code, route from its name, descriptions sanitised, search text from both names', async () => {
    const reply = await send('POST', '/catalog/items', NEW);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      name: 'GG-NEW-1',
      item_code: 'GG-NEW-1',
      item_name: 'Rose Water Toner 200ml',
      route: 'rose-water-toner-200ml',
      published: false,
      custom_sale_price: 6.25,
      custom_regular_price: 7.5,
      stock_uom: 'Nos',
      web_long_description: '<p>Rose <em>water</em><a>x</a></p>',
      web_long_description_ar: '<p>ماء <strong>الورد</strong></p>',
    });
    expect(await row('GG-NEW-1')).toMatchObject({
      custom_sale_price: 6250,
      search_text: 'rose water toner 200ml\nتونر ماء الورد',
      website_warehouse: 'Muscat Store - GG',
    });
    expect(await shopItem('rose-water-toner-200ml')).toBeUndefined();
  });

  it('refuses a taken item code or route, an unknown brand or category, sale above regular: 4xx with the reason, nothing written', async () => {
    const count = async () =>
      Number(
        (
          await db.kysely
            .selectFrom('website_item')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [unknown, number, RegExp][] = [
      [{ ...NEW }, 409, /item code "GG-NEW-1" is already used by GG-NEW-1/],
      [{ ...NEW, item_code: 'SKU-1' }, 409, /item code "SKU-1" is already used by ITEM-001/],
      [
        { ...NEW, item_code: 'X-2', route: 'vitamin-c-serum' },
        409,
        /route "vitamin-c-serum" is already used by ITEM-001/,
      ],
      [{ ...NEW, item_code: 'X-3', route: 'x-3', brand: 'Nope' }, 400, /no brand "Nope"/],
      [{ ...NEW, item_code: 'X-4', route: 'x-4', custom_ecommerce_category: 'Nope' }, 400, /no category "Nope"/],
      [
        { ...NEW, item_code: 'X-5', route: 'x-5', custom_sale_price: 8 },
        400,
        /sale price must not be above the regular price/,
      ],
      [{ ...NEW, item_code: 'X-6', route: 'Bad Route' }, 400, /lowercase letters, digits and single hyphens/],
      [{ ...NEW, item_code: 'X-7', route: 'a--b' }, 400, /single hyphens/],
      [{ ...NEW, item_code: 'has space' }, 400, /item code may hold only/],
      [{ ...NEW, item_code: 'X-8', web_item_name: '  ' }, 400, /name is required/],
      [{ ...NEW, item_code: 'X-9', web_item_name: 'تونر' }, 400, /Give the product a route/],
      [{ ...NEW, item_code: 'X-10', custom_regular_price: 1.0001 }, 400, /at most 3 decimals/],
      [{ ...NEW, item_code: 'X-11', custom_stock_available: -1 }, 400, /Stock must not be negative/],
      [{ ...NEW, item_code: 'X-12', website_image: '/media/x.webp' }, 400, /Unrecognized|website_image/],
      [{ item_code: 'X-13' }, 400, /name|Regular price/],
    ];
    for (const [body, status, message] of cases) {
      const reply = await send('POST', '/catalog/items', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(status);
      expect(reply.json().error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('edits every storefront field; a new English name rewrites the search text; a route change is checked for uniqueness', async () => {
    const reply = await send('PATCH', '/catalog/items/GG-NEW-1', {
      web_item_name: 'Damask Rose Toner',
      item_name: 'Damask Rose Toner 200ml',
      route: 'damask-rose-toner',
      brand: 'Aurora',
      custom_ecommerce_category: null,
      short_description: 'Gentle.',
      web_long_description: '<h3>Use</h3><p onclick="x">Daily</p>',
      stock_uom: 'Bottle',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await row('GG-NEW-1')).toMatchObject({
      web_item_name: 'Damask Rose Toner',
      item_name: 'Damask Rose Toner 200ml',
      route: 'damask-rose-toner',
      brand: 'Aurora',
      custom_ecommerce_category: null,
      web_long_description: '<h3>Use</h3><p>Daily</p>',
      stock_uom: 'Bottle',
      search_text: 'damask rose toner\nتونر ماء الورد',
    });
    const taken = await send('PATCH', '/catalog/items/GG-NEW-1', { route: 'body-lotion' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toMatch(/route "body-lotion" is already used by ITEM-004/);
    expect((await send('PATCH', '/catalog/items/GG-NEW-1', { route: 'damask-rose-toner' })).statusCode).toBe(200);
    expect((await send('PATCH', '/catalog/items/GG-NEW-1', { brand: 'Nope' })).statusCode).toBe(400);
    expect((await send('PATCH', '/catalog/items/GG-NEW-1', { item_code: 'OTHER' })).statusCode).toBe(400);
  });

  it('publishing shows the item in the shop at once (cache bumped); unpublishing hides it again', async () => {
    expect(await shopItem('damask-rose-toner')).toBeUndefined(); // the empty answer is cached now
    expect((await send('PATCH', '/catalog/items/GG-NEW-1', { published: true })).statusCode).toBe(200);
    expect(await shopItem('damask-rose-toner')).toMatchObject({
      name: 'GG-NEW-1',
      web_item_name: 'Damask Rose Toner',
      custom_sale_price: 6.25,
    });
    expect((await send('PATCH', '/catalog/items/GG-NEW-1', { published: false })).statusCode).toBe(200);
    expect(await shopItem('damask-rose-toner')).toBeUndefined();
  });

  it('duplicates an item under a new code: hidden, no stock, no images, route from name and code; a taken code is refused', async () => {
    const reply = await send('POST', `/catalog/items/${itemName(1)}/duplicate`, { item_code: 'SKU-1-B' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      name: 'SKU-1-B',
      web_item_name: 'Vitamin C Serum',
      web_item_name_ar: 'سيروم فيتامين سي المضيء',
      route: 'vitamin-c-serum-sku-1-b',
      brand: 'Aurora',
      custom_ecommerce_category: 'Serums',
      custom_regular_price: 12.5,
      custom_stock_available: 0,
      published: false,
      website_image: null,
    });
    const again = await send('POST', `/catalog/items/${itemName(1)}/duplicate`, { item_code: 'SKU-1-B' });
    expect(again.statusCode).toBe(409);
    expect((await send('POST', '/catalog/items/NOPE/duplicate', { item_code: 'Z-1' })).statusCode).toBe(404);
  });

  it('uploads images as WebP (scaled to 2000 px at most), the first becomes the shop image at once; reorders; removes', async () => {
    const big = await png(2400, 1200);
    const first = await upload('GG-NEW-1', [
      { name: 'front.png', bytes: big, type: 'image/png' },
      {
        name: 'back.jpg',
        bytes: await sharp(await png(300, 300))
          .jpeg()
          .toBuffer(),
        type: 'image/jpeg',
      },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const images = first.json().data as { file: string; url: string }[];
    expect(images).toHaveLength(2);
    for (const image of images) expect(image.url).toMatch(/^\/media\/products\/GG-NEW-1-[0-9a-f]{10}\.webp$/);
    const mediaDir = join(testEnv().mediaDir, 'products');
    const stored = await sharp(join(mediaDir, images[0]!.file)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 2000, height: 1000 });
    expect((await row('GG-NEW-1'))!.website_image).toBe(images[0]!.url);

    expect((await send('PATCH', '/catalog/items/GG-NEW-1', { published: true })).statusCode).toBe(200);
    expect(await shopItem('damask-rose-toner')).toMatchObject({ website_image: images[0]!.url }); // cached now
    const reordered = await send('PUT', '/catalog/items/GG-NEW-1/images', {
      files: [images[1]!.file, images[0]!.file],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((reordered.json().data as { url: string }[]).map((i) => i.url)).toEqual([images[1]!.url, images[0]!.url]);
    expect((await row('GG-NEW-1'))!.website_image).toBe(images[1]!.url);
    expect(await shopItem('damask-rose-toner')).toMatchObject({ website_image: images[1]!.url });

    for (const files of [[images[0]!.file], [images[0]!.file, images[0]!.file], [images[0]!.file, 'other.webp']]) {
      const bad = await send('PUT', '/catalog/items/GG-NEW-1/images', { files });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/every image of the product exactly once/);
    }

    const removed = await send('DELETE', `/catalog/items/GG-NEW-1/images/${images[1]!.file}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json().data as { url: string }[]).map((i) => i.url)).toEqual([images[0]!.url]);
    expect((await row('GG-NEW-1'))!.website_image).toBe(images[0]!.url);
    expect(existsSync(join(mediaDir, images[1]!.file))).toBe(false);
    expect((await send('DELETE', `/catalog/items/GG-NEW-1/images/${images[1]!.file}`)).statusCode).toBe(404);
  });

  it('refuses files that are not images, too large, too many, or no file, with the file named; stores nothing', async () => {
    const before = (
      await db.kysely.selectFrom('website_item_image').selectAll().where('item', '=', itemName(2)).execute()
    ).length;
    const cases: [{ name: string; bytes: Buffer; type: string }[], RegExp][] = [
      [
        [{ name: 'notes.png', bytes: Buffer.from('not an image at all'), type: 'image/png' }],
        /"notes.png" is not a JPEG, PNG, WebP or GIF image/,
      ],
      [
        [
          {
            name: 'huge.png',
            bytes: Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024)]),
            type: 'image/png',
          },
        ],
        /"huge.png" is larger than 10 MB/,
      ],
      [
        [
          { name: 'ok.png', bytes: await png(20, 20), type: 'image/png' },
          { name: 'broken.png', bytes: Buffer.concat([(await png(20, 20)).subarray(0, 40)]), type: 'image/png' },
        ],
        /"broken.png" could not be read as an image/,
      ],
      [
        Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, bytes: Buffer.from([0x89]), type: 'image/png' })),
        /At most 10 images/,
      ],
      [[], /Choose an image to upload/],
    ];
    for (const [files, message] of cases) {
      const reply = await upload(itemName(2), files);
      expect(reply.statusCode, files.map((f) => f.name).join()).toBe(400);
      expect(reply.json().error.message).toMatch(message);
    }
    const json = await send('POST', `/catalog/items/${itemName(2)}/images`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toMatch(/multipart\/form-data/);
    expect(
      (await db.kysely.selectFrom('website_item_image').selectAll().where('item', '=', itemName(2)).execute()).length,
    ).toBe(before);
    expect((await upload('NOPE', [{ name: 'a.png', bytes: await png(5, 5), type: 'image/png' }])).statusCode).toBe(404);
  });

  it('refuses more than 10 images per product in all', async () => {
    const ten = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => ({
        name: `s${i}.png`,
        bytes: await png(8 + i, 8),
        type: 'image/png',
      })),
    );
    expect((await upload(itemName(3), ten)).statusCode).toBe(200);
    const more = await upload(itemName(3), [{ name: 'one-more.png', bytes: await png(8, 8), type: 'image/png' }]);
    expect(more.statusCode).toBe(400);
    expect(more.json().error.message).toMatch(/at most 10 images; it has 10, so at most 0 more/);
  });

  it('lists low stock: at most the threshold, fewest first, then by name; a bad threshold is refused', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/api/admin/catalog/low-stock?threshold=3',
      headers: { cookie: staff.cookie },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const rows = reply.json().data as { name: string; custom_stock_available: number }[];
    expect(rows.map((r) => [r.name, r.custom_stock_available])).toEqual([
      [itemName(2), 0],
      ['SKU-1-B', 0],
      [itemName(9), 1],
      [itemName(6), 2],
      [itemName(4), 3],
    ]);
    for (const query of ['threshold=-1', 'threshold=x', 'threshold=1.5', 'limit=0']) {
      const bad = await app.inject({
        method: 'GET',
        url: `/api/admin/catalog/low-stock?${query}`,
        headers: { cookie: staff.cookie },
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('refuses every catalog write without a staff session (401) or without the CSRF token (403)', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/admin/catalog/items', payload: NEW });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/admin/catalog/items',
      payload: { ...NEW, item_code: 'CSRF-1' },
      headers: { cookie: staff.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await row('CSRF-1')).toBeUndefined();
  });
});
