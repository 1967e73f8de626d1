import { beforeAll, describe, expect, it } from 'vitest';
import { type App } from './app';
import { type TestDb, testEngines } from '../testing/databases';
import { insertCatalog } from '../modules/resource/resource-fixtures';
import { withTestApp } from '../testing/test-app';

describe.each(await testEngines())('content service on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let fullPrice: string;
  let onSale: string;

  const suite = withTestApp(engine, async (db) => {
    await insertCatalog(db);
    const k = db.kysely;
    const at = '2026-01-01 00:00:00.000';
    await k
      .insertInto('site_setting')
      .values([
        { key: 'free_shipping_above', value: '20', modified: at },
        {
          key: 'valid_countries',
          value: JSON.stringify({ sections: [{ name: 'Oman', prefix: '968', valid_length: 11 }] }),
          modified: '2026-02-01 00:00:00.000',
        },
      ])
      .execute();
    const base = {
      valid_from: null,
      valid_to: null,
      usage_limit: null,
      used_count: 0,
      active: 1,
      description: '',
      creation: at,
      modified: at,
    };
    await k
      .insertInto('discount_code')
      .values([
        { ...base, code: 'GLOW10', type: 'percentage', value: 10 },
        { ...base, code: 'SAVE5', type: 'fixed', value: 5000 },
        { ...base, code: 'FREESHIP', type: 'shipping', value: 0 },
        { ...base, code: 'SUMMER24', type: 'percentage', value: 20, valid_to: '2024-09-30 00:00:00.000' },
      ])
      .execute();
    const items = await k
      .selectFrom('website_item')
      .select(['item_code', 'custom_sale_price', 'custom_regular_price'])
      .where('published', '=', 1)
      .where('custom_sale_price', 'is not', null)
      .execute();
    fullPrice = items.find((i) => i.custom_sale_price === i.custom_regular_price)!.item_code;
    onSale = items.find((i) => i.custom_sale_price! < i.custom_regular_price)!.item_code;
    const prov = await k
      .insertInto('oman_province')
      .values({ name: 'Muscat', name_ar: 'مسقط', sort_order: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const wil = await k
      .insertInto('oman_wilaya')
      .values({ province_id: prov.id, name_en: 'Bawshar', name_ar: 'بوشر', sort_order: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await k
      .insertInto('oman_zone')
      .values({
        zone_id: '9',
        wilaya_id: wil.id,
        name_en: 'Qurum',
        name_ar: 'القرم',
        category: 'Inside Muscat',
        category_price: 1500,
        customer_price: 2000,
      })
      .execute();
  });
  beforeAll(() => ({ db, app } = suite));

  const check = (body: unknown) => app.inject({ method: 'POST', url: '/api/discount-check', payload: body as object });

  it('global-settings answers in Strapi’s envelope with every key as an attribute', async () => {
    const reply = await app.inject({ url: '/api/global-settings?populate=*' });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 1 });
    expect(body.data[0]).toMatchObject({
      id: 1,
      attributes: {
        free_shipping_above: 20,
        valid_countries: { sections: [{ name: 'Oman', prefix: '968', valid_length: 11 }] },
      },
    });
    expect(body.data[0].attributes.updatedAt).toBe('2026-02-01T00:00:00.000Z');
  });

  it('discount-check applies each type, case-insensitively, with prices from the database', async () => {
    expect(
      (await check({ discount_code: 'glow10', items: [{ item_code: fullPrice, quantity: 1 }] })).json().data,
    ).toMatchObject({
      status: true,
      type: 'percentage',
      amount: 10,
      code: 'GLOW10',
    });
    expect(
      (await check({ discount_code: 'FREESHIP', items: [{ item_code: onSale, quantity: 1 }] })).json().data,
    ).toMatchObject({
      status: true,
      type: 'shipping',
    });
    const fixed = (await check({ discount_code: 'SAVE5', items: [{ item_code: fullPrice, quantity: 50 }] })).json()
      .data;
    expect(fixed).toMatchObject({ status: true, type: 'fixed', amount: 5 });
  });

  it('unknown, expired, all-on-sale and unknown items get status false with a reason', async () => {
    expect(
      (await check({ discount_code: 'NOPE', items: [{ item_code: fullPrice, quantity: 1 }] })).json().data,
    ).toMatchObject({
      status: false,
      reason: 'This code does not exist.',
    });
    expect(
      (await check({ discount_code: 'SUMMER24', items: [{ item_code: fullPrice, quantity: 1 }] })).json().data.reason,
    ).toBe('This code has expired.');
    expect(
      (await check({ discount_code: 'GLOW10', items: [{ item_code: onSale, quantity: 1 }] })).json().data.status,
    ).toBe(false);
    expect(
      (await check({ discount_code: 'GLOW10', items: [{ item_code: 'NO-SUCH', quantity: 1 }] })).json().data,
    ).toMatchObject({
      status: false,
      reason: 'Item NO-SUCH is not available.',
    });
  });

  it('refuses hostile bodies with a 400 and changes nothing', async () => {
    const bad = [
      { discount_code: 'GLOW10', items: [{ item_code: fullPrice, quantity: 1, price: 0.001 }] },
      { discount_code: 'GLOW10', items: [{ item_code: fullPrice, quantity: 0 }] },
      { discount_code: 'GLOW10', items: [{ item_code: fullPrice, quantity: 1.5 }] },
      { discount_code: '', items: [{ item_code: fullPrice, quantity: 1 }] },
      { discount_code: 'GLOW10', items: [] },
      { discount_code: 'GLOW10', items: Array.from({ length: 101 }, () => ({ item_code: fullPrice, quantity: 1 })) },
      { discount_code: 42, items: 'x' },
      { discount_code: 'GLOW10', items: [{ item_code: fullPrice, quantity: 1 }], grand_total: 0 },
    ];
    for (const body of bad) {
      const reply = await check(body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    }
    const raw = await app.inject({
      method: 'POST',
      url: '/api/discount-check',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(raw.statusCode).toBe(400);
    const used = await db.kysely.selectFrom('discount_code').select(['code', 'used_count']).execute();
    expect(used.every((c) => c.used_count === 0)).toBe(true);
  });

  it('delivery-zones returns the province → wilaya → zone tree with prices in rial', async () => {
    const body = (await app.inject({ url: '/api/delivery-zones' })).json();
    expect(body.data).toEqual([
      {
        province: 'Muscat',
        name_ar: 'مسقط',
        wilayas: [
          {
            name_en: 'Bawshar',
            name_ar: 'بوشر',
            zones: [
              {
                zone_id: '9',
                name_en: 'Qurum',
                name_ar: 'القرم',
                category: 'Inside Muscat',
                category_price: 1.5,
                customer_price: 2,
              },
            ],
          },
        ],
      },
    ]);
  });

  it('the OpenAPI document lists both services', async () => {
    const paths = Object.keys((await app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/global-settings',
        '/api/discount-check',
        '/api/delivery-zones',
        '/api/resource/{doctype}',
        '/api/method/frappe.client.get_list',
      ]),
    );
    expect(paths.some((p) => p.startsWith('/sandbox'))).toBe(false);
  });
});
