import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  brandReply,
  brandsReply,
  categoriesReply,
  categoryReply,
  deletedReply,
} from '@shop/domain/schemas/admin-replies';
import type { AppDeps } from '../../app-deps';
import { auditActorOf } from '../audit/audit-log';
import { createBrand, deleteBrand, listBrands, updateBrand } from './brands.admin.service';
import {
  createCategory,
  deleteCategory,
  listCategories,
  setCategoryImage,
  updateCategory,
} from './categories.admin.service';
import { readUploadedFiles, uploadBody } from './image-upload.admin';
import {
  brandCreate,
  brandPatch,
  categoryCreate,
  categoryPatch,
  taxonomyNameParams,
} from '@shop/domain/schemas/admin-taxonomy';

/** Back-office categories (a three-level tree kept as a nested set) and brands. Mounted under /api/admin (staff only). */
export function registerTaxonomyAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: catalog'];
  const params = taxonomyNameParams;
  r.get(
    '/catalog/categories',
    { schema: { tags, summary: 'Every category in tree order', response: { 200: categoriesReply } } },
    async () => ({
      data: await listCategories(deps.db),
      meta: {},
    }),
  );
  r.post(
    '/catalog/categories',
    {
      schema: {
        tags,
        summary: 'Create a category (three levels at most)',
        body: categoryCreate,
        response: { 200: categoryReply },
      },
    },
    async (request) => ({
      data: await createCategory(deps.db, request.body, auditActorOf(request)),
      meta: {},
    }),
  );
  r.patch(
    '/catalog/categories/:name',
    {
      schema: {
        tags,
        summary: 'Rename, move, reorder or flag a category',
        params,
        body: categoryPatch,
        response: { 200: categoryReply },
      },
    },
    async (request) => ({
      data: await updateCategory(deps.db, request.params.name, request.body, auditActorOf(request)),
      meta: {},
    }),
  );
  r.delete(
    '/catalog/categories/:name',
    {
      schema: {
        tags,
        summary: 'Delete a category without subcategories or products',
        params,
        response: { 200: deletedReply },
      },
    },
    async (request) => {
      await deleteCategory(deps.db, deps.imageStorage, request.params.name, auditActorOf(request));
      return { data: { deleted: request.params.name }, meta: {} };
    },
  );
  r.post(
    '/catalog/categories/:name/image',
    {
      schema: {
        tags,
        summary: "Upload the category's image (multipart/form-data, one file, re-encoded as WebP)",
        params,
        body: uploadBody,
        response: { 200: categoryReply },
      },
    },
    async (request) => {
      const [file] = await readUploadedFiles(request, 1);
      return {
        data: await setCategoryImage(deps.db, deps.imageStorage, request.params.name, file!, auditActorOf(request)),
        meta: {},
      };
    },
  );
  r.get(
    '/catalog/brands',
    { schema: { tags, summary: 'Every brand, by priority', response: { 200: brandsReply } } },
    async () => ({
      data: await listBrands(deps.db),
      meta: {},
    }),
  );
  r.post(
    '/catalog/brands',
    { schema: { tags, summary: 'Create a brand', body: brandCreate, response: { 200: brandReply } } },
    async (request) => ({
      data: await createBrand(deps.db, request.body, auditActorOf(request)),
      meta: {},
    }),
  );
  r.patch(
    '/catalog/brands/:name',
    {
      schema: {
        tags,
        summary: 'Edit a brand (shown on website, priority, names)',
        params,
        body: brandPatch,
        response: { 200: brandReply },
      },
    },
    async (request) => ({
      data: await updateBrand(deps.db, request.params.name, request.body, auditActorOf(request)),
      meta: {},
    }),
  );
  r.delete(
    '/catalog/brands/:name',
    { schema: { tags, summary: 'Delete a brand no product uses', params, response: { 200: deletedReply } } },
    async (request) => {
      await deleteBrand(deps.db, request.params.name, auditActorOf(request));
      return { data: { deleted: request.params.name }, meta: {} };
    },
  );
}
