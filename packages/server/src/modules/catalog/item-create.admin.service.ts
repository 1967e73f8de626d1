import { routeSlugOf } from '@shop/domain/route-slug';
import { productSearchText } from '@shop/domain/search-text';
import type { AdminCatalogItem } from '@shop/domain/schemas/admin-replies';
import type { Db } from '../../db/connection';
import { toTimestamp } from '../../db/time';
import { badRequest, notFound } from '../../errors';
import { type AuditActor, auditAmount, recordAudit } from '../audit/audit-log';
import { bumpCatalogVersion } from '../resource/resource-cache';
import { sanitizeShopHtml } from '../settings/shop-html';
import type { CatalogItemCreate, CatalogItemDuplicate, LowStockQuery } from '@shop/domain/schemas/admin-catalog';
import { columns, toAdminItem } from './catalog.admin.service';
import { assertItemCodeFree, assertLinksExist, assertPrices, assertRouteFree } from './item-links.admin';

const routeFor = (route: string | undefined, name: string) => {
  const chosen = route ?? routeSlugOf(name);
  if (!chosen)
    throw badRequest('Give the product a route (letters, digits and hyphens): its name has none to make one from.');
  return chosen;
};

/**
 * A new Website Item named by its item code, sold from the shop's warehouse. The item code and
 * route must be free, the brand and category exist, sale ≤ regular; the descriptions are
 * sanitised and the search text written from both names.
 */
export async function createCatalogItem(
  db: Db,
  warehouse: string,
  input: CatalogItemCreate,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminCatalogItem> {
  const route = routeFor(input.route, input.web_item_name);
  assertPrices(input.custom_sale_price, input.custom_regular_price);
  const stamp = toTimestamp(now);
  const row = await db.kysely.transaction().execute(async (trx) => {
    await assertItemCodeFree(trx, input.item_code);
    await assertRouteFree(trx, route, null);
    await assertLinksExist(trx, input);
    await trx
      .insertInto('website_item')
      .values({
        ...input,
        name: input.item_code,
        item_name: input.item_name ?? input.web_item_name,
        route,
        item_group: 'Products',
        website_warehouse: warehouse,
        website_image: null,
        web_long_description: sanitizeShopHtml(input.web_long_description),
        web_long_description_ar:
          input.web_long_description_ar && (sanitizeShopHtml(input.web_long_description_ar) || null),
        search_text: productSearchText(input.web_item_name, input.web_item_name_ar),
        published: input.published ? 1 : 0,
        custom_show_on_offer_page: input.custom_show_on_offer_page ? 1 : 0,
        custom_bogo_offer: input.custom_bogo_offer ? 1 : 0,
        custom_is_dangerous_good_: input.custom_is_dangerous_good_ ? 1 : 0,
        creation: stamp,
        modified: stamp,
      })
      .execute();
    await recordAudit(trx, actor, {
      action: 'item.create',
      target: { type: 'website_item', id: input.item_code },
      after: {
        web_item_name: input.web_item_name,
        custom_regular_price: auditAmount(input.custom_regular_price),
        custom_stock_available: input.custom_stock_available,
        published: input.published,
      },
    });
    return trx
      .selectFrom('website_item')
      .select([...columns])
      .where('name', '=', input.item_code)
      .executeTakeFirstOrThrow();
  });
  bumpCatalogVersion();
  return toAdminItem(row);
}

/**
 * A copy of an item under a new item code and route (default: the copy's name as a slug), hidden
 * and with no stock until staff publish it. Images are not copied: each item owns its files.
 */
export async function duplicateCatalogItem(
  db: Db,
  source: string,
  input: CatalogItemDuplicate,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminCatalogItem> {
  const stamp = toTimestamp(now);
  const row = await db.kysely.transaction().execute(async (trx) => {
    const original = await trx.selectFrom('website_item').selectAll().where('name', '=', source).executeTakeFirst();
    if (!original) throw notFound(`No Website Item ${source}`);
    // SQLite's search index key (migration 0013) is the original's own: the copy gets a new one from the insert trigger.
    delete (original as { search_id?: unknown }).search_id;
    const webName = input.web_item_name ?? original.web_item_name;
    const route = input.route ?? routeFor(undefined, `${webName} ${input.item_code}`);
    await assertItemCodeFree(trx, input.item_code);
    await assertRouteFree(trx, route, null);
    await trx
      .insertInto('website_item')
      .values({
        ...original,
        name: input.item_code,
        item_code: input.item_code,
        web_item_name: webName,
        route,
        website_image: null,
        search_text: productSearchText(webName, original.web_item_name_ar),
        published: 0,
        custom_stock_available: 0,
        creation: stamp,
        modified: stamp,
      })
      .execute();
    await recordAudit(trx, actor, {
      action: 'item.duplicate',
      target: { type: 'website_item', id: input.item_code },
      before: { copied_from: source },
      after: { web_item_name: webName },
    });
    return trx
      .selectFrom('website_item')
      .select([...columns])
      .where('name', '=', input.item_code)
      .executeTakeFirstOrThrow();
  });
  bumpCatalogVersion();
  return toAdminItem(row);
}

/** Items with at most `threshold` in stock, fewest first (then by name), published or not. */
export async function listLowStock(db: Db, query: LowStockQuery): Promise<AdminCatalogItem[]> {
  const rows = await db.kysely
    .selectFrom('website_item')
    .select([...columns])
    .where('custom_stock_available', '<=', query.threshold)
    .orderBy('custom_stock_available')
    .orderBy('name')
    .limit(query.limit)
    .execute();
  return rows.map(toAdminItem);
}
