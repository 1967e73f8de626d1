import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminTestApp } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { type App, TOKEN } from '../../testing/test-app';
import { callApi, insertCatalog, resourcePath } from '../resource/resource-fixtures';
import { csvFile, postImport, zipOf } from './catalog-transfer-fixtures';

const STAFF = { email: 'importer@example.om', name: 'Catalog Importer', password: 'catalog importer password' };

/**
 * Catalog files (issue 27) on a real database with the resource fixtures (SKU-1..9 named
 * ITEM-001..009; brands Aurora, Bloom, Cedar, Dune): export, preview, apply, round trip.
 */
describe.each(await testEngines())('catalog import and export on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({ db, app, staff } = await openAdminTestApp(engine, insertCatalog, STAFF));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const asStaff = () => ({ cookie: staff.cookie, 'x-csrf-token': staff.csrf });
  const exportFile = (format: 'csv' | 'xlsx', q = '') =>
    app.inject({
      method: 'GET',
      url: `/api/admin/catalog/export?format=${format}${q ? `&q=${encodeURIComponent(q)}` : ''}`,
      headers: asStaff(),
    });
  const importCsv = (
    rows: (string | number)[][],
    fields: Record<string, string> = {},
    extra: { images?: Buffer; language?: string } = {},
  ) =>
    postImport(app, {
      file: csvFile(rows),
      fields,
      ...(extra.images ? { images: extra.images } : {}),
      headers: { ...asStaff(), ...(extra.language ? { 'accept-language': extra.language } : {}) },
    });
  const item = (code: string) =>
    db.kysely.selectFrom('website_item').selectAll().where('item_code', '=', code).executeTakeFirst();
  const imports = () =>
    db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'catalog.import').orderBy('id').execute();

  it('exports every item as UTF-8 CSV with a BOM, Arabic intact, one row per item', async () => {
    const reply = await exportFile('csv');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(reply.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(9);
    expect(rows[0]).toMatchObject({
      item_code: 'SKU-1',
      web_item_name_ar: 'سيروم فيتامين سي المضيء',
      custom_regular_price: '12.500',
      published: '1',
    });
    expect(rows[3]).toMatchObject({ item_code: 'SKU-4', custom_sale_price: '' });
  });

  it('exports the filtered list only', async () => {
    const rows = parse((await exportFile('csv', 'serum')).rawPayload, { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.map((r) => r.item_code)).toEqual(['SKU-1', 'SKU-2', 'SKU-8', 'SKU-9']);
  });

  it('reports 0 changes for an export imported back unchanged, CSV and XLSX', async () => {
    const csv = await postImport(app, {
      file: (await exportFile('csv')).rawPayload,
      fields: { dry_run: '1' },
      headers: asStaff(),
    });
    expect(csv.body.data).toEqual({ create: 0, update: 0, unchanged: 9, errors: [], error_rows: 0, applied: false });
    const xlsx = await exportFile('xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const preview = await postImport(app, {
      file: xlsx.rawPayload,
      name: 'catalog.xlsx',
      fields: { dry_run: '1' },
      headers: asStaff(),
    });
    expect(preview.body.data).toEqual({
      create: 0,
      update: 0,
      unchanged: 9,
      errors: [],
      error_rows: 0,
      applied: false,
    });
  });

  it('previews without writing: what would be created, updated, unchanged, and each bad row', async () => {
    const before = await db.kysely.selectFrom('website_item').selectAll().orderBy('name').execute();
    const reply = await importCsv(
      [
        ['item_code', 'web_item_name', 'brand', 'custom_regular_price', 'custom_sale_price', 'custom_stock_available'],
        ['SKU-1', 'Vitamin C Serum', 'Aurora', '12.500', '12.500', '10'],
        ['SKU-2', 'Hyaluronic Serum', 'Bloom', '11.000', '8.000', '4'],
        ['NEW-1', 'Rose Water Toner', 'Bloom', '7.5', '', '12'],
        ['NEW-2', 'Bad Sale', 'Bloom', '5.000', '6.000', '1'],
        ['NEW-3', 'Negative', 'Bloom', '5.000', '', '-3'],
        ['NEW-4', 'Unknown Brand', 'Zenith', '5.000', '', '1'],
        ['NEW-1', 'Twice', 'Bloom', '5.000', '', '1'],
        ['NEW-5', '=cmd|calc', 'Bloom', '5.0001', '', '1'],
      ],
      { dry_run: '1' },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ create: 1, update: 1, unchanged: 1, error_rows: 5, applied: false });
    expect(reply.body.data.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [5, 'custom_sale_price', 'row.sale_above_regular'],
      [6, 'custom_stock_available', 'cell.stock_negative'],
      [7, 'brand', 'row.unknown_brand'],
      [8, 'item_code', 'row.duplicate'],
      [9, 'web_item_name', 'cell.formula'],
      [9, 'custom_regular_price', 'cell.price'],
    ]);
    expect(reply.body.data.errors[0]!.message).toBe('The sale price 6.000 is above the regular price 5.000.');
    expect(await db.kysely.selectFrom('website_item').selectAll().orderBy('name').execute()).toEqual(before);
    expect(await imports()).toHaveLength(0);
  });

  it('words the row errors in the staff member’s language', async () => {
    const reply = await importCsv(
      [
        ['item_code', 'custom_stock_available'],
        ['SKU-1', '-1'],
      ],
      { dry_run: '1' },
      { language: 'ar' },
    );
    expect(reply.body.data.errors).toEqual([
      {
        row: 2,
        column: 'custom_stock_available',
        code: 'cell.stock_negative',
        message: 'لا يمكن أن يكون المخزون سالبًا (-1).',
      },
    ]);
  });

  it('applies nothing when asked for all rows and one is bad', async () => {
    const reply = await importCsv(
      [
        ['item_code', 'custom_stock_available'],
        ['SKU-4', '30'],
        ['SKU-5', 'lots'],
      ],
      { apply: 'all' },
    );
    expect(reply.body.data).toMatchObject({ create: 0, update: 0, error_rows: 1, applied: false });
    expect((await item('SKU-4'))!.custom_stock_available).toBe(3);
    expect(await imports()).toHaveLength(0);
  });

  it('applies the valid rows (bulk stock and price update by item_code), audits once, and the shop shows it at once', async () => {
    await callApi(app, resourcePath('Website Item', 'ITEM-004'), { fields: ['custom_stock_available'] });
    const reply = await importCsv([
      ['item_code', 'custom_stock_available', 'custom_regular_price'],
      ['SKU-4', '30', '6.500'],
      ['SKU-5', '-2', '4.500'],
      ['SKU-6', '2', '35.000'],
    ]);
    expect(reply.body.data).toMatchObject({ create: 0, update: 1, unchanged: 1, error_rows: 1, applied: true });
    expect(await item('SKU-4')).toMatchObject({
      custom_stock_available: 30,
      custom_regular_price: 6500,
      web_item_name: 'Body Lotion',
    });
    expect((await item('SKU-5'))!.custom_stock_available).toBe(7);
    const shop = await callApi(app, resourcePath('Website Item', 'ITEM-004'), { fields: ['custom_stock_available'] });
    expect((shop.body.data as Record<string, unknown>).custom_stock_available).toBe(30);
    const [entry] = await imports();
    expect(entry).toMatchObject({ actor_email: STAFF.email, target_type: 'catalog_file', target_id: 'catalog.csv' });
    expect(JSON.parse(entry!.summary).after).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
      rows_refused: 1,
      price_changes: 1,
      stock_changes: 1,
      prices: 'SKU-4: regular_price 6.000 → 6.500',
      stock: 'SKU-4: 3 → 30',
    });
  });

  it('creates new items with a route, the search text, and missing brands and categories when asked', async () => {
    const rows = [
      [
        'item_code',
        'web_item_name',
        'web_item_name_ar',
        'brand',
        'custom_ecommerce_category',
        'custom_regular_price',
        'published',
      ],
      ['GG-NEW-1', 'Rose Water Toner', 'تونر ماء الورد', 'Zenith', 'Toners', '7.500', '1'],
      ['GG-NEW-2', 'Rose Water Toner', '', 'Bloom', 'Serums', '3.000', '0'],
    ];
    const refused = await importCsv(rows);
    expect(refused.body.data.errors.map((e) => [e.row, e.code])).toEqual([
      [2, 'row.unknown_brand'],
      [2, 'row.unknown_category'],
    ]);
    expect((await item('GG-NEW-2'))!.route).toBe('rose-water-toner');
    const created = await importCsv(rows, { create_missing: '1' });
    expect(created.body.data).toMatchObject({ create: 1, update: 0, unchanged: 1, errors: [], applied: true });
    expect(await item('GG-NEW-1')).toMatchObject({
      name: 'GG-NEW-1',
      route: 'rose-water-toner-gg-new-1',
      brand: 'Zenith',
      published: 1,
      custom_regular_price: 7500,
    });
    expect((await item('GG-NEW-1'))!.search_text).toContain('تونر');
    expect(
      await db.kysely.selectFrom('brand').select('name').where('name', '=', 'Zenith').executeTakeFirst(),
    ).toBeTruthy();
    const search = await callApi(app, '/api/method/frappe.client.get_list', {
      doctype: 'Website Item',
      fields: ['name'],
      filters: [['custom_ecommerce_category', 'descendants of (inclusive)', 'Toners']],
    });
    expect(search.body.message).toEqual([{ name: 'GG-NEW-1' }]);
  });

  it('takes images from a ZIP named in the file and from an address, re-encoded as WebP', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c08' } })
      .png()
      .toBuffer();
    const server = createServer((request, response) => {
      if (request.url === '/toner.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const reply = await importCsv(
      [
        ['item_code', 'image'],
        ['SKU-1', 'photos/serum.png'],
        ['SKU-5', `${base}/toner.png`],
        ['SKU-6', `${base}/gone.png`],
        ['SKU-2', 'missing.png'],
        ['SKU-3', 'ftp://example.com/a.png'],
      ],
      {},
      { images: zipOf({ 'photos/serum.png': png, 'notes.txt': Buffer.from('x') }) },
    );
    server.close();
    expect(reply.body.data.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [4, 'image', 'image.fetch'],
      [5, 'image', 'image.not_in_zip'],
      [6, 'image', 'image.url'],
    ]);
    expect(reply.body.data).toMatchObject({ update: 2, applied: true });
    expect((await item('SKU-5'))!.website_image).toMatch(/^\/media\/products\/SKU-5-[0-9a-f]{10}\.webp$/);
    const serum = await item('SKU-1');
    expect(serum!.website_image).toMatch(/^\/media\/products\/SKU-1-[0-9a-f]{10}\.webp$/);
    const images = await db.kysely
      .selectFrom('website_item_image')
      .select(['idx', 'url'])
      .where('item', '=', 'ITEM-001')
      .execute();
    expect(images).toEqual([{ idx: 0, url: serum!.website_image }]);
    const again = await importCsv([
      ['item_code', 'image'],
      ['SKU-1', serum!.website_image!],
    ]);
    expect(again.body.data).toMatchObject({ update: 0, unchanged: 1 });
  });

  it('answers scripts with the resource token, and refuses anyone else', async () => {
    const file = csvFile([
      ['item_code', 'custom_stock_available'],
      ['SKU-9', '4'],
    ]);
    const anonymous = await postImport(app, { file, headers: {} });
    expect(anonymous.status).toBe(401);
    const wrong = await postImport(app, {
      file,
      headers: { authorization: 'token test-api-key:wrong-secret-0123456789' },
    });
    expect(wrong.status).toBe(401);
    const token = await postImport(app, { file, headers: { authorization: TOKEN } });
    expect(token.body.data).toMatchObject({ update: 1, applied: true });
    expect((await imports()).at(-1)).toMatchObject({ actor_email: 'resource-token', actor_id: null });
    const exported = await app.inject({
      method: 'GET',
      url: '/api/admin/catalog/export?format=xlsx',
      headers: { authorization: TOKEN },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('item_code');
    expect(sheet.rowCount).toBeGreaterThan(9);
  });

  it('refuses a file it cannot read, or one without item_code, with a row 1 error and no 500', async () => {
    const noKey = await importCsv([['web_item_name'], ['A']]);
    expect(noKey.body.data.errors).toEqual([
      { row: 1, column: 'item_code', code: 'column.missing_item_code', message: expect.any(String) as string },
    ]);
    const empty = await postImport(app, { file: Buffer.from(''), headers: asStaff() });
    expect(empty.status).toBe(200);
    expect(empty.body.data.errors.map((e) => e.code)).toEqual(['file.empty']);
    const junk = await postImport(app, {
      file: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      name: 'x.xlsx',
      headers: asStaff(),
    });
    expect(junk.body.data.errors.map((e) => [e.row, e.code, e.message])).toEqual([
      [1, 'file.unreadable', 'The file could not be read as XLSX. Save it as CSV (UTF-8) or XLSX and try again.'],
    ]);
  });
});
