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

/** PATCH /api/admin/catalog/items/:name: any of these, at least one. Prices in OMR (→ baisa). */
export const catalogItemPatch = z
  .object({
    custom_sale_price: omrAmount('Sale price').nullable(),
    custom_regular_price: omrAmount('Regular price'),
    custom_stock_available: z.number().int('Stock must be a whole number').min(0, 'Stock must not be negative').max(1_000_000),
    published: z.boolean(),
    custom_show_on_offer_page: z.boolean(),
    custom_bogo_offer: z.boolean(),
    custom_is_dangerous_good_: z.boolean(),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');
export type CatalogItemPatch = z.infer<typeof catalogItemPatch>;

export const itemNameParams = z.object({ name: z.string().min(1).max(200) }).strict();
