import { CARD_FIELDS } from '@shop/domain/catalog-query';
/** Frappe wire shapes of the resource service (money as decimal rial, flags 0/1). */
export interface WebsiteItemWire {
  name: string;
  item_code: string;
  web_item_name: string;
  item_name?: string;
  website_image: string | null;
  route: string;
  custom_sale_price: number | null;
  custom_regular_price: number | null;
  brand: string | null;
  custom_ecommerce_category: string | null;
  custom_stock_available: number | null;
  custom_bogo_offer: number | null;
  custom_is_dangerous_good_: number | null;
  stock_uom: string | null;
  short_description?: string | null;
  web_long_description?: string | null;
}

export type SearchHitWire = Pick<WebsiteItemWire, 'name' | 'web_item_name' | 'website_image' | 'route' | 'custom_sale_price' | 'custom_regular_price'>;

export interface CategoryWire {
  name: string;
  category_name: string;
  is_group: number;
  show_on_homepage: number;
  priority: number;
  ecommerce_category_image: string | null;
  parent_ecommerce_category: string | null;
}

export interface BrandWire {
  name: string;
  brand: string;
}

export interface PageBlockWire {
  web_template: string;
  size: string | null;
  web_template_values: string | null;
}

export interface WebPageWire {
  name: string;
  page_blocks: PageBlockWire[];
}

export const DETAIL_FIELDS = [...CARD_FIELDS, 'short_description', 'web_long_description'] as const;

export const SEARCH_FIELDS = ['name', 'web_item_name', 'website_image', 'route', 'custom_sale_price', 'custom_regular_price'] as const;

/** The rows of a list reply (`{ data: [...] }` or `{ message: [...] }`): its objects; anything that is not a list is no rows. */
export function wireRows<T extends object>(body: unknown, key: 'data' | 'message'): T[] {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return Array.isArray(value) ? value.filter((row): row is T => row !== null && typeof row === 'object') : [];
}
