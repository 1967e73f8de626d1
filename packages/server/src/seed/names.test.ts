import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_PRODUCTS } from '../cli/args';
import { BRANDS } from './data/brands';
import { PRODUCT_TYPES } from './data/product-types';
import { templateNames } from './name-space';
import { displayName, EDITIONS, formatSize, type NameParts, PACKS, parseSize, wordsOf } from './names';
import { CATALOG_CAPACITY, generateProducts, type ProductSeed, TEMPLATES } from './products';

const context = { warehouse: 'Muscat Store - GG', now: new Date('2026-06-15T12:00:00Z') };
const LARGE = 100_000;

interface Shown {
  name: string;
  brand: string;
  price: number;
  parts: NameParts;
}

/** What a shopper sees of each product, without the descriptions (a large catalog stays small in memory). */
function shown(count: number): Shown[] {
  return Array.from(generateProducts(count, context), (p: ProductSeed) => ({
    name: p.row.web_item_name,
    brand: p.row.brand!,
    price: p.row.custom_regular_price,
    parts: p.parts,
  }));
}

const small = shown(300);
const large = shown(LARGE);

const sharedNames = (products: Shown[]) => {
  const seen = new Set<string>();
  return products.filter((p) => seen.has(p.name) || !seen.add(p.name)).map((p) => p.name);
};
const repeatedBackToBack = (text: string) => wordsOf(text).some((word, i, words) => word === words[i - 1]);
const repeatedAnywhere = (text: string) => new Set(wordsOf(text)).size !== wordsOf(text).length;

describe('demo product names', () => {
  it('composes a name from line, hero, type, edition, size and pack', () => {
    const parts: NameParts = {
      line: 'Moonlit Calm',
      hero: 'Vitamin C',
      type: 'Serum',
      size: parseSize('30ml'),
      edition: null,
      pack: null,
    };
    expect(displayName(parts)).toBe('Moonlit Calm Vitamin C Serum 30ml');
    expect(displayName({ ...parts, edition: 'Eid Edition', pack: 'Duo' })).toBe(
      'Moonlit Calm Vitamin C Serum Eid Edition 30ml Duo',
    );
    expect(formatSize(parseSize('3.5g'))).toBe('3.5g');
    expect(formatSize(parseSize('12 shades'))).toBe('12 shades');
    expect(wordsOf('Sunscreen SPF 50+ 40ml')).toEqual(['sunscreen', 'spf', '50', '40', 'ml']);
  });

  it('gives every product its own display name, in the default catalog and at 100 000 products', () => {
    expect(sharedNames(small)).toEqual([]);
    expect(sharedNames(large)).toEqual([]);
  });

  it('never repeats a word back to back, the brand shown above the name included', () => {
    for (const products of [small, large]) {
      expect(
        products.filter((p) => repeatedBackToBack(`${p.brand} ${p.name}`)).map((p) => `${p.brand} ${p.name}`),
      ).toEqual([]);
    }
  });

  it('never uses a word twice in a display name', () => {
    expect(large.filter((p) => repeatedAnywhere(p.name)).map((p) => p.name)).toEqual([]);
  });

  it("can name no product with a repeated word: a template's parts share no word", () => {
    for (const template of TEMPLATES) {
      const lines = BRANDS.flatMap((b) => b.lines[template.family] ?? []);
      const typeSizes = template.types.flatMap((t) => PRODUCT_TYPES[t].sizes.map((s) => `${t} ${s}`));
      const parts = [lines, template.heroes, typeSizes, EDITIONS, PACKS];
      for (const alternative of parts.flat()) expect(repeatedAnywhere(alternative), alternative).toBe(false);
      const owners = new Map<string, number>();
      parts.forEach((alternatives, part) => {
        for (const word of new Set(alternatives.flatMap(wordsOf))) {
          expect(owners.get(word) ?? part, `"${word}" in two parts of ${template.category} names`).toBe(part);
          owners.set(word, part);
        }
      });
    }
  });

  it('gives each product line to one brand, sharing no word with any brand name', () => {
    const lines = BRANDS.flatMap((b) => Object.values(b.lines).flat());
    expect(new Set(lines).size).toBe(lines.length);
    const brandWords = new Set(BRANDS.flatMap((b) => wordsOf(b.name)));
    expect(lines.filter((line) => wordsOf(line).some((w) => brandWords.has(w)))).toEqual([]);
  });

  it('uses plain names first: the default catalog has no edition or pack', () => {
    expect(small.filter((p) => p.parts.edition || p.parts.pack).map((p) => p.name)).toEqual([]);
    expect(large.filter((p) => !p.parts.edition && !p.parts.pack).length).toBeGreaterThan(LARGE / 3);
  });

  it("has a name for every product the seed command accepts, and room for each category's share at 100 000", () => {
    expect(CATALOG_CAPACITY).toBeGreaterThanOrEqual(MAX_PRODUCTS);
    const totalWeight = TEMPLATES.reduce((sum, t) => sum + t.weight, 0);
    for (const template of TEMPLATES) {
      expect(templateNames(template).capacity, template.category).toBeGreaterThan(
        (2 * LARGE * template.weight) / totalWeight,
      );
    }
  });

  it('gives distinct names for distinct numbers within a template', () => {
    const names = templateNames(TEMPLATES.find((t) => t.category === 'Beard Oil')!);
    const all = Array.from({ length: names.capacity }, (_, k) => displayName(names.nameAt(k).parts));
    expect(new Set(all).size).toBe(names.capacity);
    expect(() => names.nameAt(names.capacity)).toThrow(RangeError);
  });

  it('prices a larger size, a pack or an edition of a product no lower than the product itself', () => {
    const byProduct = new Map<string, Shown[]>();
    for (const p of large) {
      const key = `${p.parts.line}|${p.parts.hero}|${p.parts.type}`;
      const variants = byProduct.get(key) ?? [];
      variants.push(p);
      byProduct.set(key, variants);
    }
    let compared = 0;
    for (const variants of byProduct.values()) {
      const plain = variants.filter((v) => !v.parts.edition && !v.parts.pack);
      for (const a of plain) {
        for (const b of variants) {
          if (b !== a && b.parts.size.amount >= a.parts.size.amount) {
            expect(b.price, `${b.name} against ${a.name}`).toBeGreaterThanOrEqual(a.price);
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('prices plain products below the OMR 45.000 cap, so the cap does not flatten them', () => {
    expect(large.filter((p) => !p.parts.edition && !p.parts.pack && p.price >= 45_000).map((p) => p.name)).toEqual([]);
  });

  it('gives the same 100 000-product catalog on every run', () => {
    const digest = () => {
      const hash = createHash('sha256');
      for (const p of generateProducts(LARGE, context)) hash.update(JSON.stringify(p.row));
      return hash.digest('hex');
    };
    expect(digest()).toBe(digest());
  });
});
