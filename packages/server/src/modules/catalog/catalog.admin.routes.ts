import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  catalogImagesReply,
  catalogItemReply,
  catalogPageReply,
  lowStockReply,
} from '@shop/domain/schemas/admin-replies';
import type { AppDeps } from '../../app-deps';
import { auditActorOf } from '../audit/audit-log';
import {
  catalogItemCreate,
  catalogItemDuplicate,
  catalogItemPatch,
  catalogListQuery,
  imageOrderBody,
  itemImageParams,
  itemNameParams,
  lowStockQuery,
} from '@shop/domain/schemas/admin-catalog';
import { getCatalogItem, listCatalogItems, updateCatalogItem } from './catalog.admin.service';
import { readUploadedFiles, uploadBody } from './image-upload.admin';
import { createCatalogItem, duplicateCatalogItem, listLowStock } from './item-create.admin.service';
import {
  MAX_ITEM_IMAGES,
  addItemImages,
  listItemImages,
  removeItemImage,
  reorderItemImages,
} from './item-images.admin.service';

/** Back-office catalog: list, create, duplicate and edit Website Items, their images, the low-stock view. Mounted under /api/admin (staff only). */
export function registerCatalogAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: catalog'];
  r.get(
    '/catalog/items',
    {
      schema: {
        tags,
        summary: 'Website Items by name, with search and keyset paging',
        querystring: catalogListQuery,
        response: { 200: catalogPageReply },
      },
    },
    async (request) => {
      const page = await listCatalogItems(deps.db, request.query);
      return { data: page.items, meta: { nextCursor: page.nextCursor, total: page.total, limit: request.query.limit } };
    },
  );
  r.post(
    '/catalog/items',
    {
      schema: {
        tags,
        summary: 'Create a Website Item (hidden unless published)',
        body: catalogItemCreate,
        response: { 200: catalogItemReply },
      },
    },
    async (request) => ({
      data: await createCatalogItem(deps.db, deps.env.STORE_WAREHOUSE, request.body, auditActorOf(request)),
      meta: {},
    }),
  );
  r.get(
    '/catalog/low-stock',
    {
      schema: {
        tags,
        summary: 'Website Items with at most `threshold` in stock, fewest first',
        querystring: lowStockQuery,
        response: { 200: lowStockReply },
      },
    },
    async (request) => ({
      data: await listLowStock(deps.db, request.query),
      meta: { threshold: request.query.threshold },
    }),
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
        summary: 'Edit the fields of a Website Item (prices in OMR; descriptions sanitised)',
        params: itemNameParams,
        body: catalogItemPatch,
        response: { 200: catalogItemReply },
      },
    },
    async (request) => ({
      data: await updateCatalogItem(deps.db, request.params.name, request.body, auditActorOf(request)),
      meta: {},
    }),
  );
  r.post(
    '/catalog/items/:name/duplicate',
    {
      schema: {
        tags,
        summary: 'Copy a Website Item under a new item code (hidden, no stock, no images)',
        params: itemNameParams,
        body: catalogItemDuplicate,
        response: { 200: catalogItemReply },
      },
    },
    async (request) => ({
      data: await duplicateCatalogItem(deps.db, request.params.name, request.body, auditActorOf(request)),
      meta: {},
    }),
  );
  registerItemImageRoutes(app, deps);
}

function registerItemImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: catalog'];
  r.get(
    '/catalog/items/:name/images',
    {
      schema: {
        tags,
        summary: "A Website Item's images in display order",
        params: itemNameParams,
        response: { 200: catalogImagesReply },
      },
    },
    async (request) => ({ data: await listItemImages(deps.db, request.params.name), meta: {} }),
  );
  r.post(
    '/catalog/items/:name/images',
    {
      schema: {
        tags,
        summary: `Upload images (multipart/form-data, JPEG/PNG/WebP/GIF, 10 MB each, ${MAX_ITEM_IMAGES} per product), re-encoded as WebP and added last`,
        params: itemNameParams,
        body: uploadBody,
        response: { 200: catalogImagesReply },
      },
    },
    async (request) => {
      const files = await readUploadedFiles(request, MAX_ITEM_IMAGES);
      return {
        data: await addItemImages(deps.db, deps.imageStorage, request.params.name, files, auditActorOf(request)),
        meta: {},
      };
    },
  );
  r.put(
    '/catalog/items/:name/images',
    {
      schema: {
        tags,
        summary: 'Reorder the images (the first is the one the shop shows)',
        params: itemNameParams,
        body: imageOrderBody,
        response: { 200: catalogImagesReply },
      },
    },
    async (request) => ({
      data: await reorderItemImages(deps.db, request.params.name, request.body.files, auditActorOf(request)),
      meta: {},
    }),
  );
  r.delete(
    '/catalog/items/:name/images/:file',
    { schema: { tags, summary: 'Remove one image', params: itemImageParams, response: { 200: catalogImagesReply } } },
    async (request) => ({
      data: await removeItemImage(
        deps.db,
        deps.imageStorage,
        request.params.name,
        request.params.file,
        auditActorOf(request),
      ),
      meta: {},
    }),
  );
}
