import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, NewWebsiteItem } from '../../db/schema';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { compactFacetCounts } from '../catalog/facet-counts.queries';
import { facetCountQuery } from './facet-count.queries';
import { parseListParams } from './list-params';
import { runCount, runList } from './list.queries';
import { insertCatalog, itemName } from './resource-fixtures';
import { WAREHOUSE } from '../../testing/test-app';
import { countResources, listResources, resourceView } from './resource.service';

/**
 * Listing totals read from website_item_facet_count must equal counting the items, after any
 * change to the items, under concurrent writers, and across compaction.
 */
const base = [
  ['published', '=', 1],
  ['custom_sale_price', 'is', 'set'],
  ['website_warehouse', '=', WAREHOUSE],
];
const stock = ['custom_stock_available', '>', 0];

/** Filters the storefront sends, and others the counts answer alike. */
const QUALIFYING: unknown[][] = [
  base,
  [...base, stock],
  [...base, ['custom_stock_available', '>=', 1]],
  [...base, ['custom_stock_available', '=', 0]],
  [...base, ['custom_stock_available', '<=', 0]],
  [...base, ['custom_stock_available', '!=', 0]],
  [...base, ['custom_stock_available', '<', 1]],
  [...base, ['custom_ecommerce_category', 'descendants of (inclusive)', 'Skincare'], stock],
  [
    ...base,
    ['custom_ecommerce_category', 'descendants of (inclusive)', 'Face Care'],
    ['brand', 'in', ['Aurora', 'Bloom']],
    stock,
  ],
  [...base, ['custom_ecommerce_category', 'descendants of', 'Face Care']],
  [...base, ['custom_show_on_offer_page', '=', 1], stock],
  [...base, ['brand', '=', 'Cedar']],
  [...base, ['brand', 'not in', ['Aurora']]],
  [...base, ['brand', 'like', 'A%']],
  [['brand', 'is', 'not set']],
  [['custom_sale_price', 'is', 'not set']],
  [['website_warehouse', '=', 'Dubai Store - GG']],
  [['published', '=', 0]],
  [],
];
const NOT_QUALIFYING: unknown[][] = [
  [...base, ['custom_stock_available', '>', 3]],
  [...base, ['custom_stock_available', 'in', [0]]],
  [...base, ['custom_stock_available', '<', 5]],
  [...base, ['custom_regular_price', '>', 10]],
  [...base, ['web_item_name', 'like', '%serum%']],
  [...base, ['name', '=', itemName(1)]],
];

describe.each(await testEngines())('listing totals from the facet counts on %s', (engine) => {
  let db: TestDb;
  const staff = () => resourceView('Website Item', { authenticated: true });
  const anonymous = () => resourceView('Website Item', { authenticated: false });

  /** The count through the service (from the facet counts when it qualifies) and by counting the items. */
  async function counted(filters: unknown[], orFilters: unknown[] = [], view = staff()) {
    const query = parseListParams(view, {
      fields: '["count(name) as count"]',
      filters: JSON.stringify(filters),
      or_filters: JSON.stringify(orFilters),
    });
    const [viaService] = (await listResources(db, view, query)) as { count: number }[];
    return {
      qualifies: facetCountQuery(db, view, query) !== undefined,
      viaService: viaService!.count,
      items: await runCount(db, view, query),
    };
  }

  async function expectEveryTotalExact(): Promise<void> {
    for (const view of [staff(), anonymous()]) {
      for (const filters of QUALIFYING) {
        const c = await counted(filters, [], view);
        expect({ filters, qualifies: c.qualifies, count: c.viaService }).toEqual({
          filters,
          qualifies: true,
          count: c.items,
        });
      }
      const or = await counted(
        base,
        [
          ['brand', '=', 'Dune'],
          ['custom_show_on_offer_page', '=', 1],
        ],
        view,
      );
      expect(or.viaService).toBe(or.items);
    }
  }

  async function groupedByCategory(fromFacets: boolean) {
    const view = anonymous();
    const query = parseListParams(view, {
      fields: '["custom_ecommerce_category","count(name) as count"]',
      filters: JSON.stringify([...base, stock]),
      group_by: 'custom_ecommerce_category',
      order_by: 'count desc',
      limit_page_length: '0',
    });
    const rows = (fromFacets ? await listResources(db, view, query) : await runList(db, view, query)) as {
      custom_ecommerce_category: string;
      count: number;
    }[];
    return rows.sort((a, b) => a.custom_ecommerce_category.localeCompare(b.custom_ecommerce_category));
  }

  const setItem = (n: number, change: Partial<NewWebsiteItem>) =>
    db.kysely.updateTable('website_item').set(change).where('name', '=', itemName(n)).execute();
  const facetRows = async () =>
    Number(
      (
        await db.kysely
          .selectFrom('website_item_facet_count')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCatalog(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('answers every storefront total from the counts, equal to counting the items', async () => {
    const stocked = await counted([...base, stock], [], anonymous());
    expect(stocked).toEqual({ qualifies: true, viaService: 5, items: 5 });
    await expectEveryTotalExact();
  });

  it('counts anything else on the items', async () => {
    for (const filters of NOT_QUALIFYING) {
      const c = await counted(filters);
      expect(c.qualifies).toBe(false);
      expect(c.viaService).toBe(c.items);
    }
    const query = parseListParams(staff(), { fields: '["count(brand) as count"]' });
    expect(facetCountQuery(db, staff(), query)).toBeUndefined();
  });

  it('answers the per-category counts of the shop sidebar, leaving out categories with none left', async () => {
    expect(await groupedByCategory(true)).toEqual(await groupedByCategory(false));
    await setItem(5, { custom_stock_available: 0 });
    const grouped = await groupedByCategory(true);
    expect(grouped.map((g) => g.custom_ecommerce_category)).not.toContain('Lips');
    expect(grouped).toEqual(await groupedByCategory(false));
    await setItem(5, { custom_stock_available: 7 });
  });

  it('stays exact through stock-outs, restocks, moves, unpublishing, deletes and inserts, and through compaction', async () => {
    await setItem(1, { custom_stock_available: 0 });
    await setItem(3, { custom_stock_available: 4 });
    await setItem(2, { custom_stock_available: 6, brand: 'Dune' });
    await setItem(5, { custom_ecommerce_category: 'Serums', custom_show_on_offer_page: 1 });
    await setItem(9, { custom_sale_price: null });
    await setItem(7, { published: 1 });
    await setItem(4, { brand: null, website_warehouse: 'Dubai Store - GG' });
    await db.kysely.deleteFrom('website_item').where('name', '=', itemName(6)).execute();
    await db.kysely
      .insertInto('website_item')
      .values({
        name: itemName(40),
        item_code: 'SKU-40',
        item_name: 'Rose Toner',
        web_item_name: 'Rose Toner',
        search_text: 'rose toner',
        website_image: null,
        short_description: '',
        web_long_description: '',
        route: 'rose-toner',
        published: 1,
        item_group: 'Products',
        custom_sale_price: 5000,
        custom_regular_price: 6000,
        brand: 'Bloom',
        custom_ecommerce_category: 'Moisturizers',
        custom_stock_available: 3,
        custom_bogo_offer: 0,
        custom_is_dangerous_good_: 0,
        stock_uom: 'Nos',
        custom_show_on_offer_page: 1,
        website_warehouse: WAREHOUSE,
        creation: '2024-02-01 10:00:00.000',
        modified: '2024-02-01 10:00:00.000',
      })
      .execute();
    await expectEveryTotalExact();

    const before = await facetRows();
    await compactFacetCounts(db.kysely);
    const after = await facetRows();
    expect(after).toBeLessThan(before);
    const { combinations } = await sql<{ combinations: number }>`
      select count(*) as combinations from (select distinct website_warehouse, published, custom_sale_price is null, custom_ecommerce_category,
        brand, custom_show_on_offer_page, custom_stock_available > 0 from website_item) as c`
      .execute(db.kysely)
      .then((r) => r.rows[0]!);
    expect(after).toBe(Number(combinations));
    await expectEveryTotalExact();
  });

  it('keeps exact totals for any sequence of item changes (property)', async () => {
    const items = [1, 2, 3, 4, 5, 7, 8, 9, 40].map(itemName);
    const change = fc.record({
      item: fc.constantFrom(...items),
      stock: fc.option(fc.constantFrom(0, 1, 5), { nil: undefined }),
      brand: fc.option(fc.constantFrom('Aurora', 'Bloom', 'Dune', null), { nil: undefined }),
      category: fc.option(fc.constantFrom('Serums', 'Lips', 'Body Care', 'Fragrance'), { nil: undefined }),
      published: fc.option(fc.constantFrom(0, 1), { nil: undefined }),
      sale: fc.option(fc.constantFrom(null, 4000), { nil: undefined }),
      compact: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        for (const c of changes) {
          const set: Partial<NewWebsiteItem> = {};
          if (c.stock !== undefined) set.custom_stock_available = c.stock;
          if (c.brand !== undefined) set.brand = c.brand;
          if (c.category !== undefined) set.custom_ecommerce_category = c.category;
          if (c.published !== undefined) set.published = c.published;
          if (c.sale !== undefined) set.custom_sale_price = c.sale;
          if (Object.keys(set).length)
            await db.kysely.updateTable('website_item').set(set).where('name', '=', c.item).execute();
          if (c.compact) await compactFacetCounts(db.kysely);
        }
        await expectEveryTotalExact();
      }),
      { numRuns: 15 },
    );
  });

  it('lets concurrent checkouts sell out items of the same combinations without waiting on each other, with compaction running', async () => {
    // Pairs of items in two shared combinations, emptied in opposite orders by concurrent transactions: a shared counter row
    // would make them queue (or deadlock on PostgreSQL); appended rows do not.
    const pairs = 12;
    const row = (n: number, brand: string): NewWebsiteItem => ({
      name: itemName(100 + n),
      item_code: `SKU-${100 + n}`,
      item_name: `Item ${n}`,
      web_item_name: `Item ${n}`,
      search_text: `item ${n}`,
      website_image: null,
      short_description: '',
      web_long_description: '',
      route: `item-${100 + n}`,
      published: 1,
      item_group: 'Products',
      custom_sale_price: 1000,
      custom_regular_price: 1000,
      brand,
      custom_ecommerce_category: 'Lips',
      custom_stock_available: 2,
      custom_bogo_offer: 0,
      custom_is_dangerous_good_: 0,
      stock_uom: 'Nos',
      custom_show_on_offer_page: 0,
      website_warehouse: WAREHOUSE,
      creation: '2024-03-01 10:00:00.000',
      modified: '2024-03-01 10:00:00.000',
    });
    await db.kysely
      .insertInto('website_item')
      .values(Array.from({ length: pairs * 2 }, (_, n) => row(n, n % 2 ? 'Aurora' : 'Bloom')))
      .execute();
    const empty = (trx: Kysely<Database>, n: number) =>
      trx
        .updateTable('website_item')
        .set({ custom_stock_available: 0 })
        .where('name', '=', itemName(100 + n))
        .execute();
    const pause = () => (engine === 'postgres' ? sql`select pg_sleep(0.05)` : sql`select 1`);
    const checkouts = Array.from({ length: pairs }, (_, p) =>
      db.kysely.transaction().execute(async (trx) => {
        const [first, second] = p % 2 ? [2 * p, 2 * p + 1] : [2 * p + 1, 2 * p];
        await empty(trx, first);
        await pause().execute(trx);
        await empty(trx, second);
      }),
    );
    const compactions = Array.from({ length: 3 }, () => compactFacetCounts(db.kysely));
    const outcomes = await Promise.allSettled([...checkouts, ...compactions]);
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    await expectEveryTotalExact();
    const lips = await counted([...base, ['custom_ecommerce_category', '=', 'Lips'], stock]);
    expect(lips.viaService).toBe(lips.items);
  });
});

describe.each((await testEngines()).filter((engine) => engine === 'postgres'))('facet counts on %s', (engine) => {
  it('are emptied when the items table is truncated (TRUNCATE fires no row triggers)', async () => {
    const db = await createTestDb(engine);
    try {
      await insertCatalog(db);
      await sql`truncate website_item cascade`.execute(db.kysely);
      const { n } = await db.kysely
        .selectFrom('website_item_facet_count')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(0);
      const view = resourceView('Website Item', { authenticated: true });
      expect(await countResources(db, view, { filters: [], orFilters: [] })).toBe(0);
    } finally {
      await db.close();
    }
  });
});
