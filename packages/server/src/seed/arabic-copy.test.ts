import { describe, expect, it } from 'vitest';
import { HOW_TO_AR } from './data/arabic-copy';
import { INGREDIENTS_AR } from './data/arabic-ingredients';
import { BANNERS, homePageRows } from './home-page';
import { generateProducts, TEMPLATES } from './products';
import { reviewRows } from './reviews';

const context = { warehouse: 'Muscat Store - GG', now: new Date('2026-06-15T12:00:00Z') };
const ARABIC_LETTER = /[\u0621-\u064A]/;
const LATIN_LETTER = /[A-Za-z]/;

/** The first word of each clause: where an instruction's imperative stands. */
const clauseOpeners = (text: string) =>
  text
    .split(/[.،:]/)
    .map((clause) => clause.trim().split(/\s+/)[0]!)
    .filter(Boolean)
    .map((word) => word.replace(/^[وث]/, ''));
/** A feminine imperative ends in yāʾ, with or without an object pronoun: 'ضعي', 'ضعيه', 'اتركيها'. */
const FEMININE_IMPERATIVE = /^(?!في$|بعد$)\S+ي(ه|ها)?$/;

describe('the Arabic demo copy, as a native reader reads it (issue 26)', () => {
  const products = [...generateProducts(600, context)];

  it('has an Arabic name for every key ingredient of every template', () => {
    const ingredients = [...new Set(TEMPLATES.flatMap((t) => t.ingredients))];
    expect(ingredients.filter((i) => INGREDIENTS_AR[i] === undefined)).toEqual([]);
    for (const i of ingredients) expect(INGREDIENTS_AR[i], i).not.toMatch(LATIN_LETTER);
  });

  it('lists the key ingredients of an Arabic description in Arabic, separated by Arabic commas', () => {
    for (const { row } of products) {
      const list = /<h3>المكونات الرئيسية<\/h3><p>(.*?)<\/p>/.exec(row.web_long_description_ar!)?.[1];
      expect(list, row.name).toMatch(ARABIC_LETTER);
      expect(list, row.name).not.toMatch(LATIN_LETTER);
      const english = /<h3>Key ingredients<\/h3><p>(.*?)<\/p>/.exec(row.web_long_description!)?.[1];
      expect(list!.split('، ')).toHaveLength(english!.split(', ').length);
    }
  });

  it('addresses the shopper as the storefront does (masculine imperative), in descriptions, banners and home blocks', () => {
    for (const [english, arabic] of Object.entries(HOW_TO_AR)) {
      expect(
        clauseOpeners(arabic).filter((w) => FEMININE_IMPERATIVE.test(w)),
        english,
      ).toEqual([]);
    }
    for (const banner of BANNERS)
      expect(
        clauseOpeners(banner.ctaAr).filter((w) => FEMININE_IMPERATIVE.test(w)),
        banner.slug,
      ).toEqual([]);
    const titles = homePageRows(context.now, (key) => key).blocks.map(
      (b) => (JSON.parse(b.web_template_values) as { title_ar?: string }).title_ar,
    );
    expect(titles).toContain('تسوّق حسب الفئة');
    expect(BANNERS.map((b) => b.ctaAr)).toEqual([
      'تسوّق السيرومات',
      'شاهد كل العروض',
      'اكتشف العطور',
      'تسوّق واقيات الشمس',
    ]);
    for (const { row } of products.slice(0, 50))
      expect(row.web_long_description_ar, row.name).toContain('<h3>لماذا ستحبه</h3>');
  });

  it('seeds Arabic reviews by Arabic-named shoppers, published on each of the first four products, one mixing Arabic and English', () => {
    const targets = products.slice(0, 12).map(({ row }) => ({ name: row.name, web_item_name: row.web_item_name }));
    const rows = reviewRows(targets, context.now);
    const arabic = rows.filter((r) => ARABIC_LETTER.test(r.comments ?? ''));
    expect(arabic.length).toBeGreaterThanOrEqual(rows.length / 3);
    for (const r of arabic) expect(r.customer_name).toMatch(ARABIC_LETTER);
    for (const { row } of products.slice(0, 4)) {
      expect(
        arabic.some((r) => r.item === row.name && r.docstatus === 1),
        row.name,
      ).toBe(true);
    }
    const mixed = rows.find((r) => r.name === 'REV-00002')!;
    expect(mixed.docstatus).toBe(1);
    expect(mixed.review_title).toBe('أفضل من الـ Vitamin C serum اللي جربته قبل');
    expect(mixed.comments!.split('\n')).toEqual([
      'أستخدمه كل صباح قبل الـ sunscreen، وبشرتي صارت أنعم خلال أسبوعين.',
      'Perfect under makeup too.',
      'وصل إلى مسقط في اليوم التالي.',
    ]);
  });
});
