import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { siteSettingRows } from '../../seed/settings';
import { type TestDb, testEngines } from '../../testing/databases';
import { withTestApp } from '../../testing/test-app';
import { createSettingsService, invalidateSiteSettings } from './settings.service';

const seededAt = new Date('2026-03-04T05:06:07.089Z');
const seeded = Object.fromEntries(siteSettingRows(seededAt).map((r) => [r.key, JSON.parse(r.value) as unknown]));
type PickupSection = { value: string; label: string; label_ar?: string };
const pickupSections = (seeded.pickup_times as { sections: PickupSection[] }).sections;
type NamedSection = { name: string; name_ar?: string };
const outletSections = (seeded.outlets as { sections: NamedSection[] }).sections;
const countrySections = (seeded.valid_countries as { sections: NamedSection[] }).sections;
/** A named list as a reader gets it: the English name kept (orders store it), the label in the reader's language. */
const labelled = (sections: NamedSection[], arabic: boolean) =>
  sections.map(({ name_ar: nameAr, ...entry }) => ({ ...entry, label: arabic ? nameAr : entry.name }));
/** The seeded settings as an English reader gets them: the Arabic siblings left out. */
const { delivery_info_ar: deliveryInfoAr, ...seededEnglish } = seeded;
const {
  address_ar: _addressAr,
  legal_name_ar: _legalNameAr,
  ...taxSellerEnglish
} = seeded.tax_seller as Record<string, unknown>;
const english = {
  ...seededEnglish,
  tax_seller: taxSellerEnglish,
  pickup_times: { sections: pickupSections.map(({ value, label }) => ({ value, label })) },
  outlets: { sections: labelled(outletSections, false) },
  valid_countries: { sections: labelled(countrySections, false) },
};

describe.each(await testEngines())('global-settings on %s', (engine) => {
  let db: TestDb;
  let app: App;

  const suite = withTestApp(engine, async (db) => {
    await db.kysely.insertInto('site_setting').values(siteSettingRows(seededAt)).execute();
  });
  beforeAll(() => ({ db, app } = suite));

  it('answers the seeded rows in Strapi’s collection envelope, without auth', async () => {
    const reply = await app.inject({ url: '/api/global-settings?populate=*' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      data: [
        {
          id: 1,
          attributes: { ...english, createdAt: '2026-03-04T05:06:07.089Z', updatedAt: '2026-03-04T05:06:07.089Z' },
        },
      ],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
    });
  });

  it('answers an Arabic reader in Arabic: delivery info and pickup labels, with Content-Language and Vary', async () => {
    const reply = await app.inject({
      url: '/api/global-settings?populate=*',
      headers: { 'accept-language': 'ar-OM,ar;q=0.9,en;q=0.5' },
    });
    expect(reply.headers['content-language']).toBe('ar');
    expect(reply.headers.vary).toContain('Accept-Language');
    const { attributes } = reply.json().data[0];
    expect(attributes.delivery_info).toBe(deliveryInfoAr);
    expect(attributes.pickup_times.sections).toEqual(
      pickupSections.map(({ value, label_ar }) => ({ value, label: label_ar })),
    );
    expect(attributes).not.toHaveProperty('delivery_info_ar');
    expect(attributes.outlets.sections).toEqual(labelled(outletSections, true));
    expect(attributes.outlets.sections.map((o: { name: string; label: string }) => [o.name, o.label])).toEqual([
      ['Gulf Glow — Muscat Grand Mall', 'فرع مسقط جراند مول'],
      ['Gulf Glow — Al Mouj Marina Walk', 'فرع ممشى مارينا الموج'],
    ]);
    expect(attributes.valid_countries.sections.map((c: { name: string; label: string }) => [c.name, c.label])).toEqual([
      ['Oman', 'عُمان'],
      ['UAE', 'الإمارات'],
      ['Saudi Arabia', 'السعودية'],
      ['Qatar', 'قطر'],
      ['Kuwait', 'الكويت'],
      ['Bahrain', 'البحرين'],
    ]);
  });

  it('labels an outlet or country with no Arabic name by its English name on Arabic requests', async () => {
    const plain = { sections: [{ name: 'Gulf Glow — Nizwa Grand Mall', default: true }] };
    await db.kysely
      .updateTable('site_setting')
      .set({ value: JSON.stringify(plain) })
      .where('key', '=', 'outlets')
      .execute();
    invalidateSiteSettings();
    try {
      const reply = await app.inject({ url: '/api/global-settings', headers: { 'accept-language': 'ar' } });
      expect(reply.json().data[0].attributes.outlets).toEqual({
        sections: [{ name: 'Gulf Glow — Nizwa Grand Mall', label: 'Gulf Glow — Nizwa Grand Mall', default: true }],
      });
    } finally {
      await db.kysely
        .updateTable('site_setting')
        .set({ value: JSON.stringify(seeded.outlets) })
        .where('key', '=', 'outlets')
        .execute();
      invalidateSiteSettings();
    }
  });

  it('answers in English without Accept-Language or for another language, saying so', async () => {
    for (const headers of [{}, { 'accept-language': 'fr-FR' }]) {
      const reply = await app.inject({ url: '/api/global-settings', headers });
      expect(reply.headers['content-language']).toBe('en');
      expect(reply.headers.vary).toContain('Accept-Language');
      expect(reply.json().data[0].attributes.delivery_info).toBe(seeded.delivery_info);
    }
  });

  it('shows the English text to an Arabic reader where no Arabic is written', async () => {
    await db.kysely.deleteFrom('site_setting').where('key', '=', 'delivery_info_ar').execute();
    invalidateSiteSettings();
    const reply = await app.inject({ url: '/api/global-settings', headers: { 'accept-language': 'ar' } });
    expect(reply.json().data[0].attributes.delivery_info).toBe(seeded.delivery_info);
    await db.kysely
      .insertInto('site_setting')
      .values(siteSettingRows(seededAt).filter((r) => r.key === 'delivery_info_ar'))
      .execute();
    invalidateSiteSettings();
  });

  it('carries the keys the storefront reads, with their shapes', async () => {
    const { attributes } = (await app.inject({ url: '/api/global-settings?populate=*' })).json().data[0];
    expect(attributes.free_shipping_above).toBe(20);
    expect(attributes.valid_countries.sections[0]).toEqual({
      name: 'Oman',
      label: 'Oman',
      prefix: '968',
      valid_length: 11,
    });
    expect(attributes.valid_countries.sections.map((s: { name: string }) => s.name)).toContain('UAE');
    expect(attributes.pickup_times.sections.every((s: object) => Object.keys(s).join() === 'value,label')).toBe(true);
    expect(typeof attributes.delivery_info).toBe('string');
    expect(attributes.outlets.sections.filter((o: { default: boolean }) => o.default)).toHaveLength(1);
    expect(Object.keys(attributes.shop_contact).sort()).toEqual(['email', 'instagram', 'phone', 'whatsapp']);
  });

  it('ignores unknown query parameters and a missing populate', async () => {
    const plain = (await app.inject({ url: '/api/global-settings' })).json();
    for (const url of [
      '/api/global-settings?foo=bar',
      '/api/global-settings?populate=deep,3&pagination[page]=9&sort=x',
      '/api/global-settings?populate[0]=outlets',
    ]) {
      const reply = await app.inject({ url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.json()).toEqual(plain);
    }
  });

  it('never answers 500 to a hostile query', async () => {
    for (const url of [
      `/api/global-settings?populate=${'x'.repeat(5000)}`,
      '/api/global-settings?populate=a&populate=b',
      "/api/global-settings?populate=*'%20OR%201=1--",
      '/api/global-settings?%00=%ff',
    ]) {
      const reply = await app.inject({ url });
      expect(reply.statusCode, url).toBeLessThan(500);
    }
  });

  it('the service caches for a few seconds and invalidate() forgets the copy', async () => {
    const settings = createSettingsService(db.kysely);
    expect(await settings.value('free_shipping_above')).toBe(20);
    await db.kysely
      .updateTable('site_setting')
      .set({ value: '25', modified: '2026-05-01 00:00:00.000' })
      .where('key', '=', 'free_shipping_above')
      .execute();
    try {
      expect(await settings.value('free_shipping_above')).toBe(20);
      settings.invalidate();
      expect(await settings.value('free_shipping_above')).toBe(25);
      expect((await settings.globalSettings()).attributes.updatedAt).toBe('2026-05-01T00:00:00.000Z');
    } finally {
      await db.kysely
        .updateTable('site_setting')
        .set({ value: '20', modified: '2026-03-04 05:06:07.089' })
        .where('key', '=', 'free_shipping_above')
        .execute();
    }
  });

  it('the route serves its cached copy until invalidateSiteSettings() is called after a write', async () => {
    const threshold = async () =>
      (await app.inject({ url: '/api/global-settings?populate=*' })).json().data[0].attributes.free_shipping_above;
    expect(await threshold()).toBe(20);
    await db.kysely
      .updateTable('site_setting')
      .set({ value: '30', modified: '2026-05-02 00:00:00.000' })
      .where('key', '=', 'free_shipping_above')
      .execute();
    try {
      expect(await threshold()).toBe(20);
      invalidateSiteSettings();
      expect(await threshold()).toBe(30);
    } finally {
      await db.kysely
        .updateTable('site_setting')
        .set({ value: '20', modified: '2026-03-04 05:06:07.089' })
        .where('key', '=', 'free_shipping_above')
        .execute();
      invalidateSiteSettings();
    }
    expect(await threshold()).toBe(20);
  });

  it('a value that is not JSON is passed through as text', async () => {
    await db.kysely
      .insertInto('site_setting')
      .values({ key: 'announcement', value: 'Eid hours: 4 PM - midnight', modified: '2026-03-04 05:06:07.089' })
      .execute();
    try {
      const settings = createSettingsService(db.kysely);
      expect(await settings.value('announcement')).toBe('Eid hours: 4 PM - midnight');
    } finally {
      await db.kysely.deleteFrom('site_setting').where('key', '=', 'announcement').execute();
    }
  });
});
