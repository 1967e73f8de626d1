import { beforeAll, describe, expect, it } from 'vitest';
import { toTimestamp } from '../../db/time';
import { type TestDb, testEngines } from '../../testing/databases';
import { type App, withTestApp } from '../../testing/test-app';
import { toWire } from './field-types';
import { callApi, insertCatalog, itemName, items, resourcePath, rowsOf, sortedNames } from './resource-fixtures';

/**
 * Frappe v15's filter semantics (frappe/model/db_query.py prepare_filter_condition): negations
 * compare `ifnull(field, '')`, so rows without a value stay; the nested-set operators; timespan;
 * the standard fields on every doctype; numbers never null.
 */
describe.each(await testEngines())('Frappe filters and standard fields on %s', (engine) => {
  let db: TestDb;
  let app: App;
  const suite = withTestApp(engine, insertCatalog);
  beforeAll(() => ({ db, app } = suite));
  const filtered = async (filters: unknown, doctype = 'Website Item') =>
    sortedNames(await callApi(app, resourcePath(doctype), { filters, limit_page_length: 100 }, { auth: true }));

  it('gives every doctype owner, modified_by, docstatus and idx in "*", filterable and sortable', async () => {
    for (const doctype of [
      'Website Item',
      'Ecommerce Category',
      'Brand',
      'Web Page',
      'Website Item Review',
      'Sales Order',
    ]) {
      const [row] = rowsOf(
        await callApi(app, resourcePath(doctype), { fields: ['*'], limit_page_length: 1 }, { auth: true }),
      );
      expect(row, doctype).toMatchObject({ owner: 'Administrator', modified_by: 'Administrator', idx: 0 });
      expect(typeof row!.docstatus, doctype).toBe('number');
      const reply = await callApi(
        app,
        resourcePath(doctype),
        {
          fields: ['name', 'owner'],
          filters: [
            ['owner', '=', 'Administrator'],
            ['idx', '<', 1],
          ],
          order_by: 'idx asc, modified_by desc',
        },
        { auth: true },
      );
      expect(rowsOf(reply).length, doctype).toBeGreaterThan(0);
      expect(
        rowsOf(
          await callApi(
            app,
            resourcePath(doctype),
            { filters: [['modified_by', '!=', 'Administrator']] },
            { auth: true },
          ),
        ),
        doctype,
      ).toEqual([]);
    }
    expect(await filtered([['docstatus', '=', 0]], 'Brand')).toEqual(['Aurora', 'Bloom', 'Cedar', 'Dune']);
    expect(await filtered([['docstatus', '=', 1]], 'Website Item Review')).toEqual(['REV-1', 'REV-4']);
    const grouped = await callApi(
      app,
      resourcePath('Website Item'),
      { fields: ['owner', 'count(name) as n'], group_by: 'owner' },
      { auth: true },
    );
    expect(rowsOf(grouped)).toEqual([{ owner: 'Administrator', n: 9 }]);
  });

  it('keeps rows without a value under !=, not in and not like, as ifnull does', async () => {
    // ITEM-009 has no Arabic name; SO-0001 no email.
    expect(await filtered([['web_item_name_ar', '!=', 'لوشن الجسم']])).toEqual(items(1, 2, 3, 5, 6, 7, 8, 9));
    expect(await filtered([['web_item_name_ar', 'not in', ['لوشن الجسم', 'كريم مرطّب ليلي']]])).toEqual(
      items(1, 2, 5, 6, 7, 8, 9),
    );
    expect(await filtered([['web_item_name_ar', 'not like', '%سيروم%']])).toContain(itemName(9));
    expect(await filtered([['web_item_name_ar', '=', '']])).toEqual(items(9));
    expect(await filtered([['web_item_name_ar', 'in', ['', 'لوشن الجسم']]])).toEqual(items(4, 9));
    expect(await filtered([['email', '!=', 'a@example.om']], 'Sales Order')).toEqual(['SO-0001']);
    expect(await filtered([['email', 'not like', '%example%']], 'Sales Order')).toEqual(['SO-0001']);
    // A missing sale price counts as 0, as Frappe's numeric columns hold it.
    expect(await filtered([['custom_sale_price', '!=', 45]])).toContain(itemName(4));
    expect(await filtered([['custom_sale_price', 'not in', [45, 125]]])).toContain(itemName(4));
  });

  it('answers ancestors of, not ancestors of and not descendants of on the category tree', async () => {
    expect(await filtered([['name', 'ancestors of', 'Serums']], 'Ecommerce Category')).toEqual([
      'Face Care',
      'Skincare',
    ]);
    expect(await filtered([['name', 'not ancestors of', 'Serums']], 'Ecommerce Category')).toEqual([
      'Body Care',
      'Fragrance',
      'Lips',
      'Makeup',
      'Moisturizers',
      'Serums',
    ]);
    expect(await filtered([['name', 'not descendants of', 'Skincare']], 'Ecommerce Category')).toEqual([
      'Fragrance',
      'Lips',
      'Makeup',
      'Skincare',
    ]);
    expect(await filtered([['custom_ecommerce_category', 'ancestors of', 'Serums']])).toEqual(items(9));
    await db.kysely
      .updateTable('website_item')
      .set({ custom_ecommerce_category: null })
      .where('name', '=', itemName(6))
      .execute();
    // Exclusive, as Frappe's: Face Care itself (ITEM-009) stays; an item without a category too.
    expect(await filtered([['custom_ecommerce_category', 'not descendants of', 'Face Care']])).toEqual(
      items(4, 5, 6, 9),
    );
    await db.kysely
      .updateTable('website_item')
      .set({ custom_ecommerce_category: 'Fragrance' })
      .where('name', '=', itemName(6))
      .execute();
    const bad = await callApi(app, resourcePath('Website Item'), { filters: [['brand', 'ancestors of', 'Aurora']] });
    expect(bad.status).toBe(417);
  });

  it('reads a timespan as the days it names, on datetime fields', async () => {
    const now = new Date();
    await db.kysely
      .updateTable('website_item')
      .set({ creation: toTimestamp(now) })
      .where('name', '=', itemName(5))
      .execute();
    await db.kysely
      .updateTable('website_item')
      .set({ creation: toTimestamp(new Date(now.getTime() - 86_400_000)) })
      .where('name', '=', itemName(6))
      .execute();
    expect(await filtered([['creation', 'timespan', 'today']])).toEqual(items(5));
    expect(await filtered([['creation', 'timespan', 'yesterday']])).toEqual(items(6));
    expect(await filtered({ creation: ['timespan', 'this year'] })).toEqual(expect.arrayContaining(items(5)));
    expect(await filtered([['creation', 'timespan', 'next week']])).toEqual([]);
    const notDate = await callApi(app, resourcePath('Website Item'), { filters: [['brand', 'timespan', 'today']] });
    expect(notDate).toMatchObject({ status: 417, body: { exc_type: 'ValidationError' } });
    const unknown = await callApi(app, resourcePath('Website Item'), {
      filters: [['creation', 'timespan', 'last decade']],
    });
    expect(unknown.status).toBe(417);
  });

  it('sends 0, never null, for a number without a value, save the sale price whose null means not sold', () => {
    expect([toWire('int', null), toWire('check', undefined), toWire('currency', null), toWire('float', null)]).toEqual([
      0, 0, 0, 0,
    ]);
    expect(toWire('currency', null, true)).toBeNull();
    expect(toWire('data', null)).toBeNull();
  });
});
