import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { type App, WAREHOUSE, buildTestApp } from '../../testing/test-app';
import { insertCatalog, itemName } from '../resource/resource-fixtures';

/**
 * Issue 29, the results page (/shop?q=): its category counts count the products its search finds,
 * and a sort the shopper chose orders them. The fixtures' serums in this warehouse: ITEM-001
 * (Serums, regular 12.500, day 1), ITEM-002 (Serums, 10.000, day 2, out of stock), ITEM-009
 * (Face Care, 15.750, day 9); a LIKE on the name finds none of them for "serim" or "serum vitamin".
 */
describe.each(await testEngines())('the results page’s counts and sorts on %s', (engine) => {
  let db: TestDb;
  let app: App;
  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCatalog(db);
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string, query: Record<string, string>) =>
    app.inject({ method: 'GET', url, query: { warehouse: WAREHOUSE, ...query } });
  const found = async (query: Record<string, string>) => {
    const reply = await get('/api/search', { limit: '20', page: '1', ...query });
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json().message as { name: string; custom_ecommerce_category: string }[]).map((r) => r.name);
  };
  const counts = async (query: Record<string, string>) => {
    const reply = await get('/api/search/category-counts', query);
    expect(reply.statusCode, reply.body).toBe(200);
    const rows = reply.json().message as { custom_ecommerce_category: string; count: number }[];
    return Object.fromEntries(rows.map((r) => [r.custom_ecommerce_category, r.count]));
  };
  const categoriesOf = async (names: string[]) => {
    if (!names.length) return {};
    const rows = await db.kysely
      .selectFrom('website_item')
      .select(['name', 'custom_ecommerce_category'])
      .where('name', 'in', names)
      .execute();
    const tally: Record<string, number> = {};
    for (const row of rows) tally[row.custom_ecommerce_category!] = (tally[row.custom_ecommerce_category!] ?? 0) + 1;
    return tally;
  };

  it.each([
    [{ q: 'serim' }, { Serums: 2, 'Face Care': 1 }],
    [{ q: 'serum vitamin' }, { Serums: 1 }],
    [
      { q: 'serum', in_stock: '1' },
      { Serums: 1, 'Face Care': 1 },
    ],
    [{ q: 'serum', brands: '["Dune"]' }, { 'Face Care': 1 }],
    [{ q: 'serum', max_price: '12.5' }, { Serums: 2 }],
    [{ q: 'سيروم' }, { Serums: 2 }],
    [{ q: 'nothing like this' }, {}],
    [{ q: '"*%_' }, {}],
  ] as [Record<string, string>, Record<string, number>][])(
    '%j: the counts are the found products’ categories',
    async (query, expected) => {
      expect(await counts(query)).toEqual(expected);
      expect(await categoriesOf(await found(query))).toEqual(expected);
    },
  );

  it('the counts leave the category choice out: the tree shows what choosing another would find', async () => {
    expect(await found({ q: 'serim', categories: '["Serums"]' })).toHaveLength(2);
    const reply = await get('/api/search/category-counts', { q: 'serim', categories: '["Serums"]' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toHaveLength(2);
  });

  it.each([
    ['custom_regular_price asc', [2, 1, 9]],
    ['custom_regular_price desc', [9, 1, 2]],
    ['creation desc', [9, 2, 1]],
  ] as [string, number[]][])('sort %s orders the matching products by it', async (sort, order) => {
    expect(await found({ q: 'serim', sort })).toEqual(order.map(itemName));
  });

  it('without a chosen sort, relevance: the same products, in stock first', async () => {
    const ranked = await found({ q: 'serim', sort: 'relevance' });
    expect([...ranked].sort()).toEqual([1, 2, 9].map(itemName));
    expect(ranked.at(-1)).toBe(itemName(2));
  });
});
