import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_PAGE_NAME } from '@shop/domain/store';
import { createFileImageStorage, MEDIA_URL_PREFIX } from '../adapters/image-storage';
import { createTestDb, type TestDb, testEngines } from '../testing/databases';
import type { OmanDelivery } from './oman-delivery';
import { seedDatabase, type SeedOptions } from './seed';

const now = new Date('2026-06-15T12:00:00Z');
const warehouse = 'Muscat Store - GG';
let mediaDir: string;

/** A slice of the delivery data (the domain's file has all 11 provinces; see oman-delivery.test.ts). */
const omanDelivery: OmanDelivery = {
  provinces: [
    {
      province: 'Muscat',
      name_ar: 'مسقط',
      wilayas: [
        {
          name_en: 'Bawshar',
          name_ar: 'بوشر',
          zones: [
            {
              zone_id: '10',
              name_en: 'Al Khuwair',
              name_ar: 'الخوير',
              category: 'Inside Muscat',
              category_price: 1.5,
              customer_price: 2,
            },
            {
              zone_id: '11',
              name_en: 'Al Ghubrah',
              name_ar: 'الغبرة',
              category: 'Inside Muscat',
              category_price: 1.5,
              customer_price: 2,
            },
          ],
        },
      ],
    },
    {
      province: 'Musandam',
      name_ar: 'مسندم',
      wilayas: [
        {
          name_en: 'Khasab',
          name_ar: 'خصب',
          zones: [
            {
              zone_id: '70',
              name_en: 'Khasab',
              name_ar: 'خصب',
              category: 'Remote Area',
              category_price: 2.6,
              customer_price: 3,
            },
          ],
        },
        {
          name_en: 'Bukha',
          name_ar: 'بخا',
          zones: [
            {
              zone_id: '71',
              name_en: 'Bukha',
              name_ar: 'بخا',
              category: 'Outside Muscat',
              category_price: 1.5,
              customer_price: 2,
            },
          ],
        },
      ],
    },
  ],
};

// One media folder for the file: the second engine finds every image already drawn.
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'seed-media-'));
});
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

const fileOf = (url: string) => join(mediaDir, url.slice(MEDIA_URL_PREFIX.length));

async function imageInfo(url: string) {
  expect(url.startsWith(MEDIA_URL_PREFIX)).toBe(true);
  const bytes = await readFile(fileOf(url));
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe.each(await testEngines())('seed on %s', (engine) => {
  let db: TestDb;
  const options = (): SeedOptions => ({ storage: createFileImageStorage(mediaDir), warehouse, now, omanDelivery });

  beforeAll(async () => {
    db = await createTestDb(engine);
    const report = await seedDatabase(db.kysely, options());
    expect(report).toMatchObject({ skipped: false, products: 300, omanProvinces: 2, warnings: [] });
  });
  afterAll(() => db.close());

  const k = () => db.kysely;

  it('writes ≥ 300 products across ≥ 20 brands, all in the store warehouse', async () => {
    const items = await k().selectFrom('website_item').selectAll().execute();
    expect(items.length).toBeGreaterThanOrEqual(300);
    expect(new Set(items.map((i) => i.brand)).size).toBeGreaterThanOrEqual(20);
    expect(
      items.every((i) => i.website_warehouse === warehouse && i.stock_uom === 'Nos' && i.item_group === 'Products'),
    ).toBe(true);
    const count = (test: (i: (typeof items)[number]) => boolean) => items.filter(test).length;
    expect(count((i) => i.custom_sale_price !== null && i.custom_sale_price < i.custom_regular_price)).toBeGreaterThan(
      50,
    );
    expect(count((i) => i.custom_bogo_offer === 1)).toBeGreaterThan(10);
    expect(count((i) => i.custom_is_dangerous_good_ === 1)).toBeGreaterThan(10);
    expect(count((i) => i.custom_stock_available === 0)).toBeGreaterThan(10);
    expect(count((i) => i.custom_show_on_offer_page === 1)).toBeGreaterThan(15);
    expect(count((i) => i.published === 0)).toBeGreaterThan(0);
    expect(count((i) => i.custom_sale_price === null)).toBeGreaterThan(0);
    const brands = await k().selectFrom('brand').selectAll().execute();
    expect(brands.length).toBeGreaterThanOrEqual(20);
    expect(brands.filter((b) => b.custom_show_on_website === 1).length).toBeGreaterThanOrEqual(20);
  });

  it('lists each published product of the store under its own name, so no name shows two prices', async () => {
    const shared = await k()
      .selectFrom('website_item')
      .select(['web_item_name', (eb) => eb.fn.countAll().as('n')])
      .where('published', '=', 1)
      .where('website_warehouse', '=', warehouse)
      .groupBy('web_item_name')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(shared).toEqual([]);
  });

  it('builds ≥ 30 categories in exactly 3 levels, products on leaves', async () => {
    const categories = await k().selectFrom('ecommerce_category').selectAll().execute();
    expect(categories.length).toBeGreaterThanOrEqual(30);
    const parent = new Map(categories.map((c) => [c.name, c.parent_ecommerce_category]));
    const depth = (name: string): number => (parent.get(name) ? 1 + depth(parent.get(name)!) : 1);
    expect(new Set(categories.map((c) => depth(c.name)))).toEqual(new Set([1, 2, 3]));
    const groups = new Set(categories.map((c) => c.parent_ecommerce_category).filter(Boolean));
    expect(categories.every((c) => c.is_group === (groups.has(c.name) ? 1 : 0))).toBe(true);
    const used = await k().selectFrom('website_item').select('custom_ecommerce_category').distinct().execute();
    expect(used.every((u) => !groups.has(u.custom_ecommerce_category!))).toBe(true);
  });

  it('keeps nested-set bounds: lft/rgt descendants are the subtree by parent links', async () => {
    const categories = await k().selectFrom('ecommerce_category').selectAll().execute();
    const children = (name: string): string[] =>
      categories.filter((c) => c.parent_ecommerce_category === name).map((c) => c.name);
    const subtree = (name: string): string[] => [name, ...children(name).flatMap(subtree)];
    for (const root of ['Skin Care', 'Face', 'Fragrance', 'Serums']) {
      const rows = await k()
        .selectFrom('ecommerce_category as d')
        .innerJoin('ecommerce_category as a', (j) => j.onRef('d.lft', '>=', 'a.lft').onRef('d.rgt', '<=', 'a.rgt'))
        .where('a.name', '=', root)
        .select('d.name')
        .execute();
      expect(rows.map((r) => r.name).sort()).toEqual(subtree(root).sort());
    }
  });

  it('draws real WebP images for products, categories, brands and banners', async () => {
    const urls = await k().selectFrom('website_item').select('website_image').distinct().execute();
    expect(urls.length).toBeGreaterThan(50);
    for (const { website_image } of urls)
      expect(await imageInfo(website_image!)).toEqual({ format: 'webp', width: 600, height: 600 });
    const homepage = await k()
      .selectFrom('ecommerce_category')
      .select('ecommerce_category_image')
      .where('show_on_homepage', '=', 1)
      .execute();
    expect(homepage.length).toBeGreaterThanOrEqual(6);
    for (const c of homepage)
      expect(await imageInfo(c.ecommerce_category_image!)).toMatchObject({ width: 480, height: 480 });
    const brand = await k().selectFrom('brand').select('image').executeTakeFirstOrThrow();
    expect(await imageInfo(brand.image!)).toMatchObject({ format: 'webp' });
  });

  it('writes the home page: slider with 4 banners, categories grid, ≥ 3 carousels, brands', async () => {
    const page = await k()
      .selectFrom('web_page')
      .selectAll()
      .where('name', '=', HOME_PAGE_NAME)
      .executeTakeFirstOrThrow();
    expect(page.published).toBe(1);
    const blocks = await k()
      .selectFrom('web_page_block')
      .selectAll()
      .where('parent', '=', HOME_PAGE_NAME)
      .orderBy('idx')
      .execute();
    expect(blocks.map((b) => b.web_template).slice(0, 2)).toEqual(['SS Slider', 'SS Categories Grid']);
    const slider = JSON.parse(blocks[0]!.web_template_values) as Record<string, string>;
    for (let n = 1; n <= 4; n += 1) {
      expect(await imageInfo(slider[`banner_${n}`]!)).toMatchObject({ width: 1600, height: 500 });
      expect(await imageInfo(slider[`mobile_banner_${n}`]!)).toMatchObject({ width: 800, height: 800 });
      expect(slider[`link_banner_${n}`]).toMatch(/^\/shop\?category=/);
    }
    const carousels = blocks
      .slice(2)
      .map((b) => JSON.parse(b.web_template_values) as { title: string; categories: string[] });
    expect(carousels.length).toBeGreaterThanOrEqual(3);
    expect(carousels.map((c) => c.title)).toEqual(
      expect.arrayContaining(['New Arrivals', 'Best of Skin Care', 'Fragrance Picks']),
    );
    expect(carousels.find((c) => c.title === 'Best of Skin Care')!.categories).toEqual(['Skin Care']);
    const brands = await k().selectFrom('web_page_brand').selectAll().where('parent', '=', HOME_PAGE_NAME).execute();
    expect(brands.length).toBeGreaterThan(0);
  });

  it('writes site settings and six countries with their shipping fallbacks', async () => {
    const settings = Object.fromEntries(
      (await k().selectFrom('site_setting').selectAll().execute()).map((s) => [s.key, JSON.parse(s.value) as unknown]),
    );
    expect(settings.free_shipping_above).toBe(20);
    const countries = settings.valid_countries as {
      sections: { name: string; name_ar: string; prefix: string; valid_length: number }[];
    };
    expect(countries.sections[0]).toEqual({ name: 'Oman', name_ar: 'عُمان', prefix: '968', valid_length: 11 });
    expect(countries.sections.map((c) => c.name_ar)).toEqual([
      'عُمان',
      'الإمارات',
      'السعودية',
      'قطر',
      'الكويت',
      'البحرين',
    ]);
    expect(countries.sections.map((c) => c.prefix)).toEqual(['968', '971', '966', '974', '965', '973']);
    expect((settings.pickup_times as { sections: unknown[] }).sections.length).toBeGreaterThan(0);
    expect(settings.delivery_info).toMatch(/OMR 20\.000/);
    const outlets = (settings.outlets as { sections: { name: string; name_ar: string }[] }).sections;
    expect(outlets.map((o) => [o.name, o.name_ar])).toEqual([
      ['Gulf Glow — Muscat Grand Mall', 'فرع مسقط جراند مول'],
      ['Gulf Glow — Al Mouj Marina Walk', 'فرع ممشى مارينا الموج'],
    ]);
    expect(settings.shop_contact).toMatchObject({ whatsapp: expect.stringMatching(/^968\d{8}$/) });

    const fallbacks = await k()
      .selectFrom('country')
      .select(['code', 'shipping_fallback'])
      .orderBy('sort_order')
      .execute();
    expect(fallbacks.map((c) => [c.code, c.shipping_fallback])).toEqual([
      ['OM', 2000],
      ['AE', 3500],
      ['SA', 5000],
      ['QA', 5000],
      ['KW', 5000],
      ['BH', 5000],
    ]);
  });

  it('writes Oman provinces, wilayas and zones with prices in baisa, replacing them on reseed', async () => {
    await seedDatabase(k(), options());
    const zones = await k()
      .selectFrom('oman_zone as z')
      .innerJoin('oman_wilaya as w', 'w.id', 'z.wilaya_id')
      .innerJoin('oman_province as p', 'p.id', 'w.province_id')
      .select([
        'p.name as province',
        'w.name_en as wilaya',
        'z.zone_id',
        'z.name_ar',
        'z.category',
        'z.category_price',
        'z.customer_price',
      ])
      .orderBy('z.zone_id')
      .execute();
    expect(zones).toEqual([
      {
        province: 'Muscat',
        wilaya: 'Bawshar',
        zone_id: '10',
        name_ar: 'الخوير',
        category: 'Inside Muscat',
        category_price: 1500,
        customer_price: 2000,
      },
      {
        province: 'Muscat',
        wilaya: 'Bawshar',
        zone_id: '11',
        name_ar: 'الغبرة',
        category: 'Inside Muscat',
        category_price: 1500,
        customer_price: 2000,
      },
      {
        province: 'Musandam',
        wilaya: 'Khasab',
        zone_id: '70',
        name_ar: 'خصب',
        category: 'Remote Area',
        category_price: 2600,
        customer_price: 3000,
      },
      {
        province: 'Musandam',
        wilaya: 'Bukha',
        zone_id: '71',
        name_ar: 'بخا',
        category: 'Outside Muscat',
        category_price: 1500,
        customer_price: 2000,
      },
    ]);
    expect(await k().selectFrom('oman_province').select('name').orderBy('sort_order').execute()).toEqual([
      { name: 'Muscat' },
      { name: 'Musandam' },
    ]);
  });

  it('seeds everything else and warns when the Oman data is missing', async () => {
    const report = await seedDatabase(k(), { ...options(), omanDelivery: null });
    expect(report.omanProvinces).toBe(0);
    expect(report.warnings).toEqual([expect.stringContaining('Oman delivery data not found')]);
    expect(report.products).toBe(300);
  });

  it('writes discount codes of each type, an expired one and one at its usage limit', async () => {
    const codes = await k().selectFrom('discount_code').selectAll().execute();
    const byCode = new Map(codes.map((c) => [c.code, c]));
    expect(byCode.get('GLOW10')).toMatchObject({ type: 'percentage', value: 10, active: 1 });
    expect(byCode.get('SAVE5')).toMatchObject({ type: 'fixed', value: 5000 });
    expect(byCode.get('FREESHIP')).toMatchObject({ type: 'shipping' });
    expect(byCode.get('SUMMER24')!.valid_to! < '2026-06-15').toBe(true);
    const limited = codes.find((c) => c.usage_limit !== null && c.used_count >= c.usage_limit);
    expect(limited).toBeDefined();
  });

  it('writes published and pending reviews with ratings as fractions', async () => {
    const reviews = await k().selectFrom('website_item_review').selectAll().execute();
    expect(reviews.some((r) => r.docstatus === 1)).toBe(true);
    expect(reviews.some((r) => r.docstatus === 0)).toBe(true);
    expect(reviews.every((r) => r.rating > 0 && r.rating <= 1 && Number.isInteger(r.rating * 5))).toBe(true);
  });

  it('seeds again without failing, with --reset, and skips with --if-empty', async () => {
    const before = await k()
      .selectFrom('website_item')
      .select(['name', 'route', 'custom_regular_price'])
      .orderBy('name')
      .execute();
    const again = await seedDatabase(k(), options());
    expect(again.images.generated).toBe(0);
    const reset = await seedDatabase(k(), { ...options(), reset: true });
    expect(reset.products).toBe(300);
    const after = await k()
      .selectFrom('website_item')
      .select(['name', 'route', 'custom_regular_price'])
      .orderBy('name')
      .execute();
    expect(after).toEqual(before);
    const blocks = await k().selectFrom('web_page_block').select('id').execute();
    expect(blocks.length).toBe(2 + 5);
    expect(await seedDatabase(k(), { ...options(), ifEmpty: true })).toMatchObject({ skipped: true, products: 0 });
  });
});
