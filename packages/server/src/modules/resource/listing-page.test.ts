import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { parseListParams } from './list-params';
import { planListingPage } from './listing-page.queries';
import { runList, toWireRows } from './list.queries';
import { insertCatalog } from './resource-fixtures';
import { WAREHOUSE } from '../../testing/test-app';
import { listResources, resourceView } from './resource.service';

/**
 * A planned listing page (walk the sort index, or collect the matches and sort them) returns the
 * same rows in the same order as the plain query, whichever plan is taken.
 */
const base = [
  ['published', '=', 1],
  ['custom_sale_price', 'is', 'set'],
  ['website_warehouse', '=', WAREHOUSE],
];
const FILTERS: unknown[][] = [
  base,
  [...base, ['custom_stock_available', '>', 0]],
  [...base, ['custom_ecommerce_category', 'descendants of (inclusive)', 'Skincare']],
  [
    ...base,
    ['custom_ecommerce_category', 'descendants of (inclusive)', 'Face Care'],
    ['brand', 'in', ['Aurora', 'Dune']],
  ],
  [...base, ['brand', '=', 'Bloom']],
  [...base, ['custom_show_on_offer_page', '=', 1]],
  [...base, ['brand', 'in', []]],
];
const SORTS = ['custom_regular_price asc', 'custom_regular_price desc', 'creation desc', 'brand asc', 'brand desc'];
const FIELDS = '["name","web_item_name","custom_sale_price","custom_regular_price","brand","custom_stock_available"]';

describe.each(await testEngines())('listing pages planned from the facet counts on %s', (engine) => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCatalog(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('returns the rows and order of the plain query, walking or collecting, on every page', async () => {
    const view = resourceView('Website Item', { authenticated: false });
    let compared = 0;
    for (const filters of FILTERS) {
      for (const order_by of SORTS) {
        for (const limit_start of ['0', '2', '4']) {
          const query = parseListParams(view, {
            fields: FIELDS,
            filters: JSON.stringify(filters),
            order_by,
            limit_start,
            limit_page_length: '2',
          });
          const expected = await runList(db, view, query);
          for (const mode of ['walk', 'collect'] as const) {
            const plan = await planListingPage(db, view, query, mode);
            expect(plan?.walk).toBe(mode === 'walk');
            expect({ filters, order_by, limit_start, mode, rows: toWireRows(view, query, await plan!.run()) }).toEqual({
              filters,
              order_by,
              limit_start,
              mode,
              rows: expected,
            });
            compared += 1;
          }
          expect(await listResources(db, view, query)).toEqual(expected);
        }
      }
    }
    expect(compared).toBe(FILTERS.length * SORTS.length * 3 * 2);
  });

  it('leaves to the database what it cannot plan: no warehouse filter, a text search, a sort it has no index for', async () => {
    const view = resourceView('Website Item', { authenticated: false });
    const plan = (params: Record<string, string>) =>
      planListingPage(db, view, parseListParams(view, { fields: FIELDS, ...params }));
    expect(await plan({ filters: JSON.stringify([['published', '=', 1]]), order_by: 'creation desc' })).toBeUndefined();
    expect(
      await plan({
        filters: JSON.stringify([...base, ['web_item_name', 'like', '%serum%']]),
        order_by: 'creation desc',
      }),
    ).toBeUndefined();
    expect(await plan({ filters: JSON.stringify(base), order_by: 'web_item_name asc' })).toBeUndefined();
  });

  it('walks the sort index when many items match and collects when few do', async () => {
    const view = resourceView('Website Item', { authenticated: false });
    const plan = (filters: unknown[], order_by = 'custom_regular_price asc') =>
      planListingPage(
        db,
        view,
        parseListParams(view, { fields: FIELDS, filters: JSON.stringify(filters), order_by, limit_page_length: '2' }),
      );
    // 6 of 7 listed items match: a walk reads about 2 × 7 / 6 entries, fewer than collecting all 6.
    expect((await plan(base))?.walk).toBe(true);
    // 1 of 7 matches: collecting it beats walking 14 entries.
    expect((await plan([...base, ['custom_show_on_offer_page', '=', 1], ['brand', '=', 'Aurora']]))?.walk).toBe(false);
    // Several brands, sorted by brand: one walk per brand, so the matches are collected.
    expect((await plan([...base, ['brand', 'in', ['Aurora', 'Bloom', 'Dune']]], 'brand asc'))?.walk).toBe(false);
  });
});
