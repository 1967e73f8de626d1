import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as searchTextIndex from '../../db/migrations/0013-search-text-index';
import * as shopSearch from '../../db/migrations/0021-shop-search';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { WAREHOUSE } from '../../testing/test-app';
import { brandRows, categoryRows } from '../../seed/catalog';
import { generateProducts } from '../../seed/products';
import { upsertRows } from '../../seed/writer';
import { parseListParams } from '../resource/list-params';
import { planListingPage } from '../resource/listing-page.queries';
import { toWireRows } from '../resource/list.queries';
import { countResources, listResources, resourceView } from '../resource/resource.service';
import { SYSTEM_ACTOR } from '../audit/audit-log';
import { listCatalogItems, updateCatalogItem } from './catalog.admin.service';
import { duplicateCatalogItem } from './item-create.admin.service';
import { literalTexts, trigramPhrase, usesSearchIndex } from './search-text.queries';

/**
 * Issue 16: the search text read through its substring index (SQLite FTS5 trigrams, PostgreSQL
 * the narrow copy with its trigram index, migration 0013) finds exactly the items the plain LIKE
 * over every item finds (ILIKE on PostgreSQL, as the search ran before), for the search box, the
 * listing page and its total, through every write.
 */
describe('the literal texts of a LIKE pattern', () => {
  it('splits at % and _ and resolves backslash escapes', () => {
    expect(literalTexts('%سيروم فيتامين%')).toEqual(['سيروم فيتامين']);
    expect(literalTexts('%ab_cde%f')).toEqual(['ab', 'cde', 'f']);
    expect(literalTexts('%100\\% pure\\_oil%')).toEqual(['100% pure_oil']);
    expect(literalTexts('%a\\\\b%')).toEqual(['a\\b']);
    expect(literalTexts('%%')).toEqual([]);
  });

  it('searches the index for the longest text of three characters or more, quoted for FTS5', () => {
    expect(trigramPhrase('%ser%')).toBe('"ser"');
    expect(trigramPhrase('%ab_cdef%')).toBe('"cdef"');
    expect(trigramPhrase('%say "hi"%')).toBe('"say ""hi"""');
    expect(trigramPhrase('%زيت%')).toBe('"زيت"');
    expect(trigramPhrase('%se%')).toBeUndefined();
    expect(trigramPhrase('%ab_cd%')).toBeUndefined();
    expect(trigramPhrase('%')).toBeUndefined();
  });
});

const PRODUCTS = 400;
const context = { warehouse: WAREHOUSE, now: new Date('2026-06-15T12:00:00Z') };
const urlOf = (key: string) => `/media/${key}`;
const LISTED = [
  ['published', '=', 1],
  ['website_warehouse', '=', WAREHOUSE],
  ['custom_sale_price', 'is', 'set'],
  ['custom_stock_available', '>', 0],
];
const SORTS = ['custom_regular_price asc', 'custom_regular_price desc', 'creation desc', 'brand asc', undefined];

/** Ways shoppers write the same Arabic (domain/search-text.ts): hamza on alef, ى for ي, ة for ه, tatweel, Arabic-Indic digits. */
const variants = (text: string) =>
  fc.constantFrom(
    text,
    text.replace(/ا/g, 'أ'),
    text.replace(/ي/g, 'ى').replace(/ه/g, 'ة'),
    text.replace(/(\p{L})(\p{L})/u, '$1ـ$2'),
    text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d))),
    text.toUpperCase(),
  );

describe.each(await testEngines())('the search text index on %s', (engine) => {
  let db: TestDb;
  let names: string[];

  const insertProducts = async (from: number, count: number) => {
    const rows = [...generateProducts(from + count, context)]
      .slice(from)
      .map((p) => ({ ...p.row, website_image: urlOf(p.art.key) }));
    await upsertRows(db.kysely, 'website_item', 'name', rows);
    return rows;
  };

  beforeAll(async () => {
    db = await createTestDb(engine);
    await upsertRows(db.kysely, 'brand', 'name', brandRows(context.now, urlOf));
    await upsertRows(db.kysely, 'ecommerce_category', 'name', categoryRows(context.now, urlOf));
    // Items written before the index existed (the migration undone, as the migrator runs it: in a transaction, the
    // later shop search that builds on it first): the migration fills it.
    await db.kysely.transaction().execute((trx) => shopSearch.down(trx as never));
    await db.kysely.transaction().execute((trx) => searchTextIndex.down(trx as never));
    const rows = await insertProducts(0, PRODUCTS / 2);
    await db.kysely.transaction().execute((trx) => searchTextIndex.up(trx as never));
    await db.kysely.transaction().execute((trx) => shopSearch.up(trx as never));
    rows.push(...(await insertProducts(PRODUCTS / 2, PRODUCTS / 2)));
    names = rows.flatMap((r) => [r.web_item_name, r.web_item_name_ar ?? '']);
  });
  afterAll(async () => {
    await db?.close();
  });

  const view = resourceView('Website Item', { authenticated: false });
  const like = engine === 'postgres' ? sql`ilike` : sql`like`;
  const pattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

  /** The items the plain LIKE finds on every item's search text, listed or not, in name order. */
  async function plainMatches(text: string, listed: boolean): Promise<string[]> {
    const normalised = parseListParams(view, { filters: [['search_text', 'like', pattern(text)]] }).filters[0]!;
    const listedOnly = listed
      ? sql`and published = 1 and website_warehouse = ${WAREHOUSE} and custom_sale_price is not null and custom_stock_available > 0`
      : sql``;
    const { rows } = await sql<{ name: string }>`
      select name from website_item where search_text ${like} ${(normalised as { value: string }).value} escape '\\' ${listedOnly} order by name`.execute(
      db.kysely,
    );
    return rows.map((r) => r.name);
  }

  const list = async (params: Record<string, unknown>) =>
    (await listResources(db, view, parseListParams(view, params))) as Record<string, unknown>[];
  const filtersFor = (text: string) => [...LISTED, ['search_text', 'like', pattern(text)]];

  async function expectSameAsPlainLike(text: string) {
    const expected = await plainMatches(text, true);
    const filters = filtersFor(text);
    const all = await list({ fields: ['name'], filters, order_by: 'name asc', limit_page_length: 0 });
    expect({ text, names: all.map((r) => r.name) }).toEqual({ text, names: expected });
    expect(await countResources(db, view, parseListParams(view, { filters }))).toBe(expected.length);
    const [counted] = await list({ fields: ['count(name) as count'], filters });
    expect(counted).toEqual({ count: expected.length });
    return expected;
  }

  const substringOfAName = fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 14 })).chain(([i, start, length]) => {
    const name = names[i % names.length]!;
    const from = start % Math.max(1, name.length);
    return variants(name.slice(from, from + length).trim() || name);
  });
  const anyText = fc.string({ unit: fc.constantFrom(...'aeiorstln cmu%_\\"ايرمولن ة٣0'), minLength: 1, maxLength: 6 });

  it('finds the same listed items, and counts them the same, as the plain LIKE for texts taken from the names', async () => {
    await fc.assert(
      fc.asyncProperty(substringOfAName, async (text) => void (await expectSameAsPlainLike(text))),
      { numRuns: 120 },
    );
  });

  it('finds the same for any text, wildcards, quotes and 1–2 letters included', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (text) => void (await expectSameAsPlainLike(text))),
      { numRuns: 80 },
    );
  });

  it('serves the substring shoppers rely on: "ser" finds every serum, in Arabic and English', async () => {
    const serums = await plainMatches('serum', true);
    expect(serums.length).toBeGreaterThan(5);
    expect(await expectSameAsPlainLike('ser')).toEqual(expect.arrayContaining(serums));
    expect(await expectSameAsPlainLike('سير')).toEqual(expect.arrayContaining(await plainMatches('سيروم', true)));
    expect(await expectSameAsPlainLike('zzzq')).toEqual([]);
  });

  it('pages the matches in every listing sort as the plain query orders them, walking or collecting', async () => {
    await fc.assert(
      fc.asyncProperty(
        substringOfAName,
        fc.constantFrom(...SORTS),
        fc.integer({ min: 0, max: 3 }),
        async (text, order_by, page) => {
          const filters = filtersFor(text);
          const fields = ['name', 'web_item_name', 'custom_regular_price', 'brand', 'creation', 'modified'];
          const everything = await list({ fields, filters, order_by, limit_page_length: 0 });
          expect(everything.map((r) => r.name).sort()).toEqual(await plainMatches(text, true));
          const params = { fields, filters, order_by, limit_start: page * 5, limit_page_length: 5 };
          const expected = everything.slice(page * 5, page * 5 + 5);
          expect(await list(params)).toEqual(expected);
          const query = parseListParams(view, params);
          const indexed = usesSearchIndex((query.filters.at(-1) as { value: string }).value);
          for (const mode of ['walk', 'collect'] as const) {
            const plan = await planListingPage(db, view, query, mode);
            // A text of 1–2 letters has no trigram: the page is left to the plain query.
            if (!indexed) expect(plan).toBeUndefined();
            else expect({ mode, rows: toWireRows(view, query, await plan!.run()) }).toEqual({ mode, rows: expected });
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('lists the matches of a text newest first (the search box) as the plain query does, past the walk budget too', async () => {
    const box = async (text: string) => {
      const query = parseListParams(view, {
        fields: ['name'],
        filters: [...LISTED.slice(0, 2), ['search_text', 'like', pattern(text)]],
        limit_page_length: 10,
      });
      return { plan: await planListingPage(db, view, query), rows: await listResources(db, view, query) };
    };
    const newest = async (text: string) => {
      const listed = new Set(await plainMatches(text, false));
      const { rows } = await sql<{
        name: string;
        published: number;
      }>`select name, published from website_item order by modified desc, name desc`.execute(db.kysely);
      return rows
        .filter((r) => r.published === 1 && listed.has(r.name))
        .slice(0, 10)
        .map((r) => ({ name: r.name }));
    };
    // More items than a newest-first walk passes (2 000): a rare text's page comes from collecting.
    await insertProducts(PRODUCTS, 2400 - PRODUCTS);
    for (const text of [' مل', 'serum', 'فيتامين سي', 'ماء الورد', 'zzzq', 'se']) {
      const { plan, rows } = await box(text);
      expect({ text, rows }).toEqual({ text, rows: await newest(text) });
      // SQLite walks the newest items first (collecting when they hold too few); PostgreSQL's planner decides; 1–2 letters: the plain query.
      expect({ text, walk: plan?.walk }).toEqual({
        text,
        walk: engine === 'sqlite' && text !== 'se' ? true : undefined,
      });
    }
    expect((await box('zzzq')).rows).toEqual([]);
    expect((await box(' مل')).rows).toHaveLength(10);
    // Listing sorts always collect a text's matches from the index.
    const listing = await planListingPage(
      db,
      view,
      parseListParams(view, { fields: ['name'], filters: filtersFor(' مل'), order_by: 'creation desc' }),
    );
    expect(listing?.walk).toBe(false);
  });

  it('follows items created, renamed, unpublished and deleted', async () => {
    const [item] = await insertProducts(PRODUCTS, 1);
    const created = item!.name;
    const found = (text: string) =>
      list({ fields: ['name'], filters: filtersFor(text), limit_page_length: 0 }).then((rows) =>
        rows.map((r) => r.name),
      );
    // A product made in the test itself (not in the demo names): its own Arabic name is its only match.
    await updateCatalogItem(
      db,
      created,
      {
        web_item_name_ar: 'عطر الياسمين العماني',
        published: true,
        custom_stock_available: 5,
        custom_sale_price: 1000,
        custom_regular_price: 1000,
      },
      SYSTEM_ACTOR,
    );
    expect(await found('ياسمين العمان')).toEqual([created]);
    expect(await found('الياسمين العمانى')).toEqual([created]);
    expect(await listCatalogItems(db, { q: 'الياسمين العماني', limit: 10 })).toMatchObject({
      items: [{ name: created }],
    });

    await updateCatalogItem(db, created, { web_item_name_ar: 'بخور اللبان' }, SYSTEM_ACTOR);
    expect(await found('ياسمين العمان')).toEqual([]);
    expect(await found('بخور اللبان')).toEqual([created]);
    expect(await expectSameAsPlainLike('بخور')).toContain(created);

    await updateCatalogItem(db, created, { published: false }, SYSTEM_ACTOR);
    expect(await found('بخور اللبان')).toEqual([]);
    expect(await plainMatches('بخور اللبان', false)).toEqual([created]);
    await updateCatalogItem(db, created, { published: true, custom_stock_available: 0 }, SYSTEM_ACTOR);
    expect(await found('بخور اللبان')).toEqual([]);
    await updateCatalogItem(db, created, { custom_stock_available: 3 }, SYSTEM_ACTOR);
    expect(await found('بخور اللبان')).toEqual([created]);

    // Seeding again rewrites every item (upsert): nothing is found twice or lost.
    await insertProducts(0, PRODUCTS + 1);
    await expectSameAsPlainLike(item!.web_item_name.slice(0, 6));

    // A duplicate is found by its own name, and the item it was copied from still by its own.
    await duplicateCatalogItem(
      db,
      created,
      { item_code: 'DUP-SEARCH-1', web_item_name: 'Duplicated Frankincense Mist' },
      SYSTEM_ACTOR,
    );
    await updateCatalogItem(db, 'DUP-SEARCH-1', { published: true, custom_stock_available: 2 }, SYSTEM_ACTOR);
    expect(await found('duplicated frankincense')).toEqual(['DUP-SEARCH-1']);
    expect(await found(item!.web_item_name)).toContain(created);
    await expectSameAsPlainLike(item!.web_item_name.slice(0, 6));

    await db.kysely.deleteFrom('website_item').where('name', '=', created).execute();
    expect(await found(item!.web_item_name)).not.toContain(created);
    expect(await plainMatches(item!.web_item_name, false)).toEqual([]);
  });
});
