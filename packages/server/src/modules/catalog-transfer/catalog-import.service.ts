import type { CatalogFileError } from '@shop/domain/catalog-file';
import type { ImageStorage } from '../../adapters/image-storage';
import type { Db } from '../../db/connection';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { bumpCatalogVersion } from '../resource/resource-cache';
import { type CatalogFileFormat, formatOf, readCatalogFile } from './catalog-file-reader';
import { type ImageZip, type PreparedImages, openImageZip, prepareImages } from './catalog-images';
import { type PassResult, importPass } from './catalog-import-pass';
import type { RowContext } from './catalog-import-rows';
import { chunkWriter } from './catalog-import-writer';
import { linkNames } from './catalog-transfer.queries';

/** preview: write nothing; valid: apply the rows without errors; all: apply only when no row has one. */
export type ImportMode = 'preview' | 'valid' | 'all';

export interface ImportRequest {
  file: Buffer;
  fileName: string;
  images: Buffer | null;
  mode: ImportMode;
  createMissing: boolean;
}

export interface ImportSettings {
  warehouse: string;
  /** https image addresses only, and no private hosts. */
  production: boolean;
}

export interface ImportOutcome {
  create: number;
  update: number;
  unchanged: number;
  /** Every refused row, cell or column, by row then column order of discovery. */
  errors: CatalogFileError[];
  /** Whether anything was written (never in a preview, nor in "all" mode with errors). */
  applied: boolean;
}

/** How many price or stock changes the audit entry lists by item (the counts are always whole). */
const AUDIT_LISTED = 200;

const listed = (changes: string[]) =>
  changes.length > AUDIT_LISTED
    ? `${changes.slice(0, AUDIT_LISTED).join('; ')}; … and ${changes.length - AUDIT_LISTED} more`
    : changes.join('; ');

const byRow = (errors: CatalogFileError[]) => [...errors].sort((a, b) => a.row - b.row);

const outcome = (pass: PassResult, extra: CatalogFileError[], applied: boolean): ImportOutcome => ({
  create: pass.create,
  update: pass.update,
  unchanged: pass.unchanged,
  errors: byRow([...pass.errors, ...extra]),
  applied,
});

async function context(
  db: Db,
  request: ImportRequest,
  zip: ImageZip | null,
  settings: ImportSettings,
): Promise<RowContext> {
  return {
    ...(await linkNames(db.kysely)),
    createMissing: request.createMissing,
    zip,
    production: settings.production,
  };
}

/** Thrown inside the apply transaction to roll it back: the pass found what forbids writing. */
class NothingApplied extends Error {
  constructor(readonly pass: PassResult) {
    super('nothing applied');
  }
}

const fileRefused = (errors: CatalogFileError[]) => errors.some((e) => e.row === 1 || e.code.startsWith('file.'));

/** Whether the file has an image column (then apply first reads it to fetch the images, outside the transaction). */
async function hasImageColumn(file: { bytes: Buffer; format: CatalogFileFormat }): Promise<boolean> {
  try {
    for await (const first of readCatalogFile(file.bytes, file.format))
      return first.cells.some((cell) => cell.replace(/^\uFEFF/, '').trim() === 'image');
  } catch {
    // unreadable: the pass reports it
  }
  return false;
}

/**
 * A catalog file in two steps (modules/catalog-transfer/README.md). The preview reads the whole
 * file and writes nothing. Apply reads it inside one transaction, writing a chunk at a time,
 * and rolls back if the file turns out unreadable or, with "all", any row has an error; its one
 * audit entry (counts, the price and stock changes) is in that transaction, and the caches hear
 * of the change once after. A file with images is read once before, to fetch and store them.
 */
export async function importCatalogFile(
  db: Db,
  storage: ImageStorage,
  request: ImportRequest,
  settings: ImportSettings,
  actor: AuditActor,
): Promise<ImportOutcome> {
  const file = { bytes: request.file, format: formatOf(request.file) };
  const zip = request.images ? await openImageZip(request.images) : null;
  const notApplied = (pass: PassResult, extra: CatalogFileError[] = []) => ({
    ...outcome(pass, extra, false),
    create: 0,
    update: 0,
  });
  try {
    if (request.mode === 'preview')
      return outcome(await importPass(db.kysely, file, await context(db, request, zip, settings), null), [], false);
    let images: PreparedImages = { stored: new Map(), errors: [], discard: async () => undefined };
    if (await hasImageColumn(file)) {
      const first = await importPass(db.kysely, file, await context(db, request, zip, settings), null);
      if (fileRefused(first.errors) || (request.mode === 'all' && first.errors.length)) return notApplied(first);
      images = await prepareImages(first.imageJobs, zip, storage);
      if (request.mode === 'all' && images.errors.length) {
        await images.discard();
        return notApplied(first, images.errors);
      }
    }
    const skip = new Set(images.errors.map((e) => e.row));
    const now = new Date();
    const ctx = await context(db, request, zip, settings);
    let applied: PassResult;
    try {
      applied = await db.kysely.transaction().execute(async (trx) => {
        const pass = await importPass(
          trx,
          file,
          ctx,
          chunkWriter(db.engine, settings.warehouse, images.stored, now),
          skip,
        );
        if (fileRefused(pass.errors) || (request.mode === 'all' && pass.errors.length)) throw new NothingApplied(pass);
        await recordAudit(
          trx,
          actor,
          {
            action: 'catalog.import',
            target: { type: 'catalog_file', id: request.fileName.slice(0, 200) },
            after: {
              created: pass.create,
              updated: pass.update,
              unchanged: pass.unchanged,
              rows_refused: new Set([...pass.errors, ...images.errors].map((e) => e.row)).size,
              price_changes: pass.priceChanges.length,
              stock_changes: pass.stockChanges.length,
              prices: listed(pass.priceChanges),
              stock: listed(pass.stockChanges),
            },
          },
          now,
        );
        return pass;
      });
    } catch (error) {
      await images.discard();
      if (error instanceof NothingApplied) return notApplied(error.pass, images.errors);
      throw error;
    }
    bumpCatalogVersion();
    return outcome(applied, images.errors, true);
  } finally {
    zip?.close();
  }
}
