import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogFileMessage } from '@shop/domain/catalog-file-messages';
import { parsedByTheService } from '@shop/domain/schemas/admin-replies';
import { catalogExportQuery, catalogImportFields, catalogImportReply } from '@shop/domain/schemas/catalog-transfer';
import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../errors';
import { requestLanguage } from '../../i18n/request-language';
import { type AuditActor, auditActorOf } from '../audit/audit-log';
import { EXPORT_CONTENT_TYPES, exportCatalogFile } from './catalog-export.service';
import { importCatalogFile } from './catalog-import.service';

const MB = 1024 * 1024;
/** The catalog file (50,000 rows with long descriptions) and the images ZIP. */
const IMPORT_LIMITS = { file: 40 * MB, images: 200 * MB } as const;
/** The two routes scripts may call with the resource token instead of a staff session. */
export const CATALOG_TOKEN_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/admin/catalog/export',
  'POST /api/admin/catalog/import',
]);

/** Staff, or the resource token (an ERP or a script): who the audit log names. */
const actorOf = (request: FastifyRequest): AuditActor =>
  request.staff ? auditActorOf(request) : { actorId: null, actorEmail: 'resource-token', requestId: request.id };

interface ImportParts {
  file: { name: string; bytes: Buffer } | null;
  images: Buffer | null;
  fields: Record<string, string>;
}

async function readImportParts(request: FastifyRequest): Promise<ImportParts> {
  if (!request.isMultipart()) throw badRequest('Send the catalog file as multipart/form-data (field "file").');
  const parts: ImportParts = { file: null, images: null, fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_LIMITS.images, files: 2, fields: 10 } })) {
      if (part.type === 'field') {
        parts.fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      const limit = part.fieldname === 'images' ? IMPORT_LIMITS.images : IMPORT_LIMITS.file;
      if (part.file.truncated || bytes.length > limit)
        throw badRequest(`"${part.filename}" is larger than ${limit / MB} MB.`);
      if (part.fieldname === 'images') parts.images = bytes;
      else if (part.fieldname === 'file') parts.file = { name: part.filename || 'catalog', bytes };
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') throw error;
    throw badRequest('The upload could not be read. Try again.');
  }
  return parts;
}

/** Catalog files: export (CSV or XLSX) and import (preview, then apply). Mounted under /api/admin. */
export function registerCatalogTransferRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: catalog'];
  r.get(
    '/catalog/export',
    {
      schema: {
        tags,
        summary: 'The catalog (or the list’s search) as CSV (UTF-8 with BOM) or XLSX, one row per Website Item',
        querystring: catalogExportQuery,
      },
    },
    async (request, reply) => {
      const { format, q } = request.query;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="catalog-${day}.${format}"`)
        .send(exportCatalogFile(deps.db, format, q));
    },
  );
  r.post(
    '/catalog/import',
    {
      bodyLimit: IMPORT_LIMITS.file + IMPORT_LIMITS.images + MB,
      schema: {
        tags,
        summary:
          'Import a catalog file (multipart: `file` CSV/XLSX, optional `images` ZIP; `dry_run=1` previews, `apply=valid|all`, `create_missing=1`)',
        body: parsedByTheService.describe('multipart/form-data'),
        response: { 200: catalogImportReply },
      },
    },
    async (request) => {
      const parts = await readImportParts(request);
      const fields = catalogImportFields.parse(parts.fields);
      if (!parts.file) throw badRequest('Choose a CSV or XLSX file to import (field "file").');
      const result = await importCatalogFile(
        deps.db,
        deps.imageStorage,
        {
          file: parts.file.bytes,
          fileName: parts.file.name,
          images: parts.images,
          mode: fields.dry_run ? 'preview' : fields.apply,
          createMissing: fields.create_missing,
        },
        { warehouse: deps.env.STORE_WAREHOUSE, production: deps.env.APP_ENV === 'production' },
        actorOf(request),
      );
      const language = requestLanguage(request);
      return {
        data: {
          create: result.create,
          update: result.update,
          unchanged: result.unchanged,
          errors: result.errors.map((e) => ({
            row: e.row,
            column: e.column,
            code: e.code,
            message: catalogFileMessage(e, language),
          })),
          error_rows: new Set(result.errors.map((e) => e.row)).size,
          applied: result.applied,
        },
      };
    },
  );
}
