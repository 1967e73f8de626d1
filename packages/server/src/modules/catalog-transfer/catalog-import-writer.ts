import type { CatalogFileHeader } from '@shop/domain/catalog-file';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/connection';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import type { ChunkWriter, PlannedRow } from './catalog-import-pass';
import { searchTextAfter } from './catalog-import-rows';
import { type ItemUpdate, type UpdatableColumn, insertItems, updateItems } from './catalog-transfer.queries';

type K = Kysely<Database>;

/** Brands and categories a chunk names that do not exist yet ("create missing"): a brand shown on the site, a top-level category. */
async function createMissingLinks(k: K, rows: PlannedRow[], stamp: string): Promise<void> {
  const brands = [...new Set(rows.map((r) => r.plan.missing.brand).filter((b): b is string => !!b))];
  const categories = [...new Set(rows.map((r) => r.plan.missing.category).filter((c): c is string => !!c))];
  if (brands.length) {
    await k
      .insertInto('brand')
      .values(
        brands.map((name) => ({
          name,
          brand: name,
          description: '',
          image: null,
          custom_show_on_website: 1,
          custom_priority: 0,
          creation: stamp,
          modified: stamp,
        })),
      )
      .execute();
  }
  if (!categories.length) return;
  // New roots after the existing tree keep every other node's bounds (the nested set stays valid).
  const top = await k
    .selectFrom('ecommerce_category')
    .select((eb) => eb.fn.max('rgt').as('rgt'))
    .executeTakeFirst();
  const start = Number(top?.rgt ?? 0);
  await k
    .insertInto('ecommerce_category')
    .values(
      categories.map((name, i) => ({
        name,
        category_name: name,
        parent_ecommerce_category: null,
        show_on_homepage: 0,
        priority: 0,
        ecommerce_category_image: null,
        is_group: 0,
        lft: start + 2 * i + 1,
        rgt: start + 2 * i + 2,
        creation: stamp,
        modified: stamp,
      })),
    )
    .execute();
}

/** The table columns a file's header changes (its image → website_image; a name → the search text). */
function updatedColumns(header: CatalogFileHeader): UpdatableColumn[] {
  const columns: UpdatableColumn[] = [];
  for (const column of header.positions.keys()) {
    if (column === 'item_code') continue;
    columns.push(column === 'image' ? 'website_image' : column);
  }
  if (header.positions.has('web_item_name') || header.positions.has('web_item_name_ar')) columns.push('search_text');
  columns.push('modified');
  return columns;
}

/** Puts each new image first among its item's images (website_image is set by the row's write). */
async function addImages(
  k: K,
  rows: PlannedRow[],
  names: Map<string, string>,
  images: ReadonlyMap<string, { url: string; key: string }>,
  stamp: string,
) {
  const added = rows.filter((r) => images.has(r.itemCode));
  if (!added.length) return;
  const items = added.map((r) => names.get(r.itemCode)!);
  await k
    .updateTable('website_item_image')
    .set((eb) => ({ idx: eb('idx', '+', 1) }))
    .where('item', 'in', items)
    .execute();
  await k
    .insertInto('website_item_image')
    .values(
      added.map((r) => ({
        image_key: images.get(r.itemCode)!.key,
        item: names.get(r.itemCode)!,
        idx: 0,
        url: images.get(r.itemCode)!.url,
        creation: stamp,
      })),
    )
    .execute();
}

/**
 * Writes a chunk set-based: its missing links, one multi-row INSERT of the new items, one
 * UPDATE of the changed ones (every column the file has, as the row leaves it), their new images.
 */
export function chunkWriter(
  engine: Engine,
  warehouse: string,
  images: ReadonlyMap<string, { url: string; key: string }>,
  now: Date,
): ChunkWriter {
  const stamp = toTimestamp(now);
  return async (k, rows, header) => {
    await createMissingLinks(k, rows, stamp);
    const image = (r: PlannedRow) => images.get(r.itemCode)?.url;
    const created = rows.filter((r) => r.plan.kind === 'create');
    await insertItems(
      k,
      created.map((r) => {
        const v = r.plan.values;
        return {
          name: r.itemCode,
          item_code: r.itemCode,
          item_name: v.web_item_name!,
          web_item_name: v.web_item_name!,
          web_item_name_ar: v.web_item_name_ar ?? null,
          search_text: searchTextAfter(v, undefined),
          website_image: image(r) ?? null,
          short_description: v.short_description ?? '',
          short_description_ar: v.short_description_ar ?? null,
          web_long_description: v.web_long_description ?? '',
          web_long_description_ar: v.web_long_description_ar ?? null,
          route: r.route!,
          published: v.published ?? 0,
          item_group: 'Products',
          custom_sale_price: v.custom_sale_price ?? null,
          custom_regular_price: v.custom_regular_price!,
          brand: v.brand ?? null,
          custom_ecommerce_category: v.custom_ecommerce_category ?? null,
          custom_stock_available: v.custom_stock_available ?? 0,
          custom_bogo_offer: v.custom_bogo_offer ?? 0,
          custom_is_dangerous_good_: v.custom_is_dangerous_good_ ?? 0,
          stock_uom: 'Nos',
          custom_show_on_offer_page: v.custom_show_on_offer_page ?? 0,
          website_warehouse: warehouse,
          creation: stamp,
          modified: stamp,
        };
      }),
    );
    const updated = rows.filter((r) => r.plan.kind === 'update');
    const columns = updatedColumns(header);
    await updateItems(
      k,
      engine,
      columns,
      updated.map((r): ItemUpdate => {
        const stored = r.stored!;
        const after: ItemUpdate = {
          name: stored.name,
          modified: stamp,
          search_text: searchTextAfter(r.plan.values, stored),
        };
        for (const column of columns) {
          if (column === 'modified' || column === 'search_text') continue;
          if (column === 'website_image') after.website_image = image(r) ?? stored.website_image;
          else after[column] = r.plan.values[column] ?? null;
        }
        return after;
      }),
    );
    const names = new Map(rows.map((r) => [r.itemCode, r.stored?.name ?? r.itemCode]));
    await addImages(k, rows, names, images, stamp);
  };
}
