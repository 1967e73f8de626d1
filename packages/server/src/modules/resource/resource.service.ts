import type { Db } from '../../db/connection';
import { forbidden, notFound } from '../../errors';
import { getDoctype } from './doctypes';
import { facetCountQuery } from './facet-count.queries';
import { planListingPage } from './listing-page.queries';
import { runCount, runGet, runList, toWireRows } from './list.queries';
import type { Caller } from './resource-auth';
import type { DoctypeView, ListQuery } from './query-types';

/**
 * Read use cases of the resource service. Access rules:
 * - with a valid token: every doctype, every field, no implicit filters;
 * - anonymous: the public catalog only, with its implicit filters (published items and pages,
 *   approved reviews) and without PII fields; private doctypes (Sales Order) → 403.
 */
const none: ReadonlySet<string> = new Set();

export function resourceView(doctype: string, caller: Caller): DoctypeView {
  const def = getDoctype(doctype);
  if (caller.authenticated) return { def, hidden: none, implicit: {}, cacheable: false };
  if (!def.anonymous) throw forbidden(`Insufficient Permission for ${def.name}: a token is required`);
  return { def, hidden: new Set(def.anonymous.hidden), implicit: def.anonymous.implicit, cacheable: def.catalog };
}

export async function listResources(db: Db, view: DoctypeView, query: ListQuery): Promise<unknown[]> {
  const counts = facetCountQuery(db, view, query);
  if (counts) return toWireRows(view, query, (await counts.execute()) as Record<string, unknown>[]);
  const page = await planListingPage(db, view, query);
  return page ? toWireRows(view, query, await page.run()) : runList(db, view, query);
}

export async function countResources(
  db: Db,
  view: DoctypeView,
  query: Pick<ListQuery, 'filters' | 'orFilters'>,
): Promise<number> {
  const counts = facetCountQuery(db, view, query);
  if (!counts) return runCount(db, view, query);
  const row = (await counts.executeTakeFirst()) as { count?: unknown } | undefined;
  return Number(row?.count ?? 0);
}

export async function getResource(db: Db, view: DoctypeView, name: string): Promise<Record<string, unknown>> {
  const doc = await runGet(db, view, name);
  if (!doc) throw notFound(`${view.def.name} ${name} not found`);
  return doc;
}
