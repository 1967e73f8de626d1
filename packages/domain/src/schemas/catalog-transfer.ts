import { z } from 'zod';

/** GET /api/admin/catalog/export: the file's format and the list's search (item code or name). */
export const catalogExportQuery = z
  .object({
    format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).default('csv'),
    q: z.string().trim().max(100, 'q is too long').default(''),
  })
  .strict();

const yes = z
  .enum(['0', '1', 'true', 'false'], { error: 'Use 1 or 0' })
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** The text fields of POST /api/admin/catalog/import (beside the `file` and the optional `images` ZIP). */
export const catalogImportFields = z
  .object({
    dry_run: yes,
    /** valid: apply the rows without errors; all: apply nothing when any row has one. */
    apply: z.enum(['valid', 'all'], { error: 'apply must be valid or all' }).default('valid'),
    create_missing: yes,
  })
  .strict();

const importError = z.object({ row: z.number(), column: z.string().nullable(), code: z.string(), message: z.string() });

/** What an import (preview or apply) answers. */
export const catalogImportReply = z.object({
  data: z.object({
    create: z.number(),
    update: z.number(),
    unchanged: z.number(),
    errors: z.array(importError),
    /** Rows with at least one error. */
    error_rows: z.number(),
    applied: z.boolean(),
  }),
});
export type CatalogImportResult = z.infer<typeof catalogImportReply>['data'];
