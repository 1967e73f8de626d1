import { z } from 'zod';
import { omrAmount } from './money-input.admin';

/** GET /api/admin/catalog/items: search text (item code or name), keyset cursor (the last row's name), page size. */
export const catalogListQuery = z
  .object({
    q: z.string().trim().max(100, 'q is too long').optional(),
    after: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type CatalogListQuery = z.infer<typeof catalogListQuery>;

/** An Arabic text of the item: '' or null removes it (the English is shown then). */
const arabic = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .nullable()
    .transform((text) => text || null);

/**
 * PATCH /api/admin/catalog/items/:name: any of these, at least one. Prices in OMR (→ baisa).
 * The Arabic name and descriptions (issue 16); the long one is HTML, sanitized before it is stored.
 */
export const catalogItemPatch = z
  .object({
    custom_sale_price: omrAmount('Sale price').nullable(),
    custom_regular_price: omrAmount('Regular price'),
    custom_stock_available: z.number().int('Stock must be a whole number').min(0, 'Stock must not be negative').max(1_000_000),
    published: z.boolean(),
    custom_show_on_offer_page: z.boolean(),
    custom_bogo_offer: z.boolean(),
    custom_is_dangerous_good_: z.boolean(),
    web_item_name_ar: arabic('The Arabic name', 140),
    short_description_ar: arabic('The Arabic short description', 1000),
    web_long_description_ar: arabic('The Arabic description', 20_000),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');
export type CatalogItemPatch = z.infer<typeof catalogItemPatch>;

export const itemNameParams = z.object({ name: z.string().min(1).max(200) }).strict();
