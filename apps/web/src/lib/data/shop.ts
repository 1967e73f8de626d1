import 'server-only';
import { type ListingFilters, listingFilters } from '../catalog/listing-request';
import type { CategoryNode } from '../catalog/types';
import { storeWarehouse } from '../config';
import { categoryCountRowWire } from '../catalog/wire';
import { listDocs } from '../services/resource-client';

/**
 * Product counts per category node for the sidebar tree: one grouped count with the listing's
 * filters minus the category choice, rolled up the tree (a node counts its whole subtree).
 */
export async function categoryCounts(filters: ListingFilters, tree: CategoryNode[]): Promise<Record<string, number>> {
  const { filters: base } = listingFilters({ ...filters, categories: filters.categories.filter((c) => c === 'Offers'), subCategories: [], subSubCategories: [] }, storeWarehouse);
  const result = await listDocs(
    'Website Item',
    {
      fields: ['custom_ecommerce_category', 'count(name) as count'],
      filters: base,
      group_by: 'custom_ecommerce_category',
      limit_page_length: 1000,
    },
    categoryCountRowWire,
  );
  const own = new Map<string, number>();
  if (result.ok) for (const row of result.data) if (row.custom_ecommerce_category) own.set(row.custom_ecommerce_category, row.count);
  const counts: Record<string, number> = {};
  const walk = (node: CategoryNode): number => {
    const total = (own.get(node.name) ?? 0) + node.children.reduce((sum, child) => sum + walk(child), 0);
    counts[node.name] = total;
    return total;
  };
  tree.forEach(walk);
  return counts;
}
