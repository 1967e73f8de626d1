import { normaliseSearchText } from '@shop/domain/search-text';
import { describe, expect, it } from 'vitest';
import { brandRows, categoryRows } from './catalog';
import { HEROES_AR } from './data/arabic-heroes';
import { homePageRows } from './home-page';
import { siteSettingRows } from './settings';
import { displayNameAr, formatSizeAr } from './names';
import { templateNames } from './name-space';
import { generateProducts, TEMPLATES } from './products';

const context = { warehouse: 'Muscat Store - GG', now: new Date('2026-06-15T12:00:00Z') };
const ARABIC_LETTER = /[\u0621-\u064A]/;
const latinWords = (text: string) => text.match(/[A-Za-z]+/g) ?? [];

describe('the demo catalog in Arabic (issue 16)', () => {
  const products = [...generateProducts(3000, context)];

  it('writes a name, short and long description in Arabic for every product', () => {
    for (const { row } of products) {
      for (const text of [
        row.web_item_name_ar,
        row.item_name_ar,
        row.short_description_ar,
        row.web_long_description_ar,
      ]) {
        expect(text, row.name).toMatch(ARABIC_LETTER);
      }
    }
  });

  it('composes the Arabic name from the same parts in Arabic order, the product line kept as the brand writes it', () => {
    const parts = {
      line: 'Moonlit Calm',
      hero: 'Vitamin C',
      type: 'Serum' as const,
      size: { amount: 30, unit: 'ml' as const },
      edition: null,
      pack: null,
    };
    expect(displayNameAr(parts)).toBe('سيروم فيتامين سي المضيء Moonlit Calm 30 مل');
    const beardOil = { ...parts, line: 'Frontier', type: 'Beard Oil' as const };
    expect(displayNameAr({ ...beardOil, hero: 'Argan' })).toBe('زيت اللحية بالأرغان Frontier 30 مل');
    expect(displayNameAr({ ...parts, type: 'Hair Oil', hero: 'Nourishing' })).toBe(
      'زيت الشعر المغذي Moonlit Calm 30 مل',
    );
    expect(displayNameAr({ ...parts, type: 'Nail Polish', hero: 'Sahara', size: { amount: 12, unit: 'ml' } })).toBe(
      'طلاء أظافر الصحراء الكبرى Moonlit Calm 12 مل',
    );
    expect(displayNameAr({ ...parts, type: 'Matte Lipstick', hero: 'Berry', size: { amount: 3.5, unit: 'g' } })).toBe(
      'أحمر شفاه مطفي توتي Moonlit Calm 3.5 جم',
    );
    expect(displayNameAr({ ...parts, edition: 'Eid Edition', pack: 'Duo' })).toBe(
      'سيروم فيتامين سي المضيء Moonlit Calm إصدار العيد 30 مل مجموعة ثنائية',
    );
  });

  it('keeps only the product line in Latin letters in an Arabic name', () => {
    for (const { row, parts } of products) {
      expect(latinWords(row.web_item_name_ar!), row.web_item_name).toEqual(latinWords(parts.line));
    }
  });

  it.each([
    [{ amount: 30, unit: 'ml' }, '30 مل'],
    [{ amount: 3.5, unit: 'g' }, '3.5 جم'],
    [{ amount: 5, unit: 'pcs' }, '5 قطع'],
    [{ amount: 36, unit: 'pcs' }, '36 قطعة'],
    [{ amount: 9, unit: 'shades' }, '9 ألوان'],
    [{ amount: 12, unit: 'shades' }, '12 لونًا'],
  ] as const)('writes the size %j as %s', (size, text) => expect(formatSizeAr(size)).toBe(text));

  it('gives distinct Arabic names for distinct products within every template, even in search form', () => {
    for (const template of TEMPLATES) {
      const names = templateNames(template);
      const all = Array.from({ length: names.base }, (_, k) =>
        normaliseSearchText(displayNameAr(names.nameAt(k).parts)),
      );
      expect(new Set(all).size, template.category).toBe(names.base);
    }
  });

  it('gives every hero an Arabic word of its own', () => {
    const heroes = [...new Set(TEMPLATES.flatMap((t) => t.heroes))];
    expect(heroes.filter((h) => HEROES_AR[h] === undefined)).toEqual([]);
    const arabic = heroes.map((h) => HEROES_AR[h]);
    expect(new Set(arabic).size).toBe(arabic.length);
  });

  it('stores the search text of both names, normalised', () => {
    const { row } = products[0]!;
    expect(row.search_text).toBe(
      `${normaliseSearchText(row.web_item_name)}\n${normaliseSearchText(row.web_item_name_ar!)}`,
    );
  });

  it('names every brand and category in Arabic', () => {
    const urlOf = (key: string) => `/media/${key}`;
    for (const b of brandRows(context.now, urlOf)) {
      expect(b.brand_ar, b.name).toMatch(ARABIC_LETTER);
      expect(b.description_ar, b.name).toMatch(ARABIC_LETTER);
    }
    for (const c of categoryRows(context.now, urlOf)) expect(c.category_name_ar, c.name).toMatch(ARABIC_LETTER);
  });

  it('gives every home block title and banner text, the delivery info and every pickup label an Arabic sibling', () => {
    for (const block of homePageRows(context.now, (key) => key).blocks) {
      const values = JSON.parse(block.web_template_values) as Record<string, unknown>;
      for (const key of Object.keys(values).filter((k) => k === 'title' || /^alt_banner_\d+$/.test(k))) {
        expect(values[`${key}_ar`], `${block.web_template} ${key}`).toMatch(ARABIC_LETTER);
      }
      // banner art carries words, so every banner has Arabic art of its own, for both screens
      for (const key of Object.keys(values).filter((k) => /^(mobile_)?banner_\d+$/.test(k))) {
        expect(values[`${key}_ar`], key).toBe(String(values[key]).replace(/(\.v\d+\.webp)$/, '-ar$1'));
      }
    }
    const settings = Object.fromEntries(
      siteSettingRows(context.now).map((r) => [r.key, JSON.parse(r.value) as unknown]),
    );
    expect(settings.delivery_info_ar).toMatch(ARABIC_LETTER);
    for (const time of (settings.pickup_times as { sections: { label_ar: string }[] }).sections)
      expect(time.label_ar).toMatch(ARABIC_LETTER);
  });
});
