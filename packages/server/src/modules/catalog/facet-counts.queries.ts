import type { JobScheduler } from '../../jobs/periodic-jobs';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

/**
 * Compaction of `website_item_facet_count` (migration 0005): triggers append a row per change, so
 * the table grows with every stock-out and restock; compaction folds all rows of a combination
 * into one (dropping combinations that sum to zero). Counts read the same before and after.
 */
const DIMENSIONS = sql.raw(
  'website_warehouse, published, has_sale_price, custom_ecommerce_category, brand, custom_show_on_offer_page, in_stock',
);

export async function compactFacetCounts(kysely: Kysely<Database>): Promise<void> {
  if (kysely.getExecutor().adapter instanceof PostgresAdapter) {
    // One statement: it moves exactly the rows it deleted (rows committed meanwhile stay for the next run).
    await sql`
      with moved as (delete from website_item_facet_count returning ${DIMENSIONS}, n)
      insert into website_item_facet_count (${DIMENSIONS}, n)
      select ${DIMENSIONS}, sum(n) from moved group by ${DIMENSIONS} having sum(n) <> 0`.execute(kysely);
    return;
  }
  // SQLite has one writer at a time: the two statements see the same rows.
  await kysely.transaction().execute(async (trx) => {
    const { top } = await trx
      .selectFrom('website_item_facet_count')
      .select((eb) => eb.fn.max('id').as('top'))
      .executeTakeFirstOrThrow();
    if (top === null) return;
    await sql`
      insert into website_item_facet_count (${DIMENSIONS}, n)
      select ${DIMENSIONS}, sum(n) from website_item_facet_count where id <= ${top} group by ${DIMENSIONS} having sum(n) <> 0`.execute(
      trx,
    );
    await trx.deleteFrom('website_item_facet_count').where('id', '<=', top).execute();
  });
}

async function highestId(kysely: Kysely<Database>): Promise<number> {
  const { top } = await kysely
    .selectFrom('website_item_facet_count')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirstOrThrow();
  return Number(top ?? 0);
}

/** Rows appended since the last compaction before another one is worth its writes. */
const FACET_COMPACTION_BACKLOG = 200;

/**
 * Compacts at start and then whenever at least FACET_COMPACTION_BACKLOG rows were appended
 * since (checked every 30 s with one index lookup), on one node at a time.
 */
export function scheduleFacetCompaction(jobs: JobScheduler, db: Db, everyMs = 30_000): void {
  let compactedUpTo = -Infinity;
  jobs.add({
    name: 'facet-compaction',
    everyMs,
    atStart: true,
    failure: 'compacting catalog facet counts failed',
    async run() {
      if ((await highestId(db.kysely)) - compactedUpTo < FACET_COMPACTION_BACKLOG) return;
      await compactFacetCounts(db.kysely);
      compactedUpTo = await highestId(db.kysely);
    },
  });
}
