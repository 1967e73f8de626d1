import type { ProductType, SizeText, Unit } from './data/product-types';

/**
 * A demo product's name, kept as parts so each part can be written in another language on its
 * own (a translation mirrors the parts, in that language's order): the brand's product line, a
 * hero (key ingredient, scent or shade), the product type, its size, and — only where a large
 * catalog runs out of plain names — an edition and a pack.
 */
export interface NameParts extends Variant {
  line: string;
  hero: string;
  type: ProductType;
  size: Size;
}

export interface Size {
  amount: number;
  unit: Unit;
}

export const EDITIONS = ['Limited Edition', 'Ramadan Edition', 'Eid Edition', 'Winter Edition', 'Khareef Edition', 'Anniversary Edition'] as const;
export const PACKS = ['Duo', 'Trio', 'Gift Set'] as const;
type Edition = (typeof EDITIONS)[number];
type Pack = (typeof PACKS)[number];

export interface Variant {
  edition: Edition | null;
  pack: Pack | null;
}

/** Plainest first: the product itself, then in packs, as editions, and editions in packs. */
export const VARIANTS: readonly Variant[] = [
  { edition: null, pack: null },
  ...PACKS.map((pack) => ({ edition: null, pack })),
  ...EDITIONS.map((edition) => ({ edition, pack: null })),
  ...EDITIONS.flatMap((edition) => PACKS.map((pack) => ({ edition, pack }))),
];

const SIZE = /^(\d+(?:\.\d+)?) ?(ml|g|pcs|shades)$/;

export function parseSize(text: SizeText): Size {
  const match = SIZE.exec(text);
  if (!match) throw new Error(`Not a size: ${text}`);
  return { amount: Number(match[1]), unit: match[2] as Unit };
}

/** '30ml', '3.5g', '5 pcs', '12 shades'. */
export const formatSize = ({ amount, unit }: Size): string => (unit === 'ml' || unit === 'g' ? `${amount}${unit}` : `${amount} ${unit}`);

/** The English display name: 'Moonlit Calm Vitamin C Serum 30ml', 'Layali Amber Oud Eau de Parfum Eid Edition 100ml Duo'. */
export function displayName(parts: NameParts): string {
  return [parts.line, parts.hero, parts.type, parts.edition, formatSize(parts.size), parts.pack].filter(Boolean).join(' ');
}

/** The words a shopper reads, case-folded; numbers count as words ('SPF 50+ 40ml' → spf, 50, 40, ml). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+|\p{N}+/gu) ?? [];
}
