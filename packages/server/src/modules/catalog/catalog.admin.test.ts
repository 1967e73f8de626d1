import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { openAdminTestApp } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { callApi, insertCatalog, itemName, resourcePath } from '../resource/resource-fixtures';

const STAFF = { email: 'catalog@example.om', name: 'Catalog Staff', password: 'catalog staff password' };

/**
 * /api/admin/catalog on a real database. Catalog (resource-fixtures, baisa): ITEM-001..009,
 * SKU-1 Vitamin C Serum 12.500, SKU-2 Hyaluronic Serum 8.000 (was 10.000), SKU-7 unpublished,
 * SKU-8 in another warehouse, SKU-9 'SERUM Stick'.
 */
describe.each(await testEngines())('admin catalog on %s', (engine) => {
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

  const list = async (query: string) => {
    const reply = await app.inject({
      method: 'GET',
      url: `/api/admin/catalog/items?${query}`,
      headers: { cookie: staff.cookie },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as {
      data: { name: string; web_item_name: string }[];
      meta: { nextCursor: string | null; total: number | null };
    };
  };
  const patch = (name: string, body: unknown) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/catalog/items/${encodeURIComponent(name)}`,
      payload: body as object,
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
    });
  const row = (name: string) =>
    db.kysely.selectFrom('website_item').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

  it('pages through every item by name with a keyset cursor and the total', async () => {
    const first = await list('limit=4');
    expect(first.data.map((i) => i.name)).toEqual([1, 2, 3, 4].map(itemName));
    expect(first.meta).toMatchObject({ nextCursor: itemName(4), total: 9 });
    const second = await list(`limit=4&after=${first.meta.nextCursor}`);
    expect(second.data.map((i) => i.name)).toEqual([5, 6, 7, 8].map(itemName));
    const last = await list(`limit=4&after=${second.meta.nextCursor}`);
    expect(last.data.map((i) => i.name)).toEqual([itemName(9)]);
    expect(last.meta.nextCursor).toBeNull();
  });

  it('lists prices in OMR and flags as booleans, unpublished and other-warehouse items included', async () => {
    const { data } = await list('limit=100');
    expect(data).toHaveLength(9);
    expect(data.find((i) => i.name === itemName(2))).toMatchObject({
      item_code: 'SKU-2',
      custom_sale_price: 8,
      custom_regular_price: 10,
      custom_stock_available: 0,
      published: true,
      custom_show_on_offer_page: true,
      custom_bogo_offer: false,
    });
    expect(data.find((i) => i.name === itemName(7))).toMatchObject({ published: false });
  });

  it('searches names (contains, any case) and item codes (exact, any case)', async () => {
    const byName = await list('q=serum');
    expect(byName.data.map((i) => i.web_item_name)).toEqual([
      'Vitamin C Serum',
      'Hyaluronic Serum',
      'Dubai Serum',
      'SERUM Stick',
    ]);
    expect(byName.meta.total).toBeNull();
    expect((await list('q=serum&limit=2')).meta.nextCursor).toBe(itemName(2));
    expect((await list('q=sku-3')).data.map((i) => i.name)).toEqual([itemName(3)]);
    expect((await list('q=%25')).data).toEqual([]);
    expect((await list('q=_')).data).toEqual([]);
  });

  it('refuses bad list queries with 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'unknown=1']) {
      const reply = await app.inject({
        method: 'GET',
        url: `/api/admin/catalog/items?${query}`,
        headers: { cookie: staff.cookie },
      });
      expect(reply.statusCode, query).toBe(400);
    }
  });

  it('reads one item, 404 for an unknown one', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: `/api/admin/catalog/items/${itemName(1)}`,
      headers: { cookie: staff.cookie },
    });
    expect(reply.json().data).toMatchObject({ name: itemName(1), custom_sale_price: 12.5 });
    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/catalog/items/NOPE',
      headers: { cookie: staff.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('edits prices in OMR (stored in baisa) and the public listing shows them at once (cache bumped)', async () => {
    const publicPrice = async () => {
      const reply = await callApi(app, resourcePath('Website Item'), {
        fields: ['name', 'custom_sale_price', 'custom_regular_price'],
        filters: [['name', '=', itemName(5)]],
      });
      return (reply.body.data as Record<string, unknown>[])[0];
    };
    expect(await publicPrice()).toMatchObject({ custom_sale_price: 4.5, custom_regular_price: 4.5 }); // now cached
    const reply = await patch(itemName(5), { custom_sale_price: 3.25, custom_regular_price: 4.75 });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ custom_sale_price: 3.25, custom_regular_price: 4.75 });
    expect(await row(itemName(5))).toMatchObject({ custom_sale_price: 3250, custom_regular_price: 4750 });
    expect(await publicPrice()).toMatchObject({ custom_sale_price: 3.25, custom_regular_price: 4.75 });
  });

  it('edits stock and the published, Offers, BOGO and dangerous-good flags', async () => {
    const reply = await patch(itemName(1), {
      custom_stock_available: 42,
      published: false,
      custom_show_on_offer_page: true,
      custom_bogo_offer: true,
      custom_is_dangerous_good_: true,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await row(itemName(1))).toMatchObject({
      custom_stock_available: 42,
      published: 0,
      custom_show_on_offer_page: 1,
      custom_bogo_offer: 1,
      custom_is_dangerous_good_: 1,
      custom_sale_price: 12500,
    });
    expect((await patch(itemName(1), { published: true, custom_bogo_offer: false })).statusCode).toBe(200);
    expect(await row(itemName(1))).toMatchObject({ published: 1, custom_bogo_offer: 0, custom_stock_available: 42 });
  });

  it('refuses bad edits with 400 and writes nothing', async () => {
    const before = await row(itemName(3));
    const bad: [unknown, RegExp][] = [
      [{ custom_sale_price: 26 }, /sale price must not be above the regular price/],
      [{ custom_regular_price: 19.999 }, /sale price must not be above the regular price/],
      [{ custom_sale_price: -1 }, /must not be negative/],
      [{ custom_regular_price: 30.0001 }, /at most 3 decimals/],
      [{ custom_regular_price: '30' }, /number/],
      [{ custom_stock_available: -1 }, /Stock must not be negative/],
      [{ custom_stock_available: 1.5 }, /whole number/],
      [{ published: 'yes' }, /published/],
      [{ custom_stock_available: 3, name: 'X' }, /name|Unrecognized/i],
      [{}, /Nothing to change/],
    ];
    for (const [body, message] of bad) {
      const reply = await patch(itemName(3), body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await row(itemName(3))).toEqual(before);
  });

  it('allows clearing the sale price (not sold) and a sale price equal to the regular price; 404 for unknown items', async () => {
    expect((await patch(itemName(6), { custom_sale_price: 35 })).statusCode).toBe(200);
    expect((await patch(itemName(6), { custom_sale_price: null })).statusCode).toBe(200);
    expect((await row(itemName(6))).custom_sale_price).toBeNull();
    expect((await patch('NOPE', { custom_stock_available: 1 })).statusCode).toBe(404);
  });
  it('edits the Arabic name and descriptions; the search finds the item by its new Arabic name at once', async () => {
    const reply = await patch(itemName(4), {
      web_item_name_ar: '  لوشن الجسم بزبدة الشيا ',
      short_description_ar: 'ترطيب يدوم 48 ساعة.',
      web_long_description_ar: '<p onclick="x()">لوشن <strong>خفيف</strong><script>1</script></p>',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      web_item_name: 'Body Lotion',
      web_item_name_ar: 'لوشن الجسم بزبدة الشيا',
      short_description_ar: 'ترطيب يدوم 48 ساعة.',
      web_long_description_ar: '<p>لوشن <strong>خفيف</strong></p>',
    });
    expect((await row(itemName(4))).search_text).toBe('body lotion\nلوشن الجسم بزبده الشيا');
    const found = await callApi(app, resourcePath('Website Item'), {
      filters: [['search_text', 'like', '%زبدة الشيا%']],
    });
    expect((found.body.data as { name: string }[]).map((r) => r.name)).toEqual([itemName(4)]);
    expect((await list('q=%D8%B2%D8%A8%D8%AF%D9%87')).data.map((i) => i.name)).toEqual([itemName(4)]);
  });

  it('removes an Arabic text given empty; the search text keeps only the English name', async () => {
    expect((await patch(itemName(4), { web_item_name_ar: '', web_long_description_ar: null })).statusCode).toBe(200);
    expect(await row(itemName(4))).toMatchObject({
      web_item_name_ar: null,
      web_long_description_ar: null,
      search_text: 'body lotion',
    });
  });
});
