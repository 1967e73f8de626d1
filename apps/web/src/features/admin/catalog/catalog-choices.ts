import 'server-only';
import { brandsReply, categoriesReply } from '@shop/domain/schemas/admin-replies';
import { loadAdmin } from '../admin-server';

/** The brands and categories a product can be given, for the product pages' pickers (both loaded at once). */
export async function loadCatalogChoices() {
  const [brands, categories] = await Promise.all([
    loadAdmin((client) => client.GET('/api/admin/catalog/brands'), brandsReply),
    loadAdmin((client) => client.GET('/api/admin/catalog/categories'), categoriesReply),
  ]);
  if (!brands.ok) return brands;
  if (!categories.ok) return categories;
  return { ok: true as const, brands: brands.data.data, categories: categories.data.data };
}
