import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogItemReply, catalogPageReply } from '@shop/domain/schemas/admin-replies';
import type { AppDeps } from '../../app-deps';
import { catalogItemPatch, catalogListQuery, itemNameParams } from './catalog.admin.schemas';
import { getCatalogItem, listCatalogItems, updateCatalogItem } from './catalog.admin.service';

/** Back-office catalog: list with search and keyset paging, read and edit one Website Item. Mounted under /api/admin (staff only). */
export function registerCatalogAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: catalog'];

  r.get(
    '/catalog/items',
    { schema: { tags, summary: 'Website Items by name, with search and keyset paging', querystring: catalogListQuery, response: { 200: catalogPageReply } } },
    async (request) => {
      const page = await listCatalogItems(deps.db, request.query);
      return { data: page.items, meta: { nextCursor: page.nextCursor, total: page.total, limit: request.query.limit } };
    },
  );

  r.get(
    '/catalog/items/:name',
    { schema: { tags, summary: 'One Website Item', params: itemNameParams, response: { 200: catalogItemReply } } },
    async (request) => ({
      data: await getCatalogItem(deps.db, request.params.name),
      meta: {},
    }),
  );

  r.patch(
    '/catalog/items/:name',
    {
      schema: {
        tags,
        summary: 'Edit prices (OMR), stock and flags of a Website Item',
        params: itemNameParams,
        body: catalogItemPatch,
        response: { 200: catalogItemReply },
      },
    },
    async (request) => ({ data: await updateCatalogItem(deps.db, request.params.name, request.body), meta: {} }),
  );
}
