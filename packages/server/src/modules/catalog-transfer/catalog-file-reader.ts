import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/** A data row of a catalog file: its number as a spreadsheet shows it (the header is 1) and its cells as text. */
export interface FileRow {
  row: number;
  cells: string[];
}

export type CatalogFileFormat = 'csv' | 'xlsx';

/** XLSX is a ZIP (it starts with "PK\x03\x04"); anything else is read as CSV. */
export const formatOf = (bytes: Buffer): CatalogFileFormat =>
  bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) ? 'xlsx' : 'csv';

async function* csvRows(bytes: Buffer): AsyncGenerator<string[]> {
  const parser = Readable.from([bytes]).pipe(parse({ bom: true, relax_column_count: true, relax_quotes: true }));
  for await (const record of parser) yield record as string[];
}

/** A spreadsheet cell as text; a formula keeps its leading '=' so the row check refuses it. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString();
  if ('formula' in value || 'sharedFormula' in value)
    return `=${'formula' in value ? value.formula : value.sharedFormula}`;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

async function* xlsxRows(bytes: Buffer): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    let next = 1;
    for await (const row of sheet) {
      // Rows the sheet leaves out are empty rows of the spreadsheet.
      for (; next < row.number; next += 1) yield [];
      const values = row.values as ExcelJS.CellValue[];
      yield values.slice(1).map(cellText);
      next = row.number + 1;
    }
    return; // the first sheet only
  }
}

/**
 * Every row of the file after the header, streamed (never the whole table in memory), rows
 * with no text skipped but counted so row numbers match the spreadsheet. The header is given first.
 */
export async function* readCatalogFile(bytes: Buffer, format: CatalogFileFormat): AsyncGenerator<FileRow> {
  let row = 0;
  const rows = format === 'xlsx' ? xlsxRows(bytes) : csvRows(bytes);
  for (;;) {
    let next: IteratorResult<string[]>;
    try {
      next = await rows.next();
    } catch {
      throw new UnreadableFile(format);
    }
    if (next.done) return;
    row += 1;
    if (row > 1 && next.value.every((cell) => cell.trim() === '')) continue;
    yield { row, cells: next.value };
  }
}

/** The bytes are not a CSV or XLSX file the parser can read (at the row it stopped). */
export class UnreadableFile extends Error {
  constructor(readonly format: CatalogFileFormat) {
    super(`unreadable ${format}`);
  }
}

/** The rows in groups of `size`, for reading and writing a chunk at a time. */
export async function* chunked<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let chunk: T[] = [];
  for await (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}
