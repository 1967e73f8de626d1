import type { z } from 'zod';
import type { catalogItemCreate, catalogItemPatch } from '@shop/domain/schemas/admin-catalog';
import { numberOrText } from '../ui/form-kit/form-values';
import type { AdminCatalogItem } from './catalog-types';
import { omrText } from './omr-field';

export type Flag = 'published' | 'custom_show_on_offer_page' | 'custom_bogo_offer' | 'custom_is_dangerous_good_';
const FLAGS: readonly Flag[] = [
  'published',
  'custom_show_on_offer_page',
  'custom_bogo_offer',
  'custom_is_dangerous_good_',
];

/** What the product form's fields hold: texts as typed, prices in OMR and the stock as text, the flags ticked. */
export interface ProductFields extends Record<Flag, boolean> {
  item_code: string;
  web_item_name: string;
  item_name: string;
  route: string;
  brand: string;
  custom_ecommerce_category: string;
  custom_sale_price: string;
  custom_regular_price: string;
  custom_stock_available: string;
  stock_uom: string;
  short_description: string;
  web_long_description: string;
  web_item_name_ar: string;
  short_description_ar: string;
  web_long_description_ar: string;
}

export type NewItemBody = z.input<typeof catalogItemCreate>;
export type ItemPatchBody = z.input<typeof catalogItemPatch>;

/** The fields filled from the item as last loaded (empty for a new product). */
export function productDefaults(item: AdminCatalogItem | undefined): ProductFields {
  return {
    item_code: '',
    web_item_name: item?.web_item_name ?? '',
    item_name: item?.item_name ?? '',
    route: item?.route ?? '',
    brand: item?.brand ?? '',
    custom_ecommerce_category: item?.custom_ecommerce_category ?? '',
    custom_sale_price: omrText(item?.custom_sale_price),
    custom_regular_price: omrText(item?.custom_regular_price),
    custom_stock_available: String(item?.custom_stock_available ?? 0),
    stock_uom: item?.stock_uom ?? 'Nos',
    short_description: item?.short_description ?? '',
    web_long_description: item?.web_long_description ?? '',
    web_item_name_ar: item?.web_item_name_ar ?? '',
    short_description_ar: item?.short_description_ar ?? '',
    web_long_description_ar: item?.web_long_description_ar ?? '',
    published: item?.published ?? false,
    custom_show_on_offer_page: item?.custom_show_on_offer_page ?? false,
    custom_bogo_offer: item?.custom_bogo_offer ?? false,
    custom_is_dangerous_good_: item?.custom_is_dangerous_good_ ?? false,
  };
}

/** Prices, stock, flags and Arabic texts: what both the full form and the row's quick editor send. */
export function quickBody(fields: ProductFields): Record<string, unknown> {
  const body: Record<string, unknown> = {
    custom_sale_price: numberOrText(fields.custom_sale_price),
    custom_regular_price: numberOrText(fields.custom_regular_price),
    custom_stock_available: numberOrText(fields.custom_stock_available),
    web_item_name_ar: fields.web_item_name_ar.trim(),
    short_description_ar: fields.short_description_ar.trim(),
    web_long_description_ar: fields.web_long_description_ar.trim(),
  };
  for (const flag of FLAGS) body[flag] = fields[flag];
  return body;
}

/** The whole item as PATCH /api/admin/catalog/items/:name takes it; an empty item name is the name. */
export function productBody(fields: ProductFields): Record<string, unknown> {
  const name = fields.web_item_name.trim();
  return {
    web_item_name: name,
    item_name: fields.item_name.trim() || name || undefined,
    route: fields.route.trim(),
    brand: fields.brand || null,
    custom_ecommerce_category: fields.custom_ecommerce_category || null,
    stock_uom: fields.stock_uom.trim() || 'Nos',
    short_description: fields.short_description.trim(),
    web_long_description: fields.web_long_description.trim(),
    ...quickBody(fields),
  };
}

/** A new item as POST /api/admin/catalog/items takes it: its item code, and no route when none was typed. */
export function newProductBody(fields: ProductFields): Record<string, unknown> {
  return { ...productBody(fields), item_code: fields.item_code.trim(), route: fields.route.trim() || undefined };
}
