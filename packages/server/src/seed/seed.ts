import { type Kysely, sql } from 'kysely';
import type { ImageStorage } from '../adapters/image-storage';
import type { Database, NewWebsiteItem } from '../db/schema';
import { compactFacetCounts } from '../modules/catalog/facet-counts.queries';
import { brandSvg, categorySvg, bannerSvg, productSvg } from './art/artwork';
import { brandImageKey, brandRows, categoryImageKey, categoryRows } from './catalog';
import { BRANDS } from './data/brands';
import { CATEGORIES } from './data/categories';
import { shapeOf } from './data/product-types';
import { BANNERS, bannerKey, homePageRows } from './home-page';
import { generateImages, type ImageJob } from './images';
import { loadOmanDelivery, OMAN_DELIVERY_FILE, type OmanDelivery, replaceOmanDelivery } from './oman-delivery';
import { generateProducts, type ProductArt, TEMPLATES } from './products';
import { reviewRows, type ReviewTarget } from './reviews';
import { COUNTRIES, discountCodeRows, siteSettingRows } from './settings';
import { BATCH_SIZE, deleteSeededRows, upsertRows } from './writer';

export const DEFAULT_PRODUCT_COUNT = 300;

/** Progress of the long phases (product rows, images), e.g. for a progress bar. */
export interface SeedProgress {
  start(phase: 'products' | 'images', total: number): void;
  update(done: number): void;
  stop(): void;
}

export interface SeedOptions {
  storage: ImageStorage;
  warehouse: string;
  /** Number of products (default 300). */
  products?: number;
  /** Delete the catalog and content rows first (otherwise rows are upserted by key). */
  reset?: boolean;
  /** Do nothing when website_item already has rows. */
  ifEmpty?: boolean;
  /** The instant creation dates and code validity are relative to (default: now). */
  now?: Date;
  progress?: SeedProgress;
  /** Default: the domain package's data file. */
  omanDelivery?: OmanDelivery | null;
}

export interface SeedReport {
  skipped: boolean;
  products: number;
  brands: number;
  categories: number;
  reviews: number;
  /** 0 when the Oman delivery data file is missing (the rest is seeded; see warnings). */
  omanProvinces: number;
  warnings: string[];
  images: { generated: number; cached: number };
  milliseconds: number;
}

const silent: SeedProgress = { start: () => undefined, update: () => undefined, stop: () => undefined };

function leafShape(category: string): ProductArt['shape'] {
  const children = new Map<string, string[]>();
  for (const c of CATEGORIES) if (c.parent) children.set(c.parent, [...(children.get(c.parent) ?? []), c.name]);
  let node = category;
  while (children.has(node)) node = children.get(node)![0]!;
  const type = TEMPLATES.find((t) => t.category === node)?.types[0];
  return type ? shapeOf(type) : 'jar';
}

function topOf(category: string): string {
  const parent = new Map(CATEGORIES.map((c) => [c.name, c.parent]));
  let node = category;
  while (parent.get(node)) node = parent.get(node)!;
  return node;
}

/** Images that do not depend on the product count: brands, categories, banners. */
function fixedImageJobs(): ImageJob[] {
  return [
    ...BRANDS.map((b) => ({ key: brandImageKey(b.name), svg: () => brandSvg(b) })),
    ...CATEGORIES.map((c, i) => ({
      key: categoryImageKey(c.name),
      svg: () => categorySvg(topOf(c.name), leafShape(c.name), i),
    })),
    ...BANNERS.flatMap((b) => [
      { key: bannerKey(b, 'desktop'), svg: () => bannerSvg(b, 'desktop', BRANDS) },
      { key: bannerKey(b, 'mobile'), svg: () => bannerSvg(b, 'mobile', BRANDS) },
      { key: bannerKey(b, 'desktop', 'ar'), svg: () => bannerSvg(b, 'desktop', BRANDS, 'ar') },
      { key: bannerKey(b, 'mobile', 'ar'), svg: () => bannerSvg(b, 'mobile', BRANDS, 'ar') },
    ]),
  ];
}

/**
 * Writes the demo shop: brands, categories, products, reviews, the home page, settings,
 * countries, discount codes and Oman delivery data, in one transaction; then draws the images
 * that are not stored yet. Deterministic for a given product count and `now`.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<SeedReport> {
  const began = Date.now();
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  const now = options.now ?? new Date();
  const progress = options.progress ?? silent;
  const { storage } = options;
  const urlOf = (key: string) => storage.urlOf(key);
  const report: SeedReport = {
    skipped: false,
    products: 0,
    brands: 0,
    categories: 0,
    reviews: 0,
    omanProvinces: 0,
    warnings: [],
    images: { generated: 0, cached: 0 },
    milliseconds: 0,
  };

  if (options.ifEmpty) {
    const existing = await db.selectFrom('website_item').select('name').limit(1).executeTakeFirst();
    if (existing) return { ...report, skipped: true, milliseconds: Date.now() - began };
  }
  const omanDelivery = options.omanDelivery === undefined ? loadOmanDelivery() : options.omanDelivery;
  if (!omanDelivery)
    report.warnings.push(
      `Oman delivery data not found at ${OMAN_DELIVERY_FILE}: provinces, wilayas and zones not seeded.`,
    );
  const art = new Map<string, ProductArt>();

  await db.transaction().execute(async (trx) => {
    if (options.reset) await deleteSeededRows(trx);
    const brands = brandRows(now, urlOf);
    const categories = categoryRows(now, urlOf);
    await upsertRows(trx, 'brand', 'name', brands);
    await upsertRows(trx, 'ecommerce_category', 'name', categories);
    report.brands = brands.length;
    report.categories = categories.length;

    progress.start('products', count);
    const reviewTargets: ReviewTarget[] = [];
    let batch: NewWebsiteItem[] = [];
    const flush = async () => {
      await upsertRows(trx, 'website_item', 'name', batch);
      report.products += batch.length;
      progress.update(report.products);
      batch = [];
    };
    for (const product of generateProducts(count, { warehouse: options.warehouse, now })) {
      art.set(product.art.key, product.art);
      const row: NewWebsiteItem = { ...product.row, website_image: urlOf(product.art.key) };
      batch.push(row);
      const listed = row.published === 1 && row.custom_sale_price != null && row.custom_stock_available > 0;
      if (listed && reviewTargets.length < 12) reviewTargets.push(row);
      if (batch.length === BATCH_SIZE) await flush();
    }
    if (batch.length > 0) await flush();
    progress.stop();

    const reviews = reviewRows(reviewTargets, now);
    await upsertRows(trx, 'website_item_review', 'name', reviews);
    report.reviews = reviews.length;

    const home = homePageRows(now, urlOf);
    await upsertRows(trx, 'web_page', 'name', [home.page]);
    await trx.deleteFrom('web_page_block').where('parent', '=', home.page.name).execute();
    await trx.deleteFrom('web_page_brand').where('parent', '=', home.page.name).execute();
    await trx.insertInto('web_page_block').values(home.blocks).execute();
    await trx.insertInto('web_page_brand').values(home.brands).execute();

    await upsertRows(trx, 'site_setting', 'key', siteSettingRows(now));
    await upsertRows(trx, 'country', 'code', [...COUNTRIES]);
    await upsertRows(trx, 'discount_code', 'code', discountCodeRows(now));
    if (omanDelivery) {
      await replaceOmanDelivery(trx, omanDelivery);
      report.omanProvinces = omanDelivery.provinces.length;
    }
  });

  // One row per combination again (the seed appended one per product), then fresh planner
  // statistics, so the listing's indexes are used at once (100 000 rows and up).
  await compactFacetCounts(db);
  for (const table of ['website_item', 'website_item_facet_count', 'ecommerce_category', 'brand'] as const) {
    await sql`analyze ${sql.table(table)}`.execute(db);
  }

  const jobs: ImageJob[] = [
    ...fixedImageJobs(),
    ...[...art.values()].map((a) => ({ key: a.key, svg: () => productSvg(a.brand, a.shape, a.variant) })),
  ];
  progress.start('images', new Set(jobs.map((j) => j.key)).size);
  report.images = await generateImages(storage, jobs, (done) => progress.update(done));
  progress.stop();
  report.milliseconds = Date.now() - began;
  return report;
}
