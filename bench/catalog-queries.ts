/**
 * Latency of the storefront's catalog queries through the resource service (parse → SQL →
 * wire rows; no HTTP, no response cache) at 1 000 and 100 000 products, SQLite and PostgreSQL.
 *
 *   npm run bench:queries [-- --iterations 200 --sizes 1000,100000 --engines sqlite,postgres --explain]
 *
 * Databases (seeded once with the demo generator when their product count differs):
 *   SQLite      file:./data/bench-<size>.db
 *   PostgreSQL  <BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432>/<BENCH_POSTGRES_PREFIX, default shop_bench_><size>
 * Targets: p50 ≤ 20 ms at 100 000 products (≤ 10 ms for the Arabic and English searches on
 * search_text, issue 16; ≤ 10 ms for the shop search's dropdown and ≤ 20 ms for its results page,
 * multi-word and misspelt queries, issue 29), and ≤ 2× the 1 000-product p50.
 */
import { CARD_FIELDS } from '../packages/domain/src/catalog-query';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { createFileImageStorage } from '../packages/server/src/adapters/image-storage';
import { type Db, type Engine, openDb } from '../packages/server/src/db/connection';
import { migrateToLatest } from '../packages/server/src/db/migrate';
import { parseListParams } from '../packages/server/src/modules/resource/list-params';
import { facetCountQuery } from '../packages/server/src/modules/resource/facet-count.queries';
import { planListingPage } from '../packages/server/src/modules/resource/listing-page.queries';
import { listQueryBuilder } from '../packages/server/src/modules/resource/list.queries';
import { listResources, resourceView } from '../packages/server/src/modules/resource/resource.service';
import {
  type SearchRequest,
  type SearchService,
  createSearchService,
} from '../packages/server/src/modules/search/search.service';
import { seedDatabase } from '../packages/server/src/seed/seed';

const WAREHOUSE = process.env.STORE_WAREHOUSE ?? 'Muscat Store - GG';
const PG_BASE = (process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
/** Lets branches with different migrations keep their own databases. */
const PG_PREFIX = process.env.BENCH_POSTGRES_PREFIX ?? 'shop_bench_';
const TARGET_MS = 20;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const iterations = Number(arg('iterations', '200'));
const sizes = arg('sizes', '1000,100000').split(',').map(Number);
const engines = arg('engines', 'sqlite,postgres').split(',') as Engine[];
const explain = process.argv.includes('--explain');

const label = (size: number) => (size >= 1000 ? `${size / 1000}k` : String(size));

async function ensurePgDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
}

async function openBenchDb(engine: Engine, size: number): Promise<Db> {
  let url = `file:./data/bench-${label(size)}.db`;
  if (engine === 'postgres') {
    await ensurePgDatabase(`${PG_PREFIX}${label(size)}`);
    url = `${PG_BASE}/${PG_PREFIX}${label(size)}`;
  }
  const db = openDb(url);
  await migrateToLatest(db.kysely);
  const { n } = await db.kysely
    .selectFrom('website_item')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) !== size) {
    console.log(`  seeding ${size} products into ${engine} (${url}) …`);
    await seedDatabase(db.kysely, {
      storage: createFileImageStorage('./data/bench-media'),
      warehouse: WAREHOUSE,
      products: size,
      reset: true,
      omanDelivery: null,
    });
  }
  // Fresh statistics (and, on PostgreSQL, a visibility map for index-only scans).
  await sql`${sql.raw(engine === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(db.kysely);
  return db;
}

type Params = Record<string, unknown>;
interface Scenario {
  /** Stable across database sizes (the category names differ). */
  key: string;
  name: string;
  /** One or more list calls made together (the listing asks for the page and the total at once). */
  calls: (i: number) => Params[];
  /** p50 target at the largest size, ms (default TARGET_MS). */
  target?: number;
  /** Instead of list calls: one call of the shop's own search (issue 29). */
  search?: (i: number) => SearchRequest;
}

async function scenarios(db: Db): Promise<Scenario[]> {
  // The broadest top-level category, one of its subcategories, and two brands present in it.
  const roots = await db.kysely
    .selectFrom('ecommerce_category as c')
    .innerJoin('ecommerce_category as d', (j) => j.onRef('d.lft', '>=', 'c.lft').onRef('d.lft', '<=', 'c.rgt'))
    .innerJoin('website_item as w', 'w.custom_ecommerce_category', 'd.name')
    .where('c.parent_ecommerce_category', 'is', null)
    .select(['c.name', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('c.name')
    .orderBy('n', 'desc')
    .execute();
  const top = roots[0]!.name;
  const sub = (
    await db.kysely
      .selectFrom('ecommerce_category')
      .select('name')
      .where('parent_ecommerce_category', '=', top)
      .orderBy('name')
      .executeTakeFirstOrThrow()
  ).name;
  const brands = (await db.kysely.selectFrom('brand').select('name').orderBy('name').limit(2).execute()).map(
    (b) => b.name,
  );
  const base = [
    ['published', '=', 1],
    ['custom_sale_price', 'is', 'set'],
    ['website_warehouse', '=', WAREHOUSE],
  ];
  const sorts = ['custom_regular_price asc', 'custom_regular_price desc', 'creation desc', 'brand asc', 'brand desc'];
  const card = [...CARD_FIELDS];
  const listing = (filters: unknown[], i: number): Params[] => [
    { fields: card, filters, order_by: sorts[i % sorts.length], limit_start: (i % 3) * 20, limit_page_length: 20 },
    { fields: ['count(name) as count'], filters, limit_page_length: 1 },
  ];
  const stock = ['custom_stock_available', '>', 0];
  const terms = ['se', 'serum', 'cream', 'vitamin c', 'rose', 'zzzq'];
  // Issue 16: as shoppers type them — with or without hamza, ى for ي, ة as ه, Arabic-Indic digits.
  const arabicTerms = [
    'سيروم',
    'فيتامين سي',
    'كريم ليلى',
    'أحمر شفاه',
    'عطر العود',
    'ماء الورد',
    'زيت الارغان',
    'مرطب',
    '٣٠ مل',
    'بشرة',
  ];
  const englishTerms = [
    'serum',
    'vitamin c',
    'night cream',
    'lipstick',
    'oud',
    'rose water',
    'argan',
    'moisturiser',
    '30ml',
    'zzzq',
  ];
  const searchBox = (list: string[]) => (i: number) => [
    {
      fields: [
        'name',
        'web_item_name',
        'web_item_name_ar',
        'website_image',
        'route',
        'custom_sale_price',
        'custom_regular_price',
      ],
      filters: [
        ['search_text', 'like', `%${list[i % list.length]}%`],
        ['published', '=', 1],
        ['website_warehouse', '=', WAREHOUSE],
      ],
      limit_page_length: 10,
    },
  ];
  // Issue 29: several words in any order, misspelt, British/American, Arabic, through the shop's own search.
  const shopperTerms = [
    'ruby red lipstick',
    'serum vitamin c',
    'vitamn c serum',
    'lipstik matte',
    'moisturizer shea',
    'sun screen spf 50',
    'serim hyaluronic',
    'night creem',
    'أحمر شفاه ساتان',
    'سيرم فيتامين',
  ];
  const shopSearch =
    (typing: boolean) =>
    (i: number): SearchRequest => ({
      q: shopperTerms[i % shopperTerms.length]!,
      filters: { warehouse: WAREHOUSE, brands: [], categories: [], offers: false, inStock: !typing },
      sort: 'relevance',
      start: typing ? 0 : (i % 3) * 20,
      limit: typing ? 10 : 20,
      typing,
      page: !typing,
    });
  return [
    {
      key: 'shop search: dropdown (10)',
      name: 'shop search: dropdown, multi-word + misspelt',
      calls: () => [],
      search: shopSearch(true),
      target: 10,
    },
    {
      key: 'shop search: results page (20 + total)',
      name: 'shop search: results page, multi-word + misspelt',
      calls: () => [],
      search: shopSearch(false),
      target: 20,
    },
    { key: 'listing: all + stock', name: 'listing: all + stock', calls: (i) => listing([...base, stock], i) },
    {
      key: 'listing: category + stock',
      name: `listing: category ${top} + stock`,
      calls: (i) => listing([...base, ['custom_ecommerce_category', 'descendants of (inclusive)', top], stock], i),
    },
    {
      key: 'listing: subcategory + 2 brands + stock',
      name: `listing: ${sub} + 2 brands + stock`,
      calls: (i) =>
        listing(
          [...base, ['custom_ecommerce_category', 'descendants of (inclusive)', sub], ['brand', 'in', brands], stock],
          i,
        ),
    },
    {
      key: 'listing: Offers + stock',
      name: 'listing: Offers + stock',
      calls: (i) => listing([...base, ['custom_show_on_offer_page', '=', 1], stock], i),
    },
    {
      key: 'search (like %text%, limit 10)',
      name: 'search (like %text%, limit 10)',
      calls: (i) => [
        {
          fields: ['name', 'web_item_name', 'website_image', 'route', 'custom_sale_price', 'custom_regular_price'],
          filters: [
            ['web_item_name', 'like', `%${terms[i % terms.length]}%`],
            ['published', '=', 1],
            ['website_warehouse', '=', WAREHOUSE],
          ],
          limit_page_length: 10,
        },
      ],
    },
    {
      key: 'search Arabic (search_text, limit 10)',
      name: 'search Arabic (search_text, limit 10)',
      calls: searchBox(arabicTerms),
      target: 10,
    },
    {
      key: 'search English (search_text, limit 10)',
      name: 'search English (search_text, limit 10)',
      calls: searchBox(englishTerms),
      target: 10,
    },
    {
      key: 'listing: Arabic q + stock',
      name: 'listing: Arabic q + stock',
      calls: (i) => listing([...base, stock, ['search_text', 'like', `%${arabicTerms[i % arabicTerms.length]}%`]], i),
      target: 10,
    },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Figures {
  p50: number;
  p99: number;
  /** Per call of the scenario (the page, then the count), p50 each. */
  parts: number[];
}

async function measure(db: Db, scenario: Scenario, search: SearchService): Promise<Figures> {
  const view = resourceView('Website Item', { authenticated: false });
  const one = (params: Params) => listResources(db, view, parseListParams(view, params));
  if (scenario.search) return measureSearch(search, scenario.search);
  for (let i = 0; i < 20; i += 1) await Promise.all(scenario.calls(i).map(one));
  const totals: number[] = [];
  const parts: number[][] = scenario.calls(0).map(() => []);
  for (let i = 0; i < iterations; i += 1) {
    // The storefront asks for the page and its total together: time them one after the other.
    let total = 0;
    for (const [k, params] of scenario.calls(i).entries()) {
      const start = performance.now();
      await one(params);
      const took = performance.now() - start;
      parts[k]!.push(took);
      total += took;
    }
    totals.push(total);
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const t = sorted(totals);
  return { p50: percentile(t, 50), p99: percentile(t, 99), parts: parts.map((xs) => percentile(sorted(xs), 50)) };
}

async function measureSearch(search: SearchService, request: (i: number) => SearchRequest): Promise<Figures> {
  for (let i = 0; i < 20; i += 1) await search.search(request(i));
  const took: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    await search.search(request(i));
    took.push(performance.now() - start);
  }
  const t = [...took].sort((a, b) => a - b);
  return { p50: percentile(t, 50), p99: percentile(t, 99), parts: [percentile(t, 50)] };
}

async function printPlans(db: Db, scenario: Scenario): Promise<void> {
  const view = resourceView('Website Item', { authenticated: false });
  for (const params of scenario.calls(0)) {
    const query = parseListParams(view, params);
    const page = await planListingPage(db, view, query);
    const compiled = (facetCountQuery(db, view, query) ?? page ?? listQueryBuilder(db, view, query)).compile();
    const prefix =
      db.engine === 'postgres' ? 'explain (analyze, costs off, timing off, summary on) ' : 'explain query plan ';
    // A walk on PostgreSQL runs with sorting disabled (see listing-page.queries.ts): explain it the same way.
    const result = await db.kysely.transaction().execute(async (trx) => {
      if (page?.walk && db.engine === 'postgres') {
        await sql`select set_config('enable_sort', 'off', true), set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`.execute(
          trx,
        );
      }
      return trx.executeQuery<Record<string, unknown>>({ ...compiled, sql: prefix + compiled.sql });
    });
    console.log(
      `\n    ${compiled.sql}\n${result.rows.map((r) => `      ${String(r['QUERY PLAN'] ?? r.detail)}`).join('\n')}`,
    );
  }
}

const results = new Map<string, Figures>();
const targets = new Map<string, number>();
for (const engine of engines) {
  for (const size of sizes) {
    const db = await openBenchDb(engine, size);
    console.log(`\n${engine}, ${size} products`);
    const search = createSearchService(db);
    for (const scenario of await scenarios(db)) {
      if (explain && size === Math.max(...sizes) && !scenario.search) await printPlans(db, scenario);
      const r = await measure(db, scenario, search);
      results.set(`${engine}|${size}|${scenario.key}`, r);
      targets.set(scenario.key, scenario.target ?? TARGET_MS);
      const split =
        r.parts.length > 1 ? `   (page ${r.parts[0]!.toFixed(2)} + count ${r.parts[1]!.toFixed(2)} ms at p50)` : '';
      console.log(
        `  ${scenario.name.padEnd(52)} p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms${split}`,
      );
    }
    await db.close();
  }
}

const small = Math.min(...sizes);
const large = Math.max(...sizes);
if (small !== large) {
  console.log(`\nTargets: p50 ≤ ${TARGET_MS} ms at ${large} products; p50 at ${large} ≤ 2× p50 at ${small}`);
  for (const [key, r] of results) {
    const [engine, size, name] = key.split('|');
    if (Number(size) !== large) continue;
    const base = results.get(`${engine}|${small}|${name}`)!;
    const target = targets.get(name!)!;
    const absolute = r.p50 <= target ? 'PASS' : 'FAIL';
    const ratio = r.p50 / base.p50;
    const relative = ratio <= 2 ? 'PASS' : 'FAIL';
    console.log(
      `  ${engine!.padEnd(9)} ${name!.padEnd(40)} p50 ${r.p50.toFixed(2).padStart(7)} ms ≤ ${target}: ${absolute}   ×${ratio.toFixed(1).padStart(5)} of ${small}: ${relative}`,
    );
  }
}
