import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './data/categories';
import { BRANDS } from './data/brands';
import { shapeOf } from './data/product-types';
import { ART_VARIANTS, generateProducts, TEMPLATES } from './products';
import { createRandom, seedOf } from './random';
import { slugify } from './text';

const now = new Date('2026-06-15T12:00:00Z');
const context = { warehouse: 'Muscat Store - GG', now };
const all = (count: number, at = context) => [...generateProducts(count, at)];

describe('demo product generator', () => {
  it('gives the same catalog for the same count', () => {
    expect(all(300)).toEqual(all(300));
  });

  it('makes a smaller catalog a prefix of a larger one', () => {
    const small = all(120).map((p) => p.row);
    const large = all(600).map((p) => p.row);
    expect(large.slice(0, 120)).toEqual(small);
  });

  it('keeps names and prices when only the date changes; creation dates follow `now`', () => {
    const a = all(50);
    const b = all(50, { ...context, now: new Date('2027-01-01T00:00:00Z') });
    expect(b.map((p) => [p.row.web_item_name, p.row.custom_regular_price, p.row.custom_sale_price])).toEqual(
      a.map((p) => [p.row.web_item_name, p.row.custom_regular_price, p.row.custom_sale_price]),
    );
    expect(b[0]!.row.creation).not.toBe(a[0]!.row.creation);
  });

  it('spreads creation dates over the last 18 months', () => {
    const dates = all(300).map((p) => Date.parse(`${p.row.creation.replace(' ', 'T')}Z`));
    const days = dates.map((d) => (now.getTime() - d) / 86_400_000);
    expect(Math.min(...days)).toBeGreaterThan(-1);
    expect(Math.max(...days)).toBeLessThanOrEqual(549);
    expect(Math.max(...days)).toBeGreaterThan(400);
  });

  it('gives unique routes, names and item codes, routes without a leading slash', () => {
    const rows = all(3000).map((p) => p.row);
    for (const field of ['route', 'name', 'item_code'] as const) {
      expect(new Set(rows.map((r) => r[field])).size).toBe(rows.length);
    }
    expect(rows.every((r) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(r.route))).toBe(true);
    expect(rows[0]!.name).toBe('WEB-ITM-00001');
  });

  it('prices in baisa between OMR 1.500 and 45.000; sale below regular or equal to it', () => {
    const rows = all(3000).map((p) => p.row);
    for (const r of rows) {
      expect(Number.isInteger(r.custom_regular_price)).toBe(true);
      expect(r.custom_regular_price).toBeGreaterThanOrEqual(1500);
      expect(r.custom_regular_price).toBeLessThanOrEqual(45000);
      if (r.custom_sale_price != null) expect(r.custom_sale_price).toBeLessThanOrEqual(r.custom_regular_price);
    }
    expect(rows.some((r) => r.custom_regular_price % 1000 === 950 || r.custom_regular_price % 1000 === 450)).toBe(true);
  });

  it('hits the target shares of sale, BOGO, out-of-stock and offers items', () => {
    const rows = all(1000).map((p) => p.row);
    const share = (test: (r: (typeof rows)[number]) => boolean) => rows.filter(test).length / rows.length;
    expect(share((r) => r.custom_sale_price != null && r.custom_sale_price < r.custom_regular_price)).toBeCloseTo(
      0.25,
      1,
    );
    expect(share((r) => r.custom_bogo_offer === 1)).toBeCloseTo(0.08, 1);
    expect(share((r) => r.custom_stock_available === 0)).toBeCloseTo(0.07, 1);
    expect(share((r) => r.custom_show_on_offer_page === 1)).toBeCloseTo(0.1, 1);
  });

  it('flags perfume, aerosols and nail polish remover as dangerous goods, and nothing water-based', () => {
    const rows = all(2000).map((p) => p.row);
    for (const category of ['Eau de Parfum', 'Aerosol Deodorant', 'Hairspray', 'Nail Polish Remover']) {
      const inCategory = rows.filter((r) => r.custom_ecommerce_category === category);
      expect(inCategory.length).toBeGreaterThan(0);
      expect(inCategory.every((r) => r.custom_is_dangerous_good_ === 1)).toBe(true);
    }
    expect(
      rows.filter((r) => r.custom_ecommerce_category === 'Serums').every((r) => r.custom_is_dangerous_good_ === 0),
    ).toBe(true);
  });

  it('draws at most one picture per brand, kind of pack and variant, however large the catalog', () => {
    const keys = new Set(all(20_000).map((p) => p.art.key));
    const bound = BRANDS.reduce((sum, b) => {
      const families = Object.keys(b.lines);
      const kinds = new Set(TEMPLATES.filter((t) => families.includes(t.family)).flatMap((t) => t.types.map(shapeOf)));
      return sum + kinds.size * ART_VARIANTS;
    }, 0);
    expect(keys.size).toBeGreaterThan(100);
    expect(keys.size).toBeLessThanOrEqual(bound);
    expect(bound).toBeLessThan(1000);
  });

  it('has one template per leaf category', () => {
    const parents = new Set(CATEGORIES.map((c) => c.parent));
    const leaves = CATEGORIES.filter((c) => !parents.has(c.name))
      .map((c) => c.name)
      .sort();
    expect(TEMPLATES.map((t) => t.category).sort()).toEqual(leaves);
  });
});

describe('seeded random and slugs', () => {
  it('repeats a stream for a seed and differs between seeds', () => {
    const a = createRandom(seedOf('x', 1));
    const b = createRandom(seedOf('x', 1));
    const c = createRandom(seedOf('x', 2));
    const draws = (r: ReturnType<typeof createRandom>) => Array.from({ length: 5 }, () => r.next());
    const first = draws(a);
    expect(draws(b)).toEqual(first);
    expect(draws(c)).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('slugifies names for routes', () => {
    expect(slugify('Hydra Glow Vitamin C Serum 30ml')).toBe('hydra-glow-vitamin-c-serum-30ml');
    expect(slugify('AHA/BHA Toner 3.5g & more 10%')).toBe('aha-bha-toner-3-5g-and-more-10-percent');
  });
});
