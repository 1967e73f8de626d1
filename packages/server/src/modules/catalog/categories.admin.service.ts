import type { AdminCategory } from '@shop/domain/schemas/admin-replies';
import type { Kysely } from 'kysely';
import type { ImageStorage } from '../../adapters/image-storage';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { badRequest, conflict, notFound } from '../../errors';
import { type AuditActor, auditChanges, recordAudit } from '../audit/audit-log';
import { bumpCatalogVersion } from '../resource/resource-cache';
import { type UploadedFile, deleteImages, storeWebpImages } from './image-upload.admin';
import { TreeError, type TreeLink, nestedSetBounds } from './nested-set';
import { productCounts } from './product-counts.admin';
import type { CategoryCreate, CategoryPatch } from '@shop/domain/schemas/admin-taxonomy';

/** Category, subcategory, sub-subcategory: the storefront's tree goes no deeper (SPEC §3). */
const MAX_CATEGORY_DEPTH = 3;
const FOLDER = 'categories';

interface Link extends TreeLink {
  priority: number;
}

async function links(k: Kysely<Database>): Promise<Link[]> {
  return k
    .selectFrom('ecommerce_category')
    .select(['name', 'parent_ecommerce_category as parent', 'priority'])
    .execute();
}

/**
 * Renumbers the nested set of the whole tree as it will be (siblings by priority, highest first,
 * then name, as the storefront lists them) and writes every row whose bounds or group flag
 * changed. Refuses a tree with a cycle or deeper than three levels; nothing is written then.
 */
async function rebuildTree(trx: Kysely<Database>, tree: Link[], now: Date): Promise<void> {
  const ordered = [...tree].sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
  let bounds;
  try {
    bounds = nestedSetBounds(ordered);
  } catch (error) {
    if (error instanceof TreeError)
      throw badRequest('A category cannot be moved under itself or one of its own subcategories.');
    throw error;
  }
  if ([...bounds.values()].some((b) => b.depth > MAX_CATEGORY_DEPTH)) {
    throw badRequest(
      `Categories go ${MAX_CATEGORY_DEPTH} levels deep at most (category, subcategory, sub-subcategory).`,
    );
  }
  const parents = new Set(tree.map((l) => l.parent));
  const current = await trx.selectFrom('ecommerce_category').select(['name', 'lft', 'rgt', 'is_group']).execute();
  for (const row of current) {
    const b = bounds.get(row.name)!;
    const isGroup = parents.has(row.name) ? 1 : 0;
    if (b.lft === row.lft && b.rgt === row.rgt && isGroup === row.is_group) continue;
    await trx
      .updateTable('ecommerce_category')
      .set({ lft: b.lft, rgt: b.rgt, is_group: isGroup, modified: toTimestamp(now) })
      .where('name', '=', row.name)
      .execute();
  }
}

/** Every category in tree order (depth-first, as the nested set numbers them), with its depth and product count. */
export async function listCategories(db: Db): Promise<AdminCategory[]> {
  const k = db.kysely;
  const [rows, counts] = await Promise.all([
    k.selectFrom('ecommerce_category').selectAll().orderBy('lft').execute(),
    productCounts(k, 'custom_ecommerce_category'),
  ]);
  const depth = new Map<string, number>();
  return rows.map((row) => {
    const d = row.parent_ecommerce_category ? (depth.get(row.parent_ecommerce_category) ?? 0) + 1 : 1;
    depth.set(row.name, d);
    return {
      name: row.name,
      category_name: row.category_name,
      category_name_ar: row.category_name_ar,
      parent_ecommerce_category: row.parent_ecommerce_category,
      show_on_homepage: Boolean(row.show_on_homepage),
      priority: row.priority,
      ecommerce_category_image: row.ecommerce_category_image,
      is_group: Boolean(row.is_group),
      depth: d,
      lft: row.lft,
      rgt: row.rgt,
      products: counts.get(row.name) ?? 0,
    };
  });
}

async function getCategory(db: Db, name: string): Promise<AdminCategory> {
  const found = (await listCategories(db)).find((c) => c.name === name);
  if (!found) throw notFound(`No category ${name}`);
  return found;
}

async function assertParent(trx: Kysely<Database>, parent: string | null): Promise<void> {
  if (parent === null) return;
  const row = await trx.selectFrom('ecommerce_category').select('name').where('name', '=', parent).executeTakeFirst();
  if (!row) throw badRequest(`There is no parent category "${parent}".`);
}

export async function createCategory(
  db: Db,
  input: CategoryCreate,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminCategory> {
  const name = input.category_name;
  await db.kysely.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('ecommerce_category').select('name').where('name', '=', name).executeTakeFirst();
    if (taken) throw conflict(`There is already a category "${name}".`);
    await assertParent(trx, input.parent_ecommerce_category);
    const tree = await links(trx);
    tree.push({ name, parent: input.parent_ecommerce_category, priority: input.priority });
    await trx
      .insertInto('ecommerce_category')
      .values({
        name,
        category_name: name,
        category_name_ar: input.category_name_ar,
        parent_ecommerce_category: input.parent_ecommerce_category,
        show_on_homepage: input.show_on_homepage ? 1 : 0,
        priority: input.priority,
        ecommerce_category_image: null,
        is_group: 0,
        lft: 0,
        rgt: 0,
        creation: toTimestamp(now),
        modified: toTimestamp(now),
      })
      .execute();
    await rebuildTree(trx, tree, now);
    await recordAudit(
      trx,
      actor,
      {
        action: 'category.create',
        target: { type: 'ecommerce_category', id: name },
        after: {
          parent_ecommerce_category: input.parent_ecommerce_category,
          priority: input.priority,
          show_on_homepage: input.show_on_homepage,
        },
      },
      now,
    );
  });
  bumpCatalogVersion();
  return getCategory(db, name);
}

const EDITABLE = [
  'category_name',
  'category_name_ar',
  'parent_ecommerce_category',
  'show_on_homepage',
  'priority',
] as const;

/** Renames (the shown name), moves (not under itself, three levels at most), reorders or flags a category. */
export async function updateCategory(
  db: Db,
  name: string,
  patch: CategoryPatch,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminCategory> {
  await db.kysely.transaction().execute(async (trx) => {
    const tree = await links(trx);
    const node = tree.find((l) => l.name === name);
    if (!node) throw notFound(`No category ${name}`);
    if (patch.parent_ecommerce_category !== undefined) await assertParent(trx, patch.parent_ecommerce_category);
    const before = await trx
      .selectFrom('ecommerce_category')
      .select(EDITABLE)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const after = {
      category_name: patch.category_name,
      category_name_ar: patch.category_name_ar,
      parent_ecommerce_category: patch.parent_ecommerce_category,
      show_on_homepage: patch.show_on_homepage === undefined ? undefined : patch.show_on_homepage ? 1 : 0,
      priority: patch.priority,
    };
    await trx
      .updateTable('ecommerce_category')
      .set({ ...after, modified: toTimestamp(now) })
      .where('name', '=', name)
      .execute();
    const changes = auditChanges(before, after, EDITABLE);
    if (changes)
      await recordAudit(
        trx,
        actor,
        { action: 'category.change', target: { type: 'ecommerce_category', id: name }, ...changes },
        now,
      );
    if (patch.parent_ecommerce_category !== undefined || patch.priority !== undefined) {
      node.parent = patch.parent_ecommerce_category === undefined ? node.parent : patch.parent_ecommerce_category;
      node.priority = patch.priority ?? node.priority;
      await rebuildTree(trx, tree, now);
    }
  });
  bumpCatalogVersion();
  return getCategory(db, name);
}

/** Deletes a category that has no subcategories and no products (move or delete those first). */
export async function deleteCategory(
  db: Db,
  storage: ImageStorage,
  name: string,
  actor: AuditActor,
  now = new Date(),
): Promise<void> {
  const image = await db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('ecommerce_category')
      .select(['name', 'ecommerce_category_image'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (!row) throw notFound(`No category ${name}`);
    const child = await trx
      .selectFrom('ecommerce_category')
      .select('name')
      .where('parent_ecommerce_category', '=', name)
      .limit(1)
      .executeTakeFirst();
    if (child) throw conflict(`"${name}" has subcategories (such as "${child.name}"). Move or delete them first.`);
    const products = await trx
      .selectFrom('website_item')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('custom_ecommerce_category', '=', name)
      .executeTakeFirstOrThrow();
    const n = Number(products.n);
    if (n > 0) throw conflict(`"${name}" has ${n} product${n === 1 ? '' : 's'}. Move them to another category first.`);
    await trx.deleteFrom('ecommerce_category').where('name', '=', name).execute();
    await rebuildTree(trx, await links(trx), now);
    await recordAudit(trx, actor, { action: 'category.delete', target: { type: 'ecommerce_category', id: name } }, now);
    return row.ecommerce_category_image;
  });
  await deleteOwnImage(storage, image);
  bumpCatalogVersion();
}

/** Deletes a category image this back-office stored (never a seeded or external one). */
async function deleteOwnImage(storage: ImageStorage, url: string | null): Promise<void> {
  const file = url?.split('/').pop() ?? '';
  // Only a plain file name can be one of ours (an https URL's last part may hold anything).
  if (url && /^[A-Za-z0-9._-]+\.webp$/.test(file) && url === storage.urlOf(`${FOLDER}/${file}`))
    await deleteImages(storage, [`${FOLDER}/${file}`]);
}

/** Replaces the category's image with the uploaded one (re-encoded as WebP). */
export async function setCategoryImage(
  db: Db,
  storage: ImageStorage,
  name: string,
  file: UploadedFile,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminCategory> {
  const row = await db.kysely
    .selectFrom('ecommerce_category')
    .select('ecommerce_category_image')
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) throw notFound(`No category ${name}`);
  const [stored] = await storeWebpImages(storage, FOLDER, name, [file]);
  try {
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('ecommerce_category')
        .set({ ecommerce_category_image: stored!.url, modified: toTimestamp(now) })
        .where('name', '=', name)
        .execute();
      await recordAudit(
        trx,
        actor,
        {
          action: 'category.image',
          target: { type: 'ecommerce_category', id: name },
          before: { image: row.ecommerce_category_image },
          after: { image: stored!.url },
        },
        now,
      );
    });
  } catch (error) {
    await deleteImages(storage, [stored!.key]);
    throw error;
  }
  await deleteOwnImage(storage, row.ecommerce_category_image);
  bumpCatalogVersion();
  return getCategory(db, name);
}
