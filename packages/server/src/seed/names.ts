import { EDITIONS_AR, PACKS_AR, TYPES_AR } from './data/arabic-types';
import { ADJECTIVE_HEROES, HEROES_AR, SHADE_NAME_HEROES } from './data/arabic-heroes';
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

export const EDITIONS = [
  'Limited Edition',
  'Ramadan Edition',
  'Eid Edition',
  'Winter Edition',
  'Khareef Edition',
  'Anniversary Edition',
] as const;
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
export const formatSize = ({ amount, unit }: Size): string =>
  unit === 'ml' || unit === 'g' ? `${amount}${unit}` : `${amount} ${unit}`;

/** The English display name: 'Moonlit Calm Vitamin C Serum 30ml', 'Layali Amber Oud Eau de Parfum Eid Edition 100ml Duo'. */
export function displayName(parts: NameParts): string {
  return [parts.line, parts.hero, parts.type, parts.edition, formatSize(parts.size), parts.pack]
    .filter(Boolean)
    .join(' ');
}

/**
 * A size in Arabic: 'مل' and 'جم' after the amount; counts follow Arabic number agreement
 * (3–10 take the plural: '5 قطع'، '9 ألوان'; 11 and more the singular: '36 قطعة'، '12 لونًا').
 * Western digits, as on Gulf shelves and in the English name (the search folds Arabic-Indic ones).
 */
export function formatSizeAr({ amount, unit }: Size): string {
  if (unit === 'ml') return `${amount} مل`;
  if (unit === 'g') return `${amount} جم`;
  const few = amount >= 3 && amount <= 10;
  if (unit === 'pcs') return `${amount} ${few ? 'قطع' : 'قطعة'}`;
  return `${amount} ${few ? 'ألوان' : 'لونًا'}`;
}

const DEFINITE = /(^|\s)ال\S+$/;

/**
 * The hero after the type, as Gulf shelves phrase it: a named ingredient or scent takes بـ
 * ('زيت اللحية بالأرغان'، 'غسول جل بالشاي الأخضر'); a describing hero is an adjective, definite
 * after a definite type ('زيت الشعر المغذي') and indefinite otherwise ('أحمر شفاه مطفي توتي');
 * a shade name and any other hero follow as written ('طلاء أظافر الصحراء الكبرى'، 'سيروم فيتامين سي المضيء').
 */
function heroAfter(type: string, english: string): string {
  const hero = HEROES_AR[english];
  if (hero === undefined) throw new Error(`No Arabic for the hero ${english}`);
  if (!hero.startsWith('ال') || SHADE_NAME_HEROES.has(english)) return hero;
  if (!ADJECTIVE_HEROES.has(english)) return `ب${hero}`;
  return DEFINITE.test(type) ? hero : hero.slice(2);
}

/**
 * The Arabic display name, the English parts in Arabic order: type, then hero (heroAfter), the
 * brand's product line as the brand writes it (a line is a trade name, kept in Latin letters like
 * real lines on Gulf shelves), edition, size, pack.
 */
export function displayNameAr(parts: NameParts): string {
  const type = TYPES_AR[parts.type];
  return [
    type,
    heroAfter(type, parts.hero),
    parts.line,
    parts.edition && EDITIONS_AR[parts.edition],
    formatSizeAr(parts.size),
    parts.pack && PACKS_AR[parts.pack],
  ]
    .filter(Boolean)
    .join(' ');
}

/** The words a shopper reads, case-folded; numbers count as words ('SPF 50+ 40ml' → spf, 50, 40, ml). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+|\p{N}+/gu) ?? [];
}
