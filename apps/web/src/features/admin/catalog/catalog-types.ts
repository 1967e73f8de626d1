/** A Website Item as /api/admin/catalog/items sends it (prices in OMR): the server's own type. */
export type { AdminCatalogItem } from '@shop/server/modules/catalog/catalog.admin.service';

export interface CatalogPageMeta {
  nextCursor: string | null;
  /** null for a search (not counted). */
  total: number | null;
  limit: number;
}
