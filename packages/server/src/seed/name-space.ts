import { BRANDS, type BrandSeed } from './data/brands';
import { PRODUCT_TYPES, type ProductType } from './data/product-types';
import type { ProductTemplate } from './data/template-types';
import { type NameParts, parseSize, type Size, VARIANTS } from './names';
import { seedOf } from './random';

interface NamedProduct {
  brand: BrandSeed;
  parts: NameParts;
}

/** The names one template can give, numbered so that distinct numbers give distinct names. */
export interface TemplateNames {
  /** Plain names: every line of the family × hero × type and size. */
  readonly base: number;
  /** All names: plain ones, then each edition and pack variant of them. */
  readonly capacity: number;
  /** The k-th name given, 0 ≤ k < capacity. */
  nameAt(k: number): NamedProduct;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A step coprime with n near n / φ: walking 0, s, 2s, … modulo n visits every number once, well spread. */
function goldenStride(n: number): number {
  let stride = Math.max(1, Math.round(n * 0.6180339887));
  while (gcd(stride, n) !== 1) stride += 1;
  return stride;
}

/**
 * Numbers the template's names: the first `base` are the plain names in a fixed, well-spread
 * order (so a small catalog reaches every brand and type); the next `base` the same products as
 * the next variant, and so on. No two numbers give the same name.
 */
export function templateNames(template: ProductTemplate): TemplateNames {
  const lines = BRANDS.flatMap((brand) => (brand.lines[template.family] ?? []).map((line) => ({ brand, line })));
  const typeSizes: { type: ProductType; size: Size }[] = template.types.flatMap((type) =>
    PRODUCT_TYPES[type].sizes.map((size) => ({ type, size: parseSize(size) })),
  );
  const { heroes } = template;
  const base = lines.length * heroes.length * typeSizes.length;
  if (base === 0) throw new Error(`No names for ${template.category}: it needs lines, heroes and types`);
  const stride = goldenStride(base);
  return {
    base,
    capacity: base * VARIANTS.length,
    nameAt(k) {
      const tier = Math.floor(k / base);
      const variant = VARIANTS[tier];
      if (!variant || k < 0)
        throw new RangeError(`${template.category} has ${base * VARIANTS.length} names, not ${k + 1}`);
      const index = ((k % base) * stride + seedOf(template.category, tier)) % base;
      const { brand, line } = lines[index % lines.length]!;
      const rest = Math.floor(index / lines.length);
      const { type, size } = typeSizes[Math.floor(rest / heroes.length)]!;
      return { brand, parts: { line, hero: heroes[rest % heroes.length]!, type, size, ...variant } };
    },
  };
}
