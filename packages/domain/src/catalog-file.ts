import type { Baisa } from './money';

/**
 * Catalog files (issue 27): one row per Website Item, its columns named by the fields the
 * storefront uses. Export writes every column; an import may carry only `item_code` and the
 * columns it changes (a bulk price or stock update). Pure: cells in, typed values or row errors out.
 */
export const CATALOG_FILE_COLUMNS = [
  'item_code',
  'web_item_name',
  'web_item_name_ar',
  'brand',
  'custom_ecommerce_category',
  'custom_regular_price',
  'custom_sale_price',
  'custom_stock_available',
  'published',
  'custom_bogo_offer',
  'custom_is_dangerous_good_',
  'custom_show_on_offer_page',
  'short_description',
  'short_description_ar',
  'web_long_description',
  'web_long_description_ar',
  'image',
] as const;
type CatalogFileColumn = (typeof CATALOG_FILE_COLUMNS)[number];

/** The columns an import may change (all but the key). */
type CatalogFileField = Exclude<CatalogFileColumn, 'item_code'>;

const FLAG_COLUMNS = [
  'published',
  'custom_bogo_offer',
  'custom_is_dangerous_good_',
  'custom_show_on_offer_page',
] as const;
const PRICE_COLUMNS = ['custom_regular_price', 'custom_sale_price'] as const;
/** Texts and their longest length. */
const TEXT_LIMITS = {
  web_item_name: 140,
  web_item_name_ar: 140,
  brand: 140,
  custom_ecommerce_category: 140,
  short_description: 1000,
  short_description_ar: 1000,
  web_long_description: 20_000,
  web_long_description_ar: 20_000,
  image: 500,
} as const;
/** Columns an empty cell sets to none (the English descriptions to ''; any other empty cell is refused). */
const NULLABLE = new Set<CatalogFileColumn>([
  'web_item_name_ar',
  'brand',
  'custom_ecommerce_category',
  'custom_sale_price',
  'short_description_ar',
  'web_long_description_ar',
  'image',
]);
/** What a new item needs besides its item code. */
export const REQUIRED_FOR_NEW = ['web_item_name', 'custom_regular_price'] as const;

const MAX_STOCK = 1_000_000;
const MAX_PRICE_BAISA = 1_000_000_000;

/** A Website Item as a file writes it (prices in baisa, flags as booleans, its image's address). */
export interface CatalogFileItem {
  item_code: string;
  web_item_name: string;
  web_item_name_ar: string | null;
  brand: string | null;
  custom_ecommerce_category: string | null;
  custom_regular_price: Baisa;
  custom_sale_price: Baisa | null;
  custom_stock_available: number;
  published: boolean;
  custom_bogo_offer: boolean;
  custom_is_dangerous_good_: boolean;
  custom_show_on_offer_page: boolean;
  short_description: string;
  short_description_ar: string | null;
  web_long_description: string;
  web_long_description_ar: string | null;
  image: string | null;
}

/** A row's values, only for the columns the file has (null: the cell was empty). */
export type CatalogFileValues = Partial<Omit<CatalogFileItem, 'item_code'>>;

/** Why a row or a cell was refused: a stable code the messages (catalog-file-messages.ts) put in words. */
export type CatalogFileErrorCode =
  | 'column.unknown'
  | 'column.duplicate'
  | 'column.missing_item_code'
  | 'file.empty'
  | 'file.unreadable'
  | 'file.too_many_rows'
  | 'cell.required'
  | 'cell.item_code'
  | 'cell.price'
  | 'cell.stock'
  | 'cell.stock_negative'
  | 'cell.flag'
  | 'cell.too_long'
  | 'cell.formula'
  | 'row.duplicate'
  | 'row.sale_above_regular'
  | 'row.unknown_brand'
  | 'row.unknown_category'
  | 'row.route_taken'
  | 'image.url'
  | 'image.not_in_zip'
  | 'image.unreadable'
  | 'image.fetch';

export interface CatalogFileError {
  /** The spreadsheet's row number (the header is row 1); 1 for a header or file error. */
  row: number;
  /** The column named in the header, or null for the whole row or file. */
  column: string | null;
  code: CatalogFileErrorCode;
  params: Record<string, string | number>;
}

/** A refusal of one cell (column) or row (null). */
export const catalogFileError = (
  row: number,
  column: string | null,
  code: CatalogFileErrorCode,
  params: Record<string, string | number> = {},
): CatalogFileError => ({
  row,
  column,
  code,
  params,
});
const err = catalogFileError;

const ITEM_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
/** What a spreadsheet would run as a formula (OWASP CSV injection); an apostrophe before it keeps it text. */
const FORMULA_START = /^[=+\-@\t\r]/;
const RIAL = /^(\d{1,7})(?:\.(\d{1,3}))?$/;

/** An OMR amount as written in a file ('12.5', '12.500') in baisa, or null when it is not one (no float on the way). */
export function parseRial(text: string): Baisa | null {
  const match = RIAL.exec(text);
  if (!match) return null;
  const baisa = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return baisa > MAX_PRICE_BAISA ? null : baisa;
}

/** Baisa as the file writes them: '12.500'. */
export const rialText = (baisa: Baisa): string =>
  `${Math.floor(baisa / 1000)}.${String(baisa % 1000).padStart(3, '0')}`;

/** A text cell as stored: a leading apostrophe that shields a formula character is dropped (what export adds). */
function textCell(raw: string): { text: string } | { formula: true } {
  if (raw.startsWith("'") && FORMULA_START.test(raw.slice(1))) return { text: raw.slice(1) };
  if (FORMULA_START.test(raw)) return { formula: true };
  return { text: raw };
}

/** A text cell written for a spreadsheet: one that would run as a formula gets the apostrophe back. */
export const safeTextCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const FLAG_WORDS: Record<string, boolean> = { '1': true, '0': false, true: true, false: false, yes: true, no: false };

export interface CatalogFileHeader {
  /** Each column's position, for the known columns the file has. */
  positions: Map<CatalogFileColumn, number>;
  errors: CatalogFileError[];
}

/** Reads the header row: every column must be one of CATALOG_FILE_COLUMNS, once, and item_code must be there. */
export function readCatalogFileHeader(cells: readonly string[]): CatalogFileHeader {
  const positions = new Map<CatalogFileColumn, number>();
  const errors: CatalogFileError[] = [];
  cells.forEach((cell, index) => {
    const name = cell.replace(/^\uFEFF/, '').trim();
    if (name === '') return;
    if (!(CATALOG_FILE_COLUMNS as readonly string[]).includes(name))
      errors.push(err(1, name, 'column.unknown', { column: name }));
    else if (positions.has(name as CatalogFileColumn)) errors.push(err(1, name, 'column.duplicate', { column: name }));
    else positions.set(name as CatalogFileColumn, index);
  });
  if (!positions.has('item_code')) errors.push(err(1, 'item_code', 'column.missing_item_code'));
  return { positions, errors };
}

export type CatalogFileRow =
  | { ok: true; itemCode: string; values: CatalogFileValues }
  | { ok: false; itemCode: string | null; errors: CatalogFileError[] };

function readCell(
  column: CatalogFileField,
  raw: string,
  row: number,
): { value: unknown } | { error: CatalogFileError } {
  const cell = raw.trim();
  if (cell === '') {
    if (NULLABLE.has(column)) return { value: null };
    if (column === 'short_description' || column === 'web_long_description') return { value: '' };
    return { error: err(row, column, 'cell.required') };
  }
  if ((PRICE_COLUMNS as readonly string[]).includes(column)) {
    const baisa = parseRial(cell);
    return baisa === null ? { error: err(row, column, 'cell.price', { value: cell.slice(0, 40) }) } : { value: baisa };
  }
  if (column === 'custom_stock_available') {
    if (/^-\d+$/.test(cell)) return { error: err(row, column, 'cell.stock_negative', { value: cell }) };
    const stock = /^\d{1,7}$/.test(cell) ? Number(cell) : NaN;
    return stock <= MAX_STOCK
      ? { value: stock }
      : { error: err(row, column, 'cell.stock', { value: cell.slice(0, 40), max: MAX_STOCK }) };
  }
  if ((FLAG_COLUMNS as readonly string[]).includes(column)) {
    const flag = FLAG_WORDS[cell.toLowerCase()];
    return flag === undefined
      ? { error: err(row, column, 'cell.flag', { value: cell.slice(0, 40) }) }
      : { value: flag };
  }
  const text = textCell(cell);
  if ('formula' in text) return { error: err(row, column, 'cell.formula') };
  const max = TEXT_LIMITS[column as keyof typeof TEXT_LIMITS];
  if (text.text.length > max) return { error: err(row, column, 'cell.too_long', { max }) };
  return { value: text.text };
}

/**
 * Checks one data row (`row` is its number in the spreadsheet) against the header: every cell
 * typed, each refusal naming its column. The checks that need the database (brand, category,
 * sale against the stored regular price, a new item's required columns) are the service's.
 */
export function readCatalogFileRow(header: CatalogFileHeader, cells: readonly string[], row: number): CatalogFileRow {
  const rawCode = (cells[header.positions.get('item_code')!] ?? '').trim();
  const errors: CatalogFileError[] = [];
  if (rawCode === '') errors.push(err(row, 'item_code', 'cell.required'));
  else if (!ITEM_CODE.test(rawCode))
    errors.push(err(row, 'item_code', 'cell.item_code', { value: rawCode.slice(0, 40) }));
  const values: Record<string, unknown> = {};
  for (const [column, index] of header.positions) {
    if (column === 'item_code') continue;
    const read = readCell(column, cells[index] ?? '', row);
    if ('error' in read) errors.push(read.error);
    else values[column] = read.value;
  }
  const itemCode = errors.some((e) => e.column === 'item_code') ? null : rawCode;
  if (errors.length) return { ok: false, itemCode, errors };
  const sale = values.custom_sale_price as Baisa | null | undefined;
  const regular = values.custom_regular_price as Baisa | undefined;
  if (sale != null && regular !== undefined && sale > regular) {
    return {
      ok: false,
      itemCode,
      errors: [
        err(row, 'custom_sale_price', 'row.sale_above_regular', { sale: rialText(sale), regular: rialText(regular) }),
      ],
    };
  }
  return { ok: true, itemCode: rawCode, values: values as CatalogFileValues };
}

/** One exported row as text cells, in CATALOG_FILE_COLUMNS order: what an import reads back as no change. */
export function catalogFileCells(item: CatalogFileItem): string[] {
  return CATALOG_FILE_COLUMNS.map((column) => {
    const value = item[column];
    if (value === null) return '';
    if (typeof value === 'boolean') return value ? '1' : '0';
    if (column === 'custom_regular_price' || column === 'custom_sale_price') return rialText(value as number);
    if (typeof value === 'number') return String(value);
    return safeTextCell(value);
  });
}
