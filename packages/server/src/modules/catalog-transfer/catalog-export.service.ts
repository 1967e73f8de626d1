import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { CATALOG_FILE_COLUMNS, type CatalogFileItem, catalogFileCells, safeTextCell } from '@shop/domain/catalog-file';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/connection';
import { exportPages } from './catalog-transfer.queries';

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** UTF-8 CSV with a byte order mark (so a spreadsheet reads the Arabic), CRLF rows, a page of items at a time. */
function csvExport(pages: AsyncIterable<CatalogFileItem[]>): Readable {
  const csv = stringify({ record_delimiter: 'windows', bom: true });
  void (async () => {
    csv.write([...CATALOG_FILE_COLUMNS]);
    for await (const page of pages)
      for (const item of page) if (!csv.write(catalogFileCells(item))) await new Promise((r) => csv.once('drain', r));
    csv.end();
  })().catch((error: Error) => csv.destroy(error));
  return csv;
}

/** The XLSX cell of a column: prices and stock as numbers (prices shown with 3 decimals), the rest as text. */
function xlsxCells(item: CatalogFileItem): (string | number)[] {
  const text = catalogFileCells(item);
  return CATALOG_FILE_COLUMNS.map((column, i) => {
    const value = item[column];
    if (column === 'custom_regular_price' || column === 'custom_sale_price')
      return value === null ? '' : (value as number) / 1000;
    if (column === 'custom_stock_available') return value as number;
    return typeof value === 'string' ? safeTextCell(value) : text[i]!;
  });
}

function xlsxExport(pages: AsyncIterable<CatalogFileItem[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Website Items', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CATALOG_FILE_COLUMNS.map((key) => ({
    header: key,
    key,
    width: key.includes('description') ? 40 : 18,
    ...(key.endsWith('_price') ? { style: { numFmt: '0.000' } } : {}),
  }));
  void (async () => {
    for await (const page of pages) for (const item of page) sheet.addRow(xlsxCells(item)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => out.destroy(error));
  return out;
}

/** The catalog (or the items the list's search finds) as a file, streamed: memory holds one page of items. */
export function exportCatalogFile(db: Db, format: ExportFormat, q: string): Readable {
  const pages = exportPages(db, q);
  return format === 'xlsx' ? xlsxExport(pages) : csvExport(pages);
}
