import {
  type CatalogFileError,
  type CatalogFileHeader,
  catalogFileError,
  readCatalogFileHeader,
  readCatalogFileRow,
  rialText,
} from '@shop/domain/catalog-file';
import { routeSlugOf } from '@shop/domain/route-slug';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type CatalogFileFormat, UnreadableFile, chunked, readCatalogFile } from './catalog-file-reader';
import type { ImageJob } from './catalog-images';
import { type RowContext, type RowPlan, planRow } from './catalog-import-rows';
import { type StoredItem, storedByCode, takenKeys } from './catalog-transfer.queries';

/** Rows read, checked and written together: one read of the stored items and one write per chunk. */
const CHUNK_ROWS = 500;
/** The most rows one file may have. */
const MAX_FILE_ROWS = 50_000;

export interface PlannedRow {
  row: number;
  itemCode: string;
  plan: Extract<RowPlan, { kind: 'create' | 'update' }>;
  stored: StoredItem | undefined;
  /** A new item's page address. */
  route: string | null;
}

/** What a pass hands its writer for each chunk (nothing in a preview). */
export type ChunkWriter = (k: Kysely<Database>, rows: PlannedRow[], header: CatalogFileHeader) => Promise<void>;

export interface PassResult {
  create: number;
  update: number;
  unchanged: number;
  errors: CatalogFileError[];
  imageJobs: ImageJob[];
  /** The price and stock changes made, as 'CODE: before → after'. */
  priceChanges: string[];
  stockChanges: string[];
  header: CatalogFileHeader | null;
}

const slug = (text: string) => routeSlugOf(text) || 'item';

/** Routes for the new items of a chunk: the name as a slug, else with the item code added; never one already used. */
async function assignRoutes(
  k: Kysely<Database>,
  rows: PlannedRow[],
  used: Set<string>,
  errors: CatalogFileError[],
): Promise<PlannedRow[]> {
  const fresh = rows.filter((r) => r.plan.kind === 'create');
  if (!fresh.length) return rows;
  const candidates = (r: PlannedRow) => {
    const base = slug(r.plan.values.web_item_name!);
    return [base, `${base}-${slug(r.itemCode)}`.slice(0, 140)];
  };
  const taken = await takenKeys(
    k,
    fresh.flatMap(candidates),
    fresh.map((r) => r.itemCode),
  );
  const refused = new Set<PlannedRow>();
  for (const r of fresh) {
    const route = candidates(r).find((c) => !taken.routes.has(c) && !used.has(c));
    if (!route || taken.names.has(r.itemCode)) {
      errors.push(catalogFileError(r.row, 'web_item_name', 'row.route_taken'));
      refused.add(r);
      continue;
    }
    used.add(route);
    r.route = route;
  }
  return rows.filter((r) => !refused.has(r));
}

function changesOf(r: PlannedRow, result: PassResult): void {
  const before = r.stored;
  const after = r.plan.values;
  if (!before) return;
  const price = (['custom_regular_price', 'custom_sale_price'] as const).filter(
    (c) => after[c] !== undefined && after[c] !== before[c],
  );
  if (price.length) {
    const text = (v: number | null) => (v === null ? '–' : rialText(v));
    result.priceChanges.push(
      `${r.itemCode}: ${price.map((c) => `${c.replace('custom_', '')} ${text(before[c])} → ${text(after[c]!)}`).join(', ')}`,
    );
  }
  if (after.custom_stock_available !== undefined && after.custom_stock_available !== before.custom_stock_available) {
    result.stockChanges.push(`${r.itemCode}: ${before.custom_stock_available} → ${after.custom_stock_available}`);
  }
}

/**
 * One read of the file, a chunk at a time: each row checked (domain), matched by item code
 * and compared with its item; `write` (absent in a preview) gets the rows to create and update.
 * Rows in `skip` (their image failed) count as errors already reported.
 */
export async function importPass(
  k: Kysely<Database>,
  file: { bytes: Buffer; format: CatalogFileFormat },
  ctx: RowContext,
  write: ChunkWriter | null,
  skip: ReadonlySet<number> = new Set(),
): Promise<PassResult> {
  const result: PassResult = {
    create: 0,
    update: 0,
    unchanged: 0,
    errors: [],
    imageJobs: [],
    priceChanges: [],
    stockChanges: [],
    header: null,
  };
  try {
    await readRows(k, file, ctx, write, skip, result);
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    result.errors.push(catalogFileError(1, null, 'file.unreadable', { format: error.format.toUpperCase() }));
  }
  return result;
}

async function readRows(
  k: Kysely<Database>,
  file: { bytes: Buffer; format: CatalogFileFormat },
  ctx: RowContext,
  write: ChunkWriter | null,
  skip: ReadonlySet<number>,
  result: PassResult,
): Promise<void> {
  const seen = new Map<string, number>();
  const usedRoutes = new Set<string>();
  let header: CatalogFileHeader | null = null;
  let rowCount = 0;
  for await (const chunk of chunked(readCatalogFile(file.bytes, file.format), CHUNK_ROWS)) {
    let rows = chunk;
    if (!header) {
      header = readCatalogFileHeader(rows[0]!.cells);
      result.header = header;
      if (header.errors.length) {
        result.errors.push(...header.errors);
        return;
      }
      rows = rows.slice(1);
    }
    rowCount += rows.length;
    if (rowCount > MAX_FILE_ROWS) {
      result.errors.push(catalogFileError(1, null, 'file.too_many_rows', { max: MAX_FILE_ROWS }));
      return;
    }
    const valid: { row: number; itemCode: string; values: Parameters<typeof planRow>[2] }[] = [];
    for (const { row, cells } of rows) {
      const read = readCatalogFileRow(header, cells, row);
      const first = read.itemCode === null ? undefined : seen.get(read.itemCode);
      if (first !== undefined) {
        result.errors.push(catalogFileError(row, 'item_code', 'row.duplicate', { item_code: read.itemCode!, first }));
        continue;
      }
      if (read.itemCode !== null) seen.set(read.itemCode, row);
      if (!read.ok) result.errors.push(...read.errors);
      else if (!skip.has(row)) valid.push({ row, itemCode: read.itemCode, values: read.values });
    }
    const stored = await storedByCode(
      k,
      valid.map((v) => v.itemCode),
    );
    let planned: PlannedRow[] = [];
    for (const v of valid) {
      const plan = planRow(v.row, v.itemCode, v.values, stored.get(v.itemCode), ctx);
      if (plan.kind === 'error') result.errors.push(...plan.errors);
      else if (plan.kind === 'unchanged') result.unchanged += 1;
      else planned.push({ row: v.row, itemCode: v.itemCode, plan, stored: stored.get(v.itemCode), route: null });
    }
    planned = await assignRoutes(k, planned, usedRoutes, result.errors);
    for (const r of planned) {
      result[r.plan.kind] += 1;
      if (r.plan.image) result.imageJobs.push(r.plan.image);
      changesOf(r, result);
      if (r.plan.missing.brand) ctx.brands.add(r.plan.missing.brand);
      if (r.plan.missing.category) ctx.categories.add(r.plan.missing.category);
    }
    if (write && planned.length) await write(k, planned, header);
  }
  if (!header) result.errors.push(catalogFileError(1, null, 'file.empty'));
  else if (rowCount === 0) result.errors.push(catalogFileError(2, null, 'file.empty'));
}
