import type { Brand, CategoryNode } from '@/lib/catalog/types';

/** What both the desktop dropdowns and the mobile drawer render. */
export interface NavModel {
  categories: CategoryNode[];
  brands: Brand[];
}
