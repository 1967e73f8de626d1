import { z } from 'zod';
import { omrAmount } from './omr-amount';

/** GET /api/admin/catalog/items: search text (item code or name), keyset cursor (the last row's name), page size. */
export const catalogListQuery = z
  .object({
    q: z.string().trim().max(100, 'q is too long').optional(),
    after: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type CatalogListQuery = z.infer<typeof catalogListQuery>;

/** GET /api/admin/catalog/low-stock: items with at most `threshold` in stock, fewest first. */
export const lowStockQuery = z
  .object({
    threshold: z.coerce
      .number({ error: 'threshold must be a whole number' })
      .int('threshold must be a whole number')
      .min(0)
      .max(100_000)
      .default(5),
    limit: z.coerce.number().int().min(1).max(200).default(100),
  })
  .strict();
export type LowStockQuery = z.infer<typeof lowStockQuery>;

/** An Arabic text of the item: '' or null removes it (the English is shown then). */
const arabic = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .nullable()
    .transform((text) => text || null);

const englishText = (label: string, max: number, min = 0) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, `${label} is required`)
    .max(max, `${label} is too long`);

/** The product page's address: lowercase letters, digits and single hyphens ('vitamin-c-serum-30ml'). */
const routeSlug = z
  .string({ error: 'The route must be text' })
  .trim()
  .min(1, { error: 'The route is required', abort: true })
  .max(140, 'The route is too long (140 characters at most)')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'The route may hold only lowercase letters, digits and single hyphens, e.g. vitamin-c-serum-30ml',
  );

/** An item code as the stock system knows it: letters, digits, '.', '_' and '-', starting with a letter or digit. */
const itemCode = z
  .string({ error: 'The item code must be text' })
  .trim()
  .min(1, { error: 'The item code is required', abort: true })
  .max(40, 'The item code is too long (40 characters at most)')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'The item code may hold only letters, digits, ".", "_" and "-"');

/** A brand or category chosen by its name; null or '' for none. */
const link = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(140)
    .nullable()
    .transform((text) => text || null);

const itemFields = {
  web_item_name: englishText('The name', 140, 1),
  item_name: englishText('The item name', 140, 1),
  route: routeSlug,
  brand: link('The brand'),
  custom_ecommerce_category: link('The category'),
  short_description: englishText('The short description', 1000),
  web_long_description: englishText('The description', 20_000),
  stock_uom: englishText('The unit', 20, 1),
  custom_sale_price: omrAmount('Sale price').nullable(),
  custom_regular_price: omrAmount('Regular price'),
  custom_stock_available: z
    .number({ error: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock must not be negative')
    .max(1_000_000),
  published: z.boolean(),
  custom_show_on_offer_page: z.boolean(),
  custom_bogo_offer: z.boolean(),
  custom_is_dangerous_good_: z.boolean(),
  web_item_name_ar: arabic('The Arabic name', 140),
  short_description_ar: arabic('The Arabic short description', 1000),
  web_long_description_ar: arabic('The Arabic description', 20_000),
};

/**
 * PATCH /api/admin/catalog/items/:name: any of these, at least one. Prices in OMR (→ baisa).
 * The descriptions are HTML, sanitised before they are stored. The item code is fixed once created.
 */
export const catalogItemPatch = z
  .object(itemFields)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');
export type CatalogItemPatch = z.infer<typeof catalogItemPatch>;

/**
 * POST /api/admin/catalog/items: a new Website Item. Its name (the variant id) is its item code;
 * the route defaults to the name written as a slug, the item name to the web name. New items
 * are hidden until published.
 */
export const catalogItemCreate = z
  .object({
    ...itemFields,
    item_code: itemCode,
    route: routeSlug.optional(),
    item_name: itemFields.item_name.optional(),
    brand: itemFields.brand.default(null),
    custom_ecommerce_category: itemFields.custom_ecommerce_category.default(null),
    short_description: itemFields.short_description.default(''),
    web_long_description: itemFields.web_long_description.default(''),
    stock_uom: itemFields.stock_uom.default('Nos'),
    custom_sale_price: itemFields.custom_sale_price.default(null),
    custom_stock_available: itemFields.custom_stock_available.default(0),
    published: itemFields.published.default(false),
    custom_show_on_offer_page: itemFields.custom_show_on_offer_page.default(false),
    custom_bogo_offer: itemFields.custom_bogo_offer.default(false),
    custom_is_dangerous_good_: itemFields.custom_is_dangerous_good_.default(false),
    web_item_name_ar: itemFields.web_item_name_ar.default(null),
    short_description_ar: itemFields.short_description_ar.default(null),
    web_long_description_ar: itemFields.web_long_description_ar.default(null),
  })
  .strict();
export type CatalogItemCreate = z.infer<typeof catalogItemCreate>;

/** POST /api/admin/catalog/items/:name/duplicate: the copy's own item code, and optionally its route and name. */
export const catalogItemDuplicate = z
  .object({ item_code: itemCode, route: routeSlug.optional(), web_item_name: itemFields.web_item_name.optional() })
  .strict();
export type CatalogItemDuplicate = z.infer<typeof catalogItemDuplicate>;

/** PUT /api/admin/catalog/items/:name/images: every image of the item, in the new order. */
export const imageOrderBody = z.object({ files: z.array(z.string().min(1).max(200)).max(50) }).strict();

export const itemNameParams = z.object({ name: z.string().min(1).max(200) }).strict();
export const itemImageParams = z
  .object({ name: z.string().min(1).max(200), file: z.string().min(1).max(200) })
  .strict();
