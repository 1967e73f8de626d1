import { toRial } from '@shop/domain/money';
import { normaliseSearchText, productSearchText } from '@shop/domain/search-text';
import type { AdminCatalogItem } from '@shop/domain/schemas/admin-replies';
import { itemSearchTextLike } from './search-text.queries';
import type { Db } from '../../db/connection';
import type { WebsiteItem } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { notFound } from '../../errors';
import { type AuditActor, auditChanges, recordAudit } from '../audit/audit-log';
import { bumpCatalogVersion } from '../resource/resource-cache';
import { sanitizeShopHtml } from '../settings/shop-html';
import type { CatalogItemPatch, CatalogListQuery } from '@shop/domain/schemas/admin-catalog';
import { assertLinksExist, assertPrices, assertRouteFree } from './item-links.admin';

export const columns = [
  'name',
  'item_code',
  'item_name',
  'web_item_name',
  'web_item_name_ar',
  'short_description',
  'short_description_ar',
  'web_long_description',
  'web_long_description_ar',
  'website_image',
  'route',
  'brand',
  'custom_ecommerce_category',
  'website_warehouse',
  'stock_uom',
  'custom_sale_price',
  'custom_regular_price',
  'custom_stock_available',
  'published',
  'custom_show_on_offer_page',
  'custom_bogo_offer',
  'custom_is_dangerous_good_',
  'modified',
] as const;

type Row = Pick<WebsiteItem, (typeof columns)[number]>;

const PRICE_FIELDS = ['custom_sale_price', 'custom_regular_price'] as const;
const STOCK_FIELDS = ['custom_stock_available'] as const;
const OTHER_FIELDS = columns.filter(
  (c) =>
    c !== 'name' &&
    c !== 'modified' &&
    c !== 'website_image' &&
    !(PRICE_FIELDS as readonly string[]).includes(c) &&
    c !== 'custom_stock_available',
);

/** One audit entry per kind of change an edit made: prices, stock, and the item's other fields. */
async function auditItemEdit(
  trx: Parameters<typeof recordAudit>[0],
  actor: AuditActor,
  before: Row,
  after: Row,
): Promise<void> {
  const target = { type: 'website_item', id: after.name };
  for (const [action, keys] of [
    ['price.change', PRICE_FIELDS],
    ['stock.change', STOCK_FIELDS],
    ['item.change', OTHER_FIELDS],
  ] as const) {
    const changes = auditChanges<(typeof columns)[number]>(before, after, keys, { amounts: PRICE_FIELDS });
    if (changes) await recordAudit(trx, actor, { action, target, ...changes });
  }
}

export function toAdminItem(row: Row): AdminCatalogItem {
  return {
    ...row,
    custom_sale_price: row.custom_sale_price === null ? null : toRial(row.custom_sale_price),
    custom_regular_price: toRial(row.custom_regular_price),
    published: Boolean(row.published),
    custom_show_on_offer_page: Boolean(row.custom_show_on_offer_page),
    custom_bogo_offer: Boolean(row.custom_bogo_offer),
    custom_is_dangerous_good_: Boolean(row.custom_is_dangerous_good_),
  };
}

export interface CatalogPage {
  items: AdminCatalogItem[];
  /** The cursor for the next page (the last row's name), or null on the last page. */
  nextCursor: string | null;
  /** Every item; null for a search (not counted). */
  total: number | null;
}

/** LIKE pattern for a literal text: %, _ and \ escaped (both engines honour ESCAPE '\'). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Keyset paging in primary-key order (name): each page is an index range read of `limit + 1`
 * rows, equally fast on page 1 and page 4 000. The search matches an item code exactly (its
 * unique index, answered alone) or else English or Arabic names containing the text (the search
 * text, both sides in one written form) through its substring index (search-text.queries.ts).
 */
export async function listCatalogItems(db: Db, query: CatalogListQuery): Promise<CatalogPage> {
  const k = db.kysely;
  const q = query.q?.trim() ?? '';
  let page = k
    .selectFrom('website_item')
    .select([...columns])
    .orderBy('name')
    .limit(query.limit + 1);
  const count = k.selectFrom('website_item').select((eb) => eb.fn.countAll<number>().as('n'));
  if (q) {
    // An exact item code (any case) is answered from its unique index alone.
    const exact = await k
      .selectFrom('website_item')
      .select([...columns])
      .where('item_code', 'in', [...new Set([q, q.toUpperCase()])])
      .execute();
    if (exact.length) return { items: exact.map(toAdminItem), nextCursor: null, total: exact.length };
    const pattern = containsPattern(normaliseSearchText(q));
    page = page.where(() => itemSearchTextLike(db.engine, pattern));
  }
  if (query.after) page = page.where('name', '>', query.after);
  // A search is not counted: counting every match would read all rows, where a page stops early.
  const [rows, total] = await Promise.all([page.execute(), q ? undefined : count.executeTakeFirstOrThrow()]);
  const more = rows.length > query.limit;
  const items = (more ? rows.slice(0, query.limit) : rows).map(toAdminItem);
  return {
    items,
    nextCursor: more ? items[items.length - 1]!.name : null,
    total: total === undefined ? null : Number(total.n),
  };
}

export async function getCatalogItem(db: Db, name: string): Promise<AdminCatalogItem> {
  const row = await db.kysely
    .selectFrom('website_item')
    .select([...columns])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) throw notFound(`No Website Item ${name}`);
  return toAdminItem(row);
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

const html = (text: string | null | undefined) =>
  text === undefined ? undefined : text === null ? null : sanitizeShopHtml(text);

/**
 * Applies a patch (prices already in baisa) in one transaction, checking the result: sale ≤
 * regular, the route free, the brand and category existing. The descriptions are sanitised; a
 * new English or Arabic name rewrites the search text (domain/search-text.ts). Then every cached
 * catalog answer is dropped (this process and, through the cache bus, the others).
 */
export async function updateCatalogItem(
  db: Db,
  name: string,
  patch: CatalogItemPatch,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminCatalogItem> {
  const updated = await db.kysely.transaction().execute(async (trx) => {
    let read = trx
      .selectFrom('website_item')
      .select([...columns])
      .where('name', '=', name);
    if (db.engine === 'postgres') read = read.forUpdate();
    const current = await read.executeTakeFirst();
    if (!current) throw notFound(`No Website Item ${name}`);
    const sale = patch.custom_sale_price === undefined ? current.custom_sale_price : patch.custom_sale_price;
    assertPrices(sale, patch.custom_regular_price ?? current.custom_regular_price);
    if (patch.route !== undefined) await assertRouteFree(trx, patch.route, name);
    await assertLinksExist(trx, patch);
    const names = patch.web_item_name !== undefined || patch.web_item_name_ar !== undefined;
    const longAr = html(patch.web_long_description_ar);
    await trx
      .updateTable('website_item')
      .set({
        ...patch,
        web_long_description:
          patch.web_long_description === undefined ? undefined : sanitizeShopHtml(patch.web_long_description),
        web_long_description_ar: longAr === undefined ? undefined : longAr || null,
        published: flag(patch.published),
        custom_show_on_offer_page: flag(patch.custom_show_on_offer_page),
        custom_bogo_offer: flag(patch.custom_bogo_offer),
        custom_is_dangerous_good_: flag(patch.custom_is_dangerous_good_),
        search_text: names
          ? productSearchText(
              patch.web_item_name ?? current.web_item_name,
              patch.web_item_name_ar === undefined ? current.web_item_name_ar : patch.web_item_name_ar,
            )
          : undefined,
        modified: toTimestamp(now),
      })
      .where('name', '=', name)
      .execute();
    const after = await trx
      .selectFrom('website_item')
      .select([...columns])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    await auditItemEdit(trx, actor, current, after);
    return after;
  });
  bumpCatalogVersion();
  return toAdminItem(updated);
}
