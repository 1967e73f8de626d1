import type { NewWebsiteItem } from '../db/schema';
import { BRANDS, type BrandSeed } from './data/brands';
import { LINES, type ProductTemplate, type Shape } from './data/template-types';
import { CARE_TEMPLATES } from './data/templates-care';
import { COLOUR_TEMPLATES } from './data/templates-colour';
import { artKey } from './art/keys';
import { createRandom, type Random, seedOf } from './random';
import { capitalise, escapeXml, pad, slugify, timestamp } from './text';

export const TEMPLATES: readonly ProductTemplate[] = [...CARE_TEMPLATES, ...COLOUR_TEMPLATES];

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

const brandsByFamily = new Map(
  Object.keys(LINES).map((family) => [family, BRANDS.filter((b) => b.families.some((f) => f === family))]),
);

/** A realistic shelf price in baisa: whole rials with a .000 / .500 / .x50 ending. */
function regularPrice(random: Random, [min, max]: readonly [number, number]): number {
  const whole = random.int(min, max);
  const ending = random.pick([0, 0, 500, 950, 450, 750, 250, 900]);
  const price = whole * 1000 + ending;
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, price));
}

/** A sale price below the regular one, rounded down to 50 baisa. */
function salePrice(random: Random, regular: number): number {
  const percent = random.pick([10, 15, 20, 25, 30, 40]);
  const sale = Math.floor((regular * (100 - percent)) / 100 / 50) * 50;
  return Math.min(sale, regular - 50);
}

function describe(template: ProductTemplate, brand: BrandSeed, title: string, random: Random) {
  const [first, second] = random.sample(template.benefits, 2);
  const noun = title;
  const short = `${capitalise(first!)}${second ? `, and ${second}` : ''}. From ${brand.name}.`;
  const ingredients = random.sample(template.ingredients, 4).map(escapeXml).join(', ');
  const notes = [
    'Dermatologically tested.',
    'Made for hot, humid Gulf weather.',
    'Not tested on animals.',
    'Free from parabens.',
  ];
  const long = [
    `<p><strong>${escapeXml(noun)}</strong>. ${escapeXml(capitalise(first!))}. ${escapeXml(brand.description)}</p>`,
    `<h3>Why you'll love it</h3><ul>${[first, second, random.pick(notes)]
      .filter((b): b is string => Boolean(b))
      .map((b) => `<li>${escapeXml(capitalise(b))}</li>`)
      .join('')}</ul>`,
    `<h3>How to use</h3><p>${escapeXml(template.howTo)}</p>`,
    `<h3>Key ingredients</h3><p>${ingredients}</p>`,
  ].join('');
  return { short, long };
}

/**
 * The demo products, one at a time, in item order. Product i depends only on i and on the
 * products before it (for unique routes), so a smaller catalog is a prefix of a larger one and
 * the same count always gives the same catalog.
 */
export function* generateProducts(count: number, context: ProductContext): Generator<ProductSeed> {
  const routes = new Set<string>();
  const anchor = Math.floor(context.now.getTime() / DAY) * DAY;
  for (let i = 0; i < count; i += 1) {
    const random = createRandom(seedOf('product', i));
    const template = pickTemplate(random);
    const brand = random.pick(brandsByFamily.get(template.family)!);
    const line = random.pick(LINES[template.family]);
    const hero = random.pick(template.heroes);
    const noun = random.pick(template.nouns);
    const size = random.pick(template.sizes);
    const title = `${line} ${hero} ${noun} ${size}`;

    let route = slugify(title);
    if (routes.has(route)) route = `${slugify(`${brand.name} ${title}`)}`;
    if (routes.has(route)) route = `${route}-${i + 1}`;
    routes.add(route);

    const regular = regularPrice(random, template.price);
    const onSale = spread('sale', i, 0.25);
    const sale = onSale ? salePrice(random, regular) : regular;
    const number = i + 1;
    const created = new Date(anchor - random.int(0, HISTORY_DAYS * DAY) + random.int(0, 86_399) * 1000);
    const { short, long } = describe(template, brand, `${brand.name} ${noun}`, random);
    const variant = random.int(0, ART_VARIANTS - 1);

    yield {
      row: {
        name: `WEB-ITM-${pad(number)}`,
        item_code: `${brand.code}-${pad(number)}`,
        item_name: `${brand.name} ${title}`,
        web_item_name: title,
        short_description: short,
        web_long_description: long,
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
        key: artKey('products', `${slugify(brand.name)}-${template.shape}-${variant + 1}`),
        shape: template.shape,
        variant,
        brand,
      },
    };
  }
}
