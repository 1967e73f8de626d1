import 'server-only';
import { type ListingFilters, listingFilters } from '../catalog/listing-request';
import type { CategoryNode } from '../catalog/types';
import { storeWarehouse } from '../config';
import { categoryCountRowWire } from '../catalog/wire';
import { z } from 'zod';
import { listDocs } from '../services/resource-client';
import { searchListingQuery } from '../catalog/search-request';
import { type ServiceResult, callService } from '../services/transport';
import { unreadable } from '../services/reply';

const searchCountsWire = z.object({ message: z.array(categoryCountRowWire) });

/** A typed text's counts from the shop's search (GET /api/search/category-counts): the products its results page finds. */
async function searchCounts(filters: ListingFilters): Promise<ServiceResult<z.infer<typeof categoryCountRowWire>[]>> {
  const { q, warehouse, brands, offers, in_stock, min_price, max_price } = searchListingQuery(filters, 0, storeWarehouse);
  const query = Object.fromEntries(Object.entries({ q, warehouse, brands, offers, in_stock, min_price, max_price }).filter(([, v]) => v !== undefined));
  const result = await callService('content', {}, (client, headers) =>
    client.GET('/api/search/category-counts', { params: { query: query as never }, headers, parseAs: 'text' }),
  );
  if (!result.ok) return result;
  const reply = searchCountsWire.safeParse(result.data);
  return reply.success ? { ok: true, data: reply.data.message } : unreadable;
}

/**
 * Product counts per category node for the sidebar tree: one grouped count with the listing's
 * filters minus the category choice, rolled up the tree (a node counts its whole subtree). With a
 * typed text, the shop's search counts the products it finds (the results page's own matching).
 */
export async function categoryCounts(filters: ListingFilters, tree: CategoryNode[]): Promise<Record<string, number>> {
  const unchosen = { ...filters, categories: filters.categories.filter((c) => c === 'Offers'), subCategories: [], subSubCategories: [] };
  const { filters: base } = listingFilters(unchosen, storeWarehouse);
  const result = filters.keyword?.trim() ? await searchCounts(unchosen) : await listDocs(
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
