/**
 * Catalog import (issue 27): 10 000 rows previewed and applied through the catalog service
 * (parse → check → compare → write, no HTTP), first as new items, then as a full-file update
 * of every item's prices, stock and names, on SQLite and PostgreSQL. Prints each step's time
 * and the process's peak resident memory. Budget: preview + apply ≤ 60 s for each file.
 *
 *   npm run bench:catalog-import [-- --rows 10000 --engines sqlite,postgres]
 * Databases: a new SQLite file under data/; PostgreSQL database `shop_bench_catalog_import` on
 * BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432), dropped and created each run.
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import { CATALOG_FILE_COLUMNS } from '../packages/domain/src/catalog-file';
import { createFileImageStorage } from '../packages/server/src/adapters/image-storage';
import { type Db, openDb } from '../packages/server/src/db/connection';
import { migrateToLatest } from '../packages/server/src/db/migrate';
import { SYSTEM_ACTOR } from '../packages/server/src/modules/audit/audit-log';
import {
  type ImportMode,
  importCatalogFile,
} from '../packages/server/src/modules/catalog-transfer/catalog-import.service';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const ROWS = Number(arg('rows', '10000'));
const ENGINES = arg('engines', 'sqlite,postgres').split(',');
const BUDGET_S = 60;
const PG_BASE = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PG_DB = 'shop_bench_catalog_import';

/** Sampled between steps too: SQLite's synchronous chunks may leave the timer no turn. */
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

/** A file of `rows` items as staff would write it; `version` changes every price, stock and name. */
function catalogCsv(rows: number, version: number): Buffer {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [CATALOG_FILE_COLUMNS.join(',')];
  for (let i = 1; i <= rows; i += 1) {
    const regular = 5_000 + ((i * 37 + version * 11) % 40_000);
    const values: Record<string, string> = {
      item_code: `BENCH-${String(i).padStart(6, '0')}`,
      web_item_name: `Bench Serum ${i} v${version} 30ml`,
      web_item_name_ar: `سيروم ${i} الإصدار ${version}`,
      brand: `Brand ${i % 25}`,
      custom_ecommerce_category: `Category ${i % 12}`,
      custom_regular_price: (regular / 1000).toFixed(3),
      custom_sale_price: i % 3 === 0 ? ((regular - 500) / 1000).toFixed(3) : '',
      custom_stock_available: String((i * 7 + version) % 200),
      published: '1',
      custom_bogo_offer: i % 10 === 0 ? '1' : '0',
      custom_is_dangerous_good_: '0',
      custom_show_on_offer_page: i % 4 === 0 ? '1' : '0',
      short_description: `A light serum, number ${i}.`,
      short_description_ar: 'سيروم خفيف.',
      web_long_description: `<p>Serum <strong>${i}</strong> for every skin type.</p>`,
      web_long_description_ar: '<p>لكل أنواع البشرة.</p>',
      image: '',
    };
    lines.push(CATALOG_FILE_COLUMNS.map((c) => cell(values[c]!)).join(','));
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

async function openEngine(engine: string): Promise<Db> {
  if (engine === 'sqlite') {
    const file = 'data/bench-catalog-import.db';
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    return openDb(`file:./${file}`);
  }
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${PG_DB}`);
  await admin.query(`create database ${PG_DB}`);
  await admin.end();
  return openDb(`${PG_BASE}/${PG_DB}`);
}

async function timed(db: Db, file: Buffer, mode: ImportMode) {
  const started = performance.now();
  const result = await importCatalogFile(
    db,
    createFileImageStorage('./data/bench-media'),
    { file, fileName: 'bench.csv', images: null, mode, createMissing: true },
    { warehouse: 'Muscat Store - GG', production: false },
    SYSTEM_ACTOR,
  );
  const seconds = (performance.now() - started) / 1000;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  if (result.errors.length) throw new Error(`unexpected errors: ${JSON.stringify(result.errors.slice(0, 3))}`);
  return { seconds, result };
}

for (const engine of ENGINES) {
  const db = await openEngine(engine);
  await migrateToLatest(db.kysely);
  for (const [label, version] of [
    ['new items', 1],
    ['update of every item', 2],
  ] as const) {
    const file = catalogCsv(ROWS, version);
    const preview = await timed(db, file, 'preview');
    const apply = await timed(db, file, 'valid');
    const total = preview.seconds + apply.seconds;
    const counts = `create ${apply.result.create}, update ${apply.result.update}, unchanged ${apply.result.unchanged}`;
    console.log(
      `${engine.padEnd(8)} ${ROWS} rows, ${label.padEnd(20)} preview ${preview.seconds.toFixed(1)} s + apply ${apply.seconds.toFixed(1)} s = ${total.toFixed(1)} s (${counts}) ${total <= BUDGET_S ? 'within' : 'OVER'} the ${BUDGET_S} s budget`,
    );
  }
  const unchanged = await timed(db, catalogCsv(ROWS, 2), 'preview');
  console.log(
    `${engine.padEnd(8)} the same file again: ${unchanged.result.unchanged} unchanged, ${unchanged.seconds.toFixed(1)} s`,
  );
  await db.close();
}
clearInterval(sampler);
console.log(
  `peak resident memory ${(peakRss / 1024 / 1024).toFixed(0)} MB (file of ${(catalogCsv(ROWS, 1).length / 1024 / 1024).toFixed(1)} MB)`,
);
