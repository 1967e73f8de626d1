import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSettingsReply,
  homeBlocksPageReply,
  homeBlocksReply,
  mediaFileReply,
  mediaFilesReply,
} from '@shop/domain/schemas/admin-replies';
import type { AppDeps } from '../../app-deps';
import { auditActorOf } from '../audit/audit-log';
import { readUploadedFiles, uploadBody } from '../catalog/image-upload.admin';
import { homeBlocksBody, settingsPatch } from '@shop/domain/schemas/admin-settings';
import {
  categoryNames,
  listMediaImages,
  readAdminSettings,
  readHomeBlocks,
  replaceHomeBlocks,
  updateAdminSettings,
  uploadBanner,
} from './settings.admin.service';

/** Back-office site settings and home page blocks. Mounted under /api/admin (staff only). */
export function registerSettingsAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: settings'];

  r.get(
    '/settings',
    {
      schema: {
        tags,
        summary:
          'Free-shipping threshold (OMR), delivery info, pickup times, outlets, order limits, per-client request limits',
        response: { 200: adminSettingsReply },
      },
    },
    async () => ({
      data: await readAdminSettings(deps.db),
      meta: {},
    }),
  );

  r.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Change any of the editable settings (delivery info is sanitized)',
        body: settingsPatch,
        response: { 200: adminSettingsReply },
      },
    },
    async (request) => ({
      data: await updateAdminSettings(deps.db, request.body, auditActorOf(request)),
      meta: {},
    }),
  );

  r.get(
    '/settings/home-blocks',
    {
      schema: {
        tags,
        summary: 'The home page blocks in display order, and the category names a carousel can draw from',
        response: { 200: homeBlocksPageReply },
      },
    },
    async () => {
      const [blocks, categories] = await Promise.all([readHomeBlocks(deps.db), categoryNames(deps.db)]);
      return { data: blocks, meta: { categories } };
    },
  );

  r.put(
    '/settings/home-blocks',
    {
      schema: {
        tags,
        summary: 'Replace the home page blocks (order, banners, carousels)',
        body: homeBlocksBody,
        response: { 200: homeBlocksReply },
      },
    },
    async (request) => ({
      data: await replaceHomeBlocks(deps.db, request.body.blocks, auditActorOf(request)),
      meta: {},
    }),
  );

  r.get(
    '/settings/media',
    {
      schema: { tags, summary: 'Images under /media to choose banner images from', response: { 200: mediaFilesReply } },
    },
    async () => {
      const files = await listMediaImages(deps.imageStorage);
      return { data: files, meta: { total: files.length } };
    },
  );

  r.post(
    '/settings/media',
    {
      schema: {
        tags,
        summary: 'Upload a banner image (multipart/form-data, one file, re-encoded as WebP into banners/)',
        body: uploadBody,
        response: { 200: mediaFileReply },
      },
    },
    async (request) => {
      const [file] = await readUploadedFiles(request, 1);
      return { data: await uploadBanner(deps.db, deps.imageStorage, file!, auditActorOf(request)), meta: {} };
    },
  );
}
