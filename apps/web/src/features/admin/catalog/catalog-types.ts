import type { catalogPageReply } from '@shop/domain/schemas/admin-replies';
import type { z } from 'zod';

/** A Website Item as /api/admin/catalog/items sends it (prices in OMR). */
export type { AdminCatalogItem } from '@shop/domain/schemas/admin-replies';

export type CatalogPageMeta = z.infer<typeof catalogPageReply>['meta'];
