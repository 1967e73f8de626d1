import { productSearchText } from '@shop/domain/search-text';
import type { NewWebsiteItem } from '../db/schema';
import { BENEFITS_AR, HOW_TO_AR, NOTES_AR } from './data/arabic-copy';
import { BRANDS_AR } from './data/arabic-catalog';
import { INGREDIENTS_AR } from './data/arabic-ingredients';
import { TYPES_AR } from './data/arabic-types';
import type { BrandSeed } from './data/brands';
import { PRODUCT_TYPES, type ProductType, type Shape, shapeOf } from './data/product-types';
import type { ProductTemplate } from './data/template-types';
import { CARE_TEMPLATES } from './data/templates-care';
import { COLOUR_TEMPLATES } from './data/templates-colour';
import { artKey } from './art/keys';
import { templateNames } from './name-space';
import { displayName, displayNameAr, type NameParts, parseSize } from './names';
import { createRandom, type Random, seedOf } from './random';
import { capitalise, escapeXml, pad, slugify, timestamp } from './text';

export const TEMPLATES: readonly ProductTemplate[] = [...CARE_TEMPLATES, ...COLOUR_TEMPLATES];

const NAMES = new Map(TEMPLATES.map((t) => [t, templateNames(t)]));

/** How many products the generator can make, each with its own name. */
export const CATALOG_CAPACITY = [...NAMES.values()].reduce((sum, names) => sum + names.capacity, 0);

/** Variants of a product picture per brand and shape: bounds the image pool at any catalog size. */
export const ART_VARIANTS = 3;

/** What a product's picture shows; products with the same key share one image file. */
export interface ProductArt {
  key: string;
  shape: Shape;
  variant: number;
  brand: BrandSeed;
}

export interface ProductSeed {
  /** Every column but website_image, which is the stored URL of `art`. */
  row: Omit<NewWebsiteItem, 'website_image'>;
  /** The parts web_item_name is composed of (see names.ts). */
  parts: NameParts;
  art: ProductArt;
}

export interface ProductContext {
  warehouse: string;
  /** Creation dates are spread over the 18 months before this instant. */
  now: Date;
}

const DAY = 86_400_000;
const HISTORY_DAYS = 548;
const MIN_PRICE = 1_500;
const MAX_PRICE = 45_000;

/**
 * Flags spread evenly over item numbers (a Weyl sequence per flag, with rationally independent
 * steps): every prefix of the catalog has close to the target share of each flag, so even a
 * small catalog has its sales, BOGO offers and out-of-stock items, and the flags are not correlated.
 */
const STEPS = { sale: Math.SQRT2, bogo: Math.sqrt(3), stock: Math.sqrt(5), offer: Math.sqrt(7) } as const;
function spread(flag: keyof typeof STEPS, i: number, share: number): boolean {
  const x = (i + 1) * STEPS[flag];
  return x - Math.floor(x) < share;
}

const totalWeight = TEMPLATES.reduce((sum, t) => sum + t.weight, 0);

function pickTemplate(random: Random): ProductTemplate {
  let ticket = random.next() * totalWeight;
  for (const template of TEMPLATES) {
    ticket -= template.weight;
    if (ticket < 0) return template;
  }
  return TEMPLATES[TEMPLATES.length - 1]!;
}

/** The drawn template, or when its names are used up (very large catalogs) the next one with names left. */
function withNamesLeft(drawn: ProductTemplate, given: Map<ProductTemplate, number>): ProductTemplate {
  const start = TEMPLATES.indexOf(drawn);
  for (let step = 0; step < TEMPLATES.length; step += 1) {
    const template = TEMPLATES[(start + step) % TEMPLATES.length]!;
    if ((given.get(template) ?? 0) < NAMES.get(template)!.capacity) return template;
  }
  throw new RangeError(`The demo catalog has ${CATALOG_CAPACITY} distinct product names; ask for fewer products`);
}

const PACK_FACTOR = { Duo: 1.8, Trio: 2.5, 'Gift Set': 1.5 } as const;
const EDITION_FACTOR = 1.15;

/**
 * A realistic shelf price in baisa: whole rials with a .000 / .500 / .x50 ending. It depends on
 * the product (line, hero, type) alone, so a larger size, a pack or an edition of a product is
 * never cheaper than the product itself.
 */
function regularPrice(parts: NameParts, [min, max]: readonly [number, number]): number {
  const random = createRandom(seedOf('price', parts.line, parts.hero, parts.type));
  const whole = random.int(min, max);
  const ending = random.pick([0, 0, 500, 950, 450, 750, 250, 900]);
  const smallest = parseSize(PRODUCT_TYPES[parts.type].sizes[0]).amount;
  const factor =
    (parts.size.amount / smallest) ** 0.7 *
    (parts.pack ? PACK_FACTOR[parts.pack] : 1) *
    (parts.edition ? EDITION_FACTOR : 1);
  const price = Math.round(whole * factor) * 1000 + ending;
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, price));
}

/** A sale price below the regular one, rounded down to 50 baisa. */
function salePrice(random: Random, regular: number): number {
  const percent = random.pick([10, 15, 20, 25, 30, 40]);
  const sale = Math.floor((regular * (100 - percent)) / 100 / 50) * 50;
  return Math.min(sale, regular - 50);
}

const NOTES = [
  'Dermatologically tested.',
  'Made for hot, humid Gulf weather.',
  'Not tested on animals.',
  'Free from parabens.',
];

const arabic = (table: Readonly<Record<string, string>>, english: string) => {
  const text = table[english];
  if (text === undefined) throw new Error(`No Arabic for: ${english}`);
  return text;
};

/** The short and long descriptions in English and Arabic, from one draw of benefits, ingredients and note. */
function describe(template: ProductTemplate, brand: BrandSeed, type: ProductType, random: Random) {
  const [first, second] = random.sample(template.benefits, 2);
  const keyIngredients = random.sample(template.ingredients, 4);
  const ingredients = keyIngredients.map(escapeXml).join(', ');
  const note = random.pick(NOTES);
  const noun = `${brand.name} ${type}`;
  const short = `${capitalise(first!)}${second ? `, and ${second}` : ''}. From ${brand.name}.`;
  const long = [
    `<p><strong>${escapeXml(noun)}</strong>. ${escapeXml(capitalise(first!))}. ${escapeXml(brand.description)}</p>`,
    `<h3>Why you'll love it</h3><ul>${[first, second, note]
      .filter((b): b is string => Boolean(b))
      .map((b) => `<li>${escapeXml(capitalise(b))}</li>`)
      .join('')}</ul>`,
    `<h3>How to use</h3><p>${escapeXml(template.howTo)}</p>`,
    `<h3>Key ingredients</h3><p>${ingredients}</p>`,
  ].join('');
  const brandAr = BRANDS_AR[brand.name]!;
  const [firstAr, secondAr] = [first, second].map((b) => (b ? arabic(BENEFITS_AR, b) : undefined));
  const shortAr = `${firstAr}${secondAr ? `، و${secondAr}` : ''}. من ${brandAr.name}.`;
  const ingredientsAr = keyIngredients.map((i) => escapeXml(arabic(INGREDIENTS_AR, i))).join('، ');
  const longAr = [
    `<p><strong>${escapeXml(`${TYPES_AR[type]} ${brandAr.name}`)}</strong>. ${escapeXml(firstAr!)}. ${escapeXml(brandAr.description)}</p>`,
    `<h3>لماذا ستحبه</h3><ul>${[firstAr, secondAr, arabic(NOTES_AR, note)]
      .filter((b): b is string => Boolean(b))
      .map((b) => `<li>${escapeXml(b)}</li>`)
      .join('')}</ul>`,
    `<h3>طريقة الاستخدام</h3><p>${escapeXml(arabic(HOW_TO_AR, template.howTo))}</p>`,
    `<h3>المكونات الرئيسية</h3><p>${ingredientsAr}</p>`,
  ].join('');
  return { short, long, shortAr, longAr };
}

/**
 * The demo products, one at a time, in item order. Product i depends only on i and on the
 * products before it (each template's names are given in order, routes are unique), so a
 * smaller catalog is a prefix of a larger one and the same count always gives the same catalog.
 * No two products share a display name.
 */
export function* generateProducts(count: number, context: ProductContext): Generator<ProductSeed> {
  const routes = new Set<string>();
  const given = new Map<ProductTemplate, number>();
  const anchor = Math.floor(context.now.getTime() / DAY) * DAY;
  for (let i = 0; i < count; i += 1) {
    const random = createRandom(seedOf('product', i));
    const template = withNamesLeft(pickTemplate(random), given);
    const k = given.get(template) ?? 0;
    given.set(template, k + 1);
    const { brand, parts } = NAMES.get(template)!.nameAt(k);
    const title = displayName(parts);
    const titleAr = displayNameAr(parts);

    let route = slugify(title);
    if (routes.has(route)) route = `${slugify(`${brand.name} ${title}`)}`;
    if (routes.has(route)) route = `${route}-${i + 1}`;
    routes.add(route);

    const regular = regularPrice(parts, template.price);
    const onSale = spread('sale', i, 0.25);
    const sale = onSale ? salePrice(random, regular) : regular;
    const number = i + 1;
    const created = new Date(anchor - random.int(0, HISTORY_DAYS * DAY) + random.int(0, 86_399) * 1000);
    const { short, long, shortAr, longAr } = describe(template, brand, parts.type, random);
    const variant = random.int(0, ART_VARIANTS - 1);

    const shape = shapeOf(parts.type);
    yield {
      parts,
      row: {
        name: `WEB-ITM-${pad(number)}`,
        item_code: `${brand.code}-${pad(number)}`,
        item_name: `${brand.name} ${title}`,
        item_name_ar: `${BRANDS_AR[brand.name]!.name} ${titleAr}`,
        web_item_name: title,
        web_item_name_ar: titleAr,
        short_description: short,
        short_description_ar: shortAr,
        web_long_description: long,
        web_long_description_ar: longAr,
        search_text: productSearchText(title, titleAr),
        route,
        // A few unpublished items and a few without a sale price (left out of the listing).
        published: number % 61 === 17 ? 0 : 1,
        item_group: 'Products',
        custom_sale_price: number % 73 === 29 ? null : sale,
        custom_regular_price: regular,
        brand: brand.name,
        custom_ecommerce_category: template.category,
        custom_stock_available: spread('stock', i, 0.07) ? 0 : random.int(2, 150),
        custom_bogo_offer: spread('bogo', i, 0.08) ? 1 : 0,
        custom_is_dangerous_good_: template.dangerous ? 1 : 0,
        stock_uom: 'Nos',
        // Offers: ~10% of the catalog, mostly items on sale.
        custom_show_on_offer_page: spread('offer', i, onSale ? 0.3 : 0.035) ? 1 : 0,
        website_warehouse: context.warehouse,
        creation: timestamp(created),
        modified: timestamp(created),
      },
      art: {
        key: artKey('products', `${slugify(brand.name)}-${shape}-${variant + 1}`),
        shape,
        variant,
        brand,
      },
    };
  }
}
