import {
  type CatalogFileError,
  type CatalogFileValues,
  REQUIRED_FOR_NEW,
  catalogFileError,
  rialText,
} from '@shop/domain/catalog-file';
import { productSearchText } from '@shop/domain/search-text';
import type { Database } from '../../db/schema';
import { sanitizeShopHtml } from '../settings/shop-html';
import { type ImageJob, type ImageZip, fetchableUrl } from './catalog-images';
import type { StoredItem, UpdatableColumn } from './catalog-transfer.queries';

/** What the import knows besides the row: the links that exist (or will), the ZIP, the environment. */
export interface RowContext {
  brands: Set<string>;
  categories: Set<string>;
  createMissing: boolean;
  zip: ImageZip | null;
  production: boolean;
}

type Stored = Database['website_item'];
/** A row's values as the table stores them (flags 0/1, descriptions sanitised), only for the file's columns. */
export type StoredValues = Partial<
  Pick<Stored, Exclude<UpdatableColumn, 'search_text' | 'modified' | 'website_image'>>
>;

export type RowPlan =
  | { kind: 'error'; errors: CatalogFileError[] }
  | { kind: 'unchanged' }
  | {
      kind: 'create' | 'update';
      values: StoredValues;
      image: ImageJob | null;
      missing: { brand?: string; category?: string };
    };

const flag = (value: boolean) => (value ? 1 : 0);

/**
 * The row's values in the table's own form, for comparison and writing. A description equal to
 * the stored one (already sanitised) is taken as it is: sanitising is most of a row's cost.
 */
function storedValues(values: CatalogFileValues, stored: StoredItem | undefined): StoredValues {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(values)) {
    if (column === 'image') continue;
    if (typeof value === 'boolean') out[column] = flag(value);
    else if (stored && value === stored[column as keyof StoredItem]) out[column] = value;
    else if (column === 'web_long_description') out[column] = sanitizeShopHtml(value as string);
    else if (column === 'web_long_description_ar')
      out[column] = value === null ? null : sanitizeShopHtml(value as string) || null;
    else out[column] = value;
  }
  return out as StoredValues;
}

function imageOf(
  row: number,
  itemCode: string,
  image: string | null | undefined,
  current: string | null,
  ctx: RowContext,
): ImageJob | CatalogFileError | null {
  // An empty cell keeps the item's images: an import never removes one.
  if (image === undefined || image === null || image === current) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(image)) {
    const url = fetchableUrl(image, ctx.production);
    return url ? { row, itemCode, source: { url } } : catalogFileError(row, 'image', 'image.url');
  }
  if (!ctx.zip) return catalogFileError(row, 'image', 'image.url');
  if (!ctx.zip.has(image)) return catalogFileError(row, 'image', 'image.not_in_zip', { file: image });
  return { row, itemCode, source: { file: image } };
}

/**
 * What one valid row would do to its item: create it, update the columns that differ, or
 * nothing; or why it cannot (a link that does not exist, a sale above the regular price it
 * would have, a new item without a name or price, an image it cannot get).
 */
export function planRow(
  row: number,
  itemCode: string,
  values: CatalogFileValues,
  stored: StoredItem | undefined,
  ctx: RowContext,
): RowPlan {
  const next = storedValues(values, stored);
  const errors: CatalogFileError[] = [];
  if (!stored)
    for (const column of REQUIRED_FOR_NEW)
      if (values[column] === undefined) errors.push(catalogFileError(row, column, 'cell.required'));
  const missing: { brand?: string; category?: string } = {};
  if (next.brand && next.brand !== stored?.brand && !ctx.brands.has(next.brand)) {
    if (ctx.createMissing) missing.brand = next.brand;
    else errors.push(catalogFileError(row, 'brand', 'row.unknown_brand', { value: next.brand }));
  }
  const category = next.custom_ecommerce_category;
  if (category && category !== stored?.custom_ecommerce_category && !ctx.categories.has(category)) {
    if (ctx.createMissing) missing.category = category;
    else errors.push(catalogFileError(row, 'custom_ecommerce_category', 'row.unknown_category', { value: category }));
  }
  const sale = next.custom_sale_price === undefined ? (stored?.custom_sale_price ?? null) : next.custom_sale_price;
  const regular = next.custom_regular_price ?? stored?.custom_regular_price;
  if (sale !== null && regular !== undefined && sale > regular) {
    errors.push(
      catalogFileError(row, 'custom_sale_price', 'row.sale_above_regular', {
        sale: rialText(sale),
        regular: rialText(regular),
      }),
    );
  }
  const image = imageOf(row, itemCode, values.image, stored?.website_image ?? null, ctx);
  if (image && 'code' in image) errors.push(image);
  if (errors.length) return { kind: 'error', errors };
  const job = image && !('code' in image) ? image : null;
  if (!stored) return { kind: 'create', values: next, image: job, missing };
  const changed = (Object.keys(next) as (keyof StoredValues)[]).some((column) => next[column] !== stored[column]);
  if (!changed && !job) return { kind: 'unchanged' };
  return { kind: 'update', values: next, image: job, missing };
}

/** The search text of an item after the row (both names, as every write of a name keeps it). */
export const searchTextAfter = (
  values: StoredValues,
  stored: Pick<StoredItem, 'web_item_name' | 'web_item_name_ar'> | undefined,
) =>
  productSearchText(
    values.web_item_name ?? stored?.web_item_name ?? '',
    values.web_item_name_ar === undefined ? stored?.web_item_name_ar : values.web_item_name_ar,
  );
