import { CARD_FIELDS } from '@shop/domain/catalog-query';
import { z } from 'zod';

/**
 * Frappe wire shapes of the resource service (money as decimal rial, flags 0/1, null where the
 * service may send it). Objects strip keys they do not name: a remote Frappe may send more.
 */
const money = z.number().nullable();
const flag = z.number().nullable();

export const websiteItemWire = z.object({
  name: z.string(),
  item_code: z.string(),
  web_item_name: z.string(),
  item_name: z.string().nullish(),
  website_image: z.string().nullable(),
  route: z.string(),
  custom_sale_price: money,
  custom_regular_price: money,
  brand: z.string().nullable(),
  custom_ecommerce_category: z.string().nullable(),
  custom_stock_available: z.number().nullable(),
  custom_bogo_offer: flag,
  custom_is_dangerous_good_: flag,
  stock_uom: z.string().nullable(),
  short_description: z.string().nullish(),
  web_long_description: z.string().nullish(),
  web_item_name_ar: z.string().nullish(),
  item_name_ar: z.string().nullish(),
  short_description_ar: z.string().nullish(),
  web_long_description_ar: z.string().nullish(),
});
export type WebsiteItemWire = z.infer<typeof websiteItemWire>;

export const searchHitWire = websiteItemWire.pick({
  name: true,
  web_item_name: true,
  web_item_name_ar: true,
  website_image: true,
  route: true,
  custom_sale_price: true,
  custom_regular_price: true,
});
export type SearchHitWire = z.infer<typeof searchHitWire>;

/** GET /api/search (issue 29): a page of products, how many match, the correction made, a suggestion and popular products when none. */
export const searchReplyWire = z.object({
  message: z.array(websiteItemWire),
  total: z.number(),
  corrected_to: z.string().nullable(),
  suggestion: z.string().nullable(),
  popular: z.array(websiteItemWire),
});

/** A product's route and its last change (Frappe's 'YYYY-MM-DD HH:mm:ss'), for the sitemap. */
export const sitemapRowWire = websiteItemWire.pick({ route: true }).extend({ modified: z.string() });

/** fields=["count(name) as count"]: the one row of a count. */
export const countRowWire = z.object({ count: z.number() });

/** A count grouped by category (the shop's sidebar). */
export const categoryCountRowWire = countRowWire.extend({ custom_ecommerce_category: z.string().nullable() });

export const categoryWire = z.object({
  name: z.string(),
  category_name: z.string().nullable(),
  is_group: flag,
  show_on_homepage: flag,
  priority: z.number().nullable(),
  ecommerce_category_image: z.string().nullable(),
  parent_ecommerce_category: z.string().nullable(),
  category_name_ar: z.string().nullish(),
});
export type CategoryWire = z.infer<typeof categoryWire>;

export const brandWire = z.object({ name: z.string(), brand: z.string().nullable(), brand_ar: z.string().nullish() });
export type BrandWire = z.infer<typeof brandWire>;

const pageBlockWire = z.object({
  web_template: z.string(),
  size: z.string().nullable(),
  web_template_values: z.string().nullable(),
});
export type PageBlockWire = z.infer<typeof pageBlockWire>;

export const webPageWire = z.object({ name: z.string(), page_blocks: z.array(pageBlockWire).default([]) });

export const reviewWire = z.object({
  name: z.string(),
  customer_name: z.string().nullable(),
  rating: z.number().nullable(),
  review_title: z.string().nullable(),
  comments: z.string().nullable(),
  images: z.string().nullable(),
  creation: z.string().nullable(),
});
export type ReviewWire = z.infer<typeof reviewWire>;

/** The content service's rating summaries: by item, average stars (0..1), count and newest author. */
export const ratingSummariesWire = z.record(
  z.string(),
  z.object({ average: z.number(), count: z.number(), first_reviewer: z.string() }),
);
export type RatingSummariesWire = z.infer<typeof ratingSummariesWire>;

const sections = <T extends z.ZodType>(entry: T) => z.object({ sections: z.array(entry).optional() }).optional();

/**
 * The content service's global-settings entry (Strapi attributes). Attributes the storefront
 * reads defensively itself (free shipping, outlets, contact, order limits) stay unknown here.
 */
export const settingsWire = z.object({
  id: z.number(),
  attributes: z.object({
    free_shipping_above: z.unknown().optional(),
    valid_countries: sections(
      z.object({
        name: z.string(),
        label: z.string().nullish(),
        prefix: z.union([z.string(), z.number()]),
        valid_length: z.union([z.number(), z.string()]),
      }),
    ),
    pickup_times: sections(z.object({ value: z.string(), label: z.string().nullish() })),
    delivery_info: z.string().nullish(),
    outlets: z.unknown().optional(),
    shop_contact: z.object({ whatsapp: z.unknown().optional(), instagram: z.unknown().optional() }).nullish(),
    order_limits: z.unknown().optional(),
  }),
});

export const DETAIL_FIELDS = [...CARD_FIELDS, 'short_description', 'web_long_description'] as const;

/**
 * The rows of a list reply (`{ data: [...] }` or `{ message: [...] }`) that match `row`;
 * anything that is not a list is no rows.
 */
export function wireRows<S extends z.ZodType>(body: unknown, key: 'data' | 'message', row: S): z.output<S>[] {
  const envelope = z.record(z.string(), z.unknown()).safeParse(body);
  const rows = z.array(z.unknown()).safeParse(envelope.success ? envelope.data[key] : undefined);
  return (rows.success ? rows.data : []).flatMap((value) => {
    const parsed = row.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}
