import type { Insertable } from 'kysely';
import type { BrandTable, EcommerceCategoryTable } from '../db/schema';
import { nestedSetBounds } from '../modules/catalog/nested-set';
import { artKey } from './art/keys';
import { BRANDS_AR, CATEGORIES_AR } from './data/arabic-catalog';
import { BRANDS } from './data/brands';
import { CATEGORIES, TOP_CATEGORIES } from './data/categories';
import { slugify, timestamp } from './text';

export const brandImageKey = (brand: string) => artKey('brands', slugify(brand));
export const categoryImageKey = (category: string) => artKey('categories', slugify(category));

/** Brand rows; `image` is the URL of the brand's logo image. */
export function brandRows(now: Date, urlOf: (key: string) => string): Insertable<BrandTable>[] {
  const at = timestamp(now);
  return BRANDS.map((b) => ({
    name: b.name,
    brand: b.name,
    brand_ar: BRANDS_AR[b.name]!.name,
    description: b.description,
    description_ar: BRANDS_AR[b.name]!.description,
    image: urlOf(brandImageKey(b.name)),
    custom_show_on_website: b.showOnWebsite,
    custom_priority: b.priority,
    creation: at,
    modified: at,
  }));
}

/**
 * Category rows with nested-set bounds. Priority: top levels from 100 down in menu order;
 * within a group, earlier siblings rank higher, so "priority desc" keeps the menu order.
 */
export function categoryRows(now: Date, urlOf: (key: string) => string): Insertable<EcommerceCategoryTable>[] {
  const at = timestamp(now);
  const bounds = nestedSetBounds(CATEGORIES);
  const parents = new Set(CATEGORIES.map((c) => c.parent));
  const siblingIndex = new Map<string | null, number>();
  return CATEGORIES.map((c) => {
    const index = siblingIndex.get(c.parent) ?? 0;
    siblingIndex.set(c.parent, index + 1);
    const { lft, rgt, depth } = bounds.get(c.name)!;
    const top = TOP_CATEGORIES.indexOf(c.name);
    return {
      name: c.name,
      category_name: c.name,
      category_name_ar: CATEGORIES_AR[c.name]!,
      is_group: parents.has(c.name) ? 1 : 0,
      show_on_homepage: c.showOnHomepage ? 1 : 0,
      priority: depth === 1 ? 100 - top * 5 : 50 - index,
      ecommerce_category_image: urlOf(categoryImageKey(c.name)),
      parent_ecommerce_category: c.parent,
      lft,
      rgt,
      creation: at,
      modified: at,
    };
  });
}
