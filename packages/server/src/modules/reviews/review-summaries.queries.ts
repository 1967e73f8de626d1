import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export interface ReviewSummary {
  /** Average stars (0..5), one decimal. */
  average: number;
  count: number;
  /** Name of the newest published review's author (the compact summary shows their avatar). */
  first_reviewer: string;
}

/** Published reviews (docstatus 1) summarised per item, for product cards and pages. */
export async function reviewSummaries(db: Kysely<Database>, items: string[]): Promise<Record<string, ReviewSummary>> {
  if (items.length === 0) return {};
  const totals = await db
    .selectFrom('website_item_review')
    .select([
      'item',
      (eb) => eb.fn.avg<number>('rating').as('avg_rating'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('docstatus', '=', 1)
    .where('item', 'in', items)
    .groupBy('item')
    .execute();
  const newest = await db
    .selectFrom((qb) =>
      qb
        .selectFrom('website_item_review')
        .select([
          'item',
          'customer_name',
          sql<number>`row_number() over (partition by item order by creation desc, name desc)`.as('rn'),
        ])
        .where('docstatus', '=', 1)
        .where('item', 'in', items)
        .as('ranked'),
    )
    .select(['item', 'customer_name'])
    .where('rn', '=', 1)
    .execute();
  const authors = new Map(newest.map((r) => [r.item, r.customer_name]));
  const out: Record<string, ReviewSummary> = {};
  for (const row of totals) {
    out[row.item] = {
      average: Math.round(Number(row.avg_rating) * 5 * 10) / 10,
      count: Number(row.count),
      first_reviewer: authors.get(row.item) ?? '',
    };
  }
  return out;
}
