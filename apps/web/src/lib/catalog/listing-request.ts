import { CARD_FIELDS, DEFAULT_SORT, OFFERS, PAGE_SIZE, RELEVANCE } from '@shop/domain/catalog-query';
import { ARABIC_FIELD_SUFFIX, type Language } from '@shop/domain/language';
import type { FrappeFilterValue, ListingRequest } from './request-types';

/** The parts of the shop's filter state that shape a listing query (SPEC §3 'Filter state'). */
export interface ListingFilters {
  brands: string[];
  categories: string[];
  subCategories: string[];
  subSubCategories: string[];
  keyword?: string;
  sort?: string;
  salePriceMin?: number;
  salePriceMax?: number;
  excludeOutOfStock: boolean;
}

/** SPEC §7: published, with a sale price, in the store's warehouse. */
export function baseFilters(warehouse: string): FrappeFilterValue[] {
  return [
    ['published', '=', 1],
    ['custom_sale_price', 'is', 'set'],
    ['website_warehouse', '=', warehouse],
  ];
}

/**
 * A like pattern for names containing `text` as typed: its `\`, `%` and `_` are escaped with a
 * backslash, which Frappe (on MariaDB) and the resource service read as "this character itself",
 * so a search for "%" or "_" finds names holding one instead of every product.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** A product's texts that have an Arabic sibling (`<field>_ar`), asked for on Arabic pages only. */
const ITEM_TEXTS = new Set(['web_item_name', 'item_name', 'short_description', 'web_long_description']);

/** Website Item fields for a page in `language`: the same fields, plus the Arabic siblings of its texts for Arabic. */
export function itemFields(fields: readonly string[], language: Language): string[] {
  if (language !== 'ar') return [...fields];
  return [...fields, ...fields.filter((f) => ITEM_TEXTS.has(f)).map((f) => `${f}${ARABIC_FIELD_SUFFIX}`)];
}

/**
 * The shop's search on names: the item's search text holds its English and Arabic names in one
 * written form (the service normalises the typed text the same way: alef forms, ى/ي, ة/ه, digits,
 * case), so a search finds a product by either name on either language's pages.
 */
const nameContains = (text: string): FrappeFilterValue => ['search_text', 'like', containsPattern(text)];

/** The most specific category selection wins: sub-subcategories, then subcategories, then categories. */
function selectedCategories(f: ListingFilters): string[] {
  if (f.subSubCategories.length) return f.subSubCategories;
  if (f.subCategories.length) return f.subCategories;
  return f.categories.filter((c) => c !== OFFERS);
}

/** The listing's filters (SPEC §7); `or_filters` carries a choice of several categories. */
export function listingFilters(f: ListingFilters, warehouse: string): Pick<ListingRequest, 'filters' | 'or_filters'> {
  const filters = baseFilters(warehouse);
  let or_filters: FrappeFilterValue[] | undefined;
  if (f.categories.includes(OFFERS)) filters.push(['custom_show_on_offer_page', '=', 1]);
  const categories = selectedCategories(f);
  if (categories.length === 1) {
    filters.push(['custom_ecommerce_category', 'descendants of (inclusive)', categories[0]]);
  } else if (categories.length > 1) {
    or_filters = categories.map((c) => ['custom_ecommerce_category', 'descendants of (inclusive)', c]);
  }
  if (f.brands.length) filters.push(['brand', 'in', f.brands]);
  if (f.excludeOutOfStock) filters.push(['custom_stock_available', '>', 0]);
  if (f.keyword?.trim()) filters.push(nameContains(f.keyword.trim()));
  if (f.salePriceMin !== undefined) filters.push(['custom_sale_price', '>=', f.salePriceMin]);
  if (f.salePriceMax !== undefined) filters.push(['custom_sale_price', '<=', f.salePriceMax]);
  return or_filters ? { filters, or_filters } : { filters };
}

/** One page (0-based) of the listing. */
export function listingRequest(f: ListingFilters, page: number, warehouse: string, language: Language): ListingRequest {
  return {
    ...listingFilters(f, warehouse),
    fields: itemFields(CARD_FIELDS, language),
    order_by: f.sort && f.sort !== RELEVANCE ? f.sort : DEFAULT_SORT,
    limit_start: Math.max(0, page) * PAGE_SIZE,
    limit_page_length: PAGE_SIZE,
  };
}

/** Frappe list params as query-string values. */
export function encodeListingRequest(r: ListingRequest): Record<string, string> {
  const out: Record<string, string> = {};
  if (r.fields) out.fields = JSON.stringify(r.fields);
  if (r.filters?.length) out.filters = JSON.stringify(r.filters);
  if (r.or_filters?.length) out.or_filters = JSON.stringify(r.or_filters);
  if (r.order_by) out.order_by = r.order_by;
  if (r.group_by) out.group_by = r.group_by;
  if (r.limit_start !== undefined) out.limit_start = String(r.limit_start);
  if (r.limit_page_length !== undefined) out.limit_page_length = String(r.limit_page_length);
  return out;
}
