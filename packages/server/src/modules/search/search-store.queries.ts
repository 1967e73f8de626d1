import { CARD_FIELDS } from '@shop/domain/catalog-query';
import { toRial } from '@shop/domain/money';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

/** The card fields of the named products (and their Arabic names), in the order named, money in rial as the resource service sends it. */
export async function cardRows(db: Db, names: string[]): Promise<Record<string, unknown>[]> {
  if (names.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('website_item')
    .select([...CARD_FIELDS, 'item_name', 'web_item_name_ar', 'item_name_ar'])
    .where('name', 'in', names)
    .execute();
  const byName = new Map(rows.map((row) => [row.name, row]));
  return names.flatMap((name) => {
    const row = byName.get(name);
    if (!row) return [];
    return [
      {
        ...row,
        custom_sale_price: row.custom_sale_price === null ? null : toRial(row.custom_sale_price),
        custom_regular_price: toRial(row.custom_regular_price),
      },
    ];
  });
}

const MAX_LOGGED = 200;

export async function logQuery(db: Db, query: string, results: number, at: string): Promise<void> {
  await db.kysely
    .insertInto('search_query_log')
    .values({ at, query: query.slice(0, MAX_LOGGED), results })
    .execute();
}

export const synonymRows = (db: Db) =>
  db.kysely.selectFrom('search_synonym').select(['id', 'terms', 'modified']).orderBy('id').execute();

export const insertSynonym = async (db: Kysely<Database>, terms: string, modified: string) =>
  (await db.insertInto('search_synonym').values({ terms, modified }).returning('id').executeTakeFirstOrThrow()).id;

export const synonymById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('search_synonym').select(['id', 'terms']).where('id', '=', id).executeTakeFirst();

export const updateSynonym = (db: Kysely<Database>, id: number, terms: string, modified: string) =>
  db.updateTable('search_synonym').set({ terms, modified }).where('id', '=', id).execute();

export const deleteSynonym = (db: Kysely<Database>, id: number) =>
  db.deleteFrom('search_synonym').where('id', '=', id).execute();

export interface QueryReportRow {
  query: string;
  searches: number;
  results: number;
}

/** The most searched queries since `since` that found at most `maxResults` products (their latest count), most searched first. */
export async function queryReport(db: Db, since: string, maxResults: number, limit: number): Promise<QueryReportRow[]> {
  const { rows } = await sql<QueryReportRow>`
    select query, count(*) as searches, min(results) as results from search_query_log
    where at >= ${since} group by query having max(results) <= ${maxResults}
    order by count(*) desc, query limit ${limit}`.execute(db.kysely);
  return rows.map((r) => ({ query: r.query, searches: Number(r.searches), results: Number(r.results) }));
}
