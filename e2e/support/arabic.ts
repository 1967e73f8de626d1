import { type APIRequestContext, expect } from '@playwright/test';
import { formatOMR, toBaisa } from '../../packages/domain/src/money';
import { ar, type MessageId } from '../../apps/web/src/lib/i18n/catalog';
import { formatMessage } from '../../packages/domain/src/icu';

/**
 * The Arabic journeys' expectations come from the shop's own Arabic catalog (never copied texts):
 * `arText` formats a message as an Arabic page does, values wrapped in first-strong isolates.
 */
export function arText(id: MessageId, vars?: Record<string, string | number>): string {
  return formatMessage(ar[id], vars, 'ar-OM');
}

/**
 * A message whose codes (order number, phone number, discount code) the page shows as `<bdi
 * dir="ltr">` runs: the text as read, each code in place without the isolate t() adds to values.
 */
export function arCodeText(
  id: MessageId,
  codes: Record<string, string>,
  vars: Record<string, string | number> = {},
): string {
  let text = arText(id, { ...vars, ...codes });
  for (const code of Object.values(codes)) text = text.replace(`\u2068${code}\u2069`, code);
  return text;
}

/** A rial amount as an Arabic page shows it: '12.500 ر.ع.' (Western digits). */
export const arPrice = (rial: number): string => formatOMR(toBaisa(rial), 'ar');

export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Spelling a shopper may type for the same word: hamza on alef dropped, tāʾ marbūṭa as hāʾ, alif maqṣūra as yāʾ. */
export function plainSpelling(word: string): string {
  return word.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه').replace(/ى/g, 'ي');
}

type Row = Record<string, unknown>;
async function resource(request: APIRequestContext, doctype: string, params: Record<string, unknown>): Promise<Row[]> {
  const query = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  const response = await request.get(`/api/resource/${encodeURIComponent(doctype)}`, { params: query });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Row[] }).data;
}

export interface ArabicProduct {
  name: string;
  route: string;
  web_item_name: string;
  web_item_name_ar: string;
  custom_sale_price: number;
  custom_regular_price: number;
}

interface ZoneRow {
  zone_id: string;
  name_en: string;
  name_ar: string;
  customer_price: number;
}
interface ProvinceRow {
  province: string;
  name_ar: string;
  wilayas: { name_en: string; name_ar: string; zones: ZoneRow[] }[];
}

/** An Oman delivery zone by both its names: the Arabic checkout offers the Arabic ones, the form's values stay English. */
export interface ArabicZone {
  province: { en: string; ar: string };
  wilaya: { en: string; ar: string };
  zone: { id: string; en: string; ar: string };
  price: number;
}

const PRODUCT_FIELDS = [
  'name',
  'route',
  'web_item_name',
  'web_item_name_ar',
  'custom_sale_price',
  'custom_regular_price',
];

/** Facts of the bilingual demo catalog, read from the public APIs (never hard-coded). */
export const arabicCatalog = {
  /**
   * Cheap, in-stock products that are no dangerous good and carry an Arabic name, priced 1–15
   * rial (one unit stays under free delivery), cheapest first.
   */
  async cheapProducts(request: APIRequestContext): Promise<ArabicProduct[]> {
    const rows = await resource(request, 'Website Item', {
      fields: PRODUCT_FIELDS,
      filters: [
        ['published', '=', 1],
        ['custom_sale_price', 'between', [1, 15]],
        ['custom_stock_available', '>', 5],
        ['custom_is_dangerous_good_', '=', 0],
        ['web_item_name_ar', 'is', 'set'],
      ],
      order_by: 'custom_sale_price asc',
      limit_page_length: '20',
    });
    expect(rows.length, 'the seed has cheap products with Arabic names').toBeGreaterThan(3);
    return rows as unknown as ArabicProduct[];
  },

  /** The first page of the default listing (in stock, price ascending), as the API stores it. */
  async firstPage(request: APIRequestContext): Promise<ArabicProduct[]> {
    const rows = await resource(request, 'Website Item', {
      fields: PRODUCT_FIELDS,
      filters: [
        ['published', '=', 1],
        ['custom_sale_price', 'is', 'set'],
        ['custom_stock_available', '>', 0],
      ],
      order_by: 'custom_regular_price asc',
      limit_page_length: '20',
    });
    return rows as unknown as ArabicProduct[];
  },

  /** Every category's English name (the URL's) → its Arabic name, and the top-level ones. */
  async categories(request: APIRequestContext): Promise<{ arabic: Map<string, string>; topLevel: string[] }> {
    const rows = await resource(request, 'Ecommerce Category', {
      fields: ['name', 'category_name_ar', 'parent_ecommerce_category'],
      limit_page_length: '0',
    });
    return {
      arabic: new Map(rows.filter((r) => r.category_name_ar).map((r) => [String(r.name), String(r.category_name_ar)])),
      topLevel: rows.filter((r) => !r.parent_ecommerce_category).map((r) => String(r.name)),
    };
  },

  /** The first zone whose customer price is `price` rial, with its Arabic and English names. */
  async zoneAt(request: APIRequestContext, price: number): Promise<ArabicZone> {
    const response = await request.get('/api/delivery-zones');
    expect(response.ok()).toBe(true);
    for (const p of (await response.json()).data as ProvinceRow[]) {
      for (const w of p.wilayas) {
        const z = w.zones.find((zone) => zone.customer_price === price && zone.name_ar);
        if (z)
          return {
            province: { en: p.province, ar: p.name_ar },
            wilaya: { en: w.name_en, ar: w.name_ar },
            zone: { id: z.zone_id, en: z.name_en, ar: z.name_ar },
            price,
          };
      }
    }
    throw new Error(`no delivery zone at ${price} rial with an Arabic name`);
  },
};
