import { describe, expect, it } from 'vitest';
import {
  CATALOG_FILE_COLUMNS,
  type CatalogFileItem,
  catalogFileCells,
  parseRial,
  readCatalogFileHeader,
  readCatalogFileRow,
  rialText,
} from './catalog-file';
import { CATALOG_FILE_MESSAGES, catalogFileMessage } from './catalog-file-messages';

const header = (...columns: string[]) => readCatalogFileHeader(columns);
const row = (columns: string[], cells: string[], n = 2) => readCatalogFileRow(header(...columns), cells, n);

describe('catalog file prices', () => {
  it('reads OMR with up to 3 decimals as baisa, without floats', () => {
    expect(parseRial('12')).toBe(12_000);
    expect(parseRial('12.5')).toBe(12_500);
    expect(parseRial('0.105')).toBe(105);
    expect(parseRial('1.1')).toBe(1_100);
  });
  it('refuses a fourth decimal, signs, commas and words', () => {
    for (const text of ['1.2345', '-1', '+1', '1,500', 'ten', '', '.5', '1e3']) expect(parseRial(text)).toBeNull();
  });
  it('writes baisa with 3 decimals', () => {
    expect(rialText(12_500)).toBe('12.500');
    expect(rialText(5)).toBe('0.005');
  });
});

describe('catalog file header', () => {
  it('needs item_code and refuses unknown or repeated columns', () => {
    const read = header('\uFEFFitem_code', 'price', 'custom_stock_available', 'custom_stock_available');
    expect(read.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [1, 'price', 'column.unknown'],
      [1, 'custom_stock_available', 'column.duplicate'],
    ]);
    expect(header('web_item_name').errors.map((e) => e.code)).toEqual(['column.missing_item_code']);
  });
  it('takes a file with only item_code and the changed columns (bulk update)', () => {
    const read = row(['item_code', 'custom_stock_available'], ['GG-1', '7']);
    expect(read).toEqual({ ok: true, itemCode: 'GG-1', values: { custom_stock_available: 7 } });
  });
});

describe('catalog file rows', () => {
  const cols = [
    'item_code',
    'custom_regular_price',
    'custom_sale_price',
    'custom_stock_available',
    'published',
    'web_item_name',
    'web_item_name_ar',
  ];
  it('types every cell: prices in baisa, flags, an empty optional cell as none', () => {
    expect(row(cols, ['GG-1', '10.000', '', '3', '1', 'Rose Toner', ''])).toEqual({
      ok: true,
      itemCode: 'GG-1',
      values: {
        custom_regular_price: 10_000,
        custom_sale_price: null,
        custom_stock_available: 3,
        published: true,
        web_item_name: 'Rose Toner',
        web_item_name_ar: null,
      },
    });
  });
  it('names the row, the column and the reason of each bad cell', () => {
    const read = row(cols, ['GG 1', '10.0001', 'x', '-2', 'maybe', '=HYPERLINK("x")', ''], 7);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [7, 'item_code', 'cell.item_code'],
      [7, 'custom_regular_price', 'cell.price'],
      [7, 'custom_sale_price', 'cell.price'],
      [7, 'custom_stock_available', 'cell.stock_negative'],
      [7, 'published', 'cell.flag'],
      [7, 'web_item_name', 'cell.formula'],
    ]);
  });
  it('refuses a sale price above the regular price in the same row', () => {
    const read = row(cols, ['GG-1', '5.000', '6.000', '1', '0', 'A', '']);
    expect(read.ok ? [] : read.errors.map((e) => [e.column, e.code, e.params])).toEqual([
      ['custom_sale_price', 'row.sale_above_regular', { sale: '6.000', regular: '5.000' }],
    ]);
  });
  it('requires the cells that cannot be empty', () => {
    const read = row(['item_code', 'web_item_name', 'custom_stock_available'], ['', ' ', '']);
    expect(read.ok ? [] : read.errors.map((e) => [e.column, e.code])).toEqual([
      ['item_code', 'cell.required'],
      ['web_item_name', 'cell.required'],
      ['custom_stock_available', 'cell.required'],
    ]);
  });
  it('reads an empty English description as empty text, not as missing', () => {
    expect(row(['item_code', 'short_description', 'web_long_description'], ['GG-1', '', ''])).toEqual({
      ok: true,
      itemCode: 'GG-1',
      values: { short_description: '', web_long_description: '' },
    });
  });
  it('keeps a text shielded by an apostrophe as the text itself', () => {
    const read = row(['item_code', 'short_description'], ['GG-1', "'- gentle"]);
    expect(read).toEqual({ ok: true, itemCode: 'GG-1', values: { short_description: '- gentle' } });
  });
});

describe('catalog file export cells', () => {
  const item: CatalogFileItem = {
    item_code: 'GG-1',
    web_item_name: 'Rose, "Water" Toner',
    web_item_name_ar: 'تونر ماء الورد',
    brand: 'Bloom',
    custom_ecommerce_category: null,
    custom_regular_price: 7_500,
    custom_sale_price: null,
    custom_stock_available: 12,
    published: true,
    custom_bogo_offer: false,
    custom_is_dangerous_good_: false,
    custom_show_on_offer_page: true,
    short_description: '-10% today',
    short_description_ar: null,
    web_long_description: '<p>x</p>',
    web_long_description_ar: null,
    image: '/media/products/a.webp',
  };
  it('reads back as the same values (an export imported unchanged is no change)', () => {
    const cells = catalogFileCells(item);
    const read = readCatalogFileRow(readCatalogFileHeader([...CATALOG_FILE_COLUMNS]), cells, 2);
    const { item_code, ...rest } = item;
    expect(read).toEqual({ ok: true, itemCode: item_code, values: rest });
    expect(cells[CATALOG_FILE_COLUMNS.indexOf('short_description')]).toBe("'-10% today");
  });
});

describe('catalog file messages', () => {
  it('says each reason in English and Arabic with the same placeholders', () => {
    for (const texts of Object.values(CATALOG_FILE_MESSAGES)) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(texts.ar)).toEqual(names(texts.en));
    }
  });
  it('fills the placeholders', () => {
    const error = { code: 'row.duplicate' as const, params: { item_code: 'GG-1', first: 3 } };
    expect(catalogFileMessage(error, 'en')).toBe('The item code GG-1 is already in row 3.');
    expect(catalogFileMessage(error, 'ar')).toBe('رمز المنتج GG-1 موجود مسبقًا في الصف 3.');
  });
});
