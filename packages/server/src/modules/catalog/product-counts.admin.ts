import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * How many Website Items (any warehouse, published or not) each category or brand has, read from
 * the facet counts (modules/catalog/README.md): a few hundred rows, never a scan of the items.
 */
export async function productCounts(
  k: Kysely<Database>,
  column: 'custom_ecommerce_category' | 'brand',
): Promise<Map<string, number>> {
  const rows = await k
    .selectFrom('website_item_facet_count')
    .select([column, (eb) => eb.fn.sum<number>('n').as('n')])
    .where(column, 'is not', null)
    .groupBy(column)
    .execute();
  return new Map(rows.map((r) => [r[column]!, Number(r.n)]));
}
