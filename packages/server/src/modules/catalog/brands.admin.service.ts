import type { AdminBrand } from '@shop/domain/schemas/admin-replies';
import type { Db } from '../../db/connection';
import type { BrandTable } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { conflict, notFound } from '../../errors';
import { type AuditActor, auditChanges, recordAudit } from '../audit/audit-log';
import { bumpCatalogVersion } from '../resource/resource-cache';
import { productCounts } from './product-counts.admin';
import type { BrandCreate, BrandPatch } from '@shop/domain/schemas/admin-taxonomy';

type Row = Pick<
  BrandTable,
  'name' | 'brand' | 'brand_ar' | 'description' | 'description_ar' | 'custom_show_on_website' | 'custom_priority'
>;

const toAdminBrand = (row: Row, products: number): AdminBrand => ({
  name: row.name,
  brand: row.brand,
  brand_ar: row.brand_ar,
  description: row.description,
  description_ar: row.description_ar,
  custom_show_on_website: Boolean(row.custom_show_on_website),
  custom_priority: row.custom_priority,
  products,
});

/** Every brand, highest priority first (the storefront's order), then by name, with its product count. */
export async function listBrands(db: Db): Promise<AdminBrand[]> {
  const [rows, counts] = await Promise.all([
    db.kysely.selectFrom('brand').selectAll().orderBy('custom_priority', 'desc').orderBy('name').execute(),
    productCounts(db.kysely, 'brand'),
  ]);
  return rows.map((row) => toAdminBrand(row, counts.get(row.name) ?? 0));
}

async function getBrand(db: Db, name: string): Promise<AdminBrand> {
  const found = (await listBrands(db)).find((b) => b.name === name);
  if (!found) throw notFound(`No brand ${name}`);
  return found;
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

export async function createBrand(
  db: Db,
  input: BrandCreate,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminBrand> {
  await db.kysely.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('brand').select('name').where('name', '=', input.brand).executeTakeFirst();
    if (taken) throw conflict(`There is already a brand "${input.brand}".`);
    await trx
      .insertInto('brand')
      .values({
        ...input,
        name: input.brand,
        image: null,
        custom_show_on_website: input.custom_show_on_website ? 1 : 0,
        creation: toTimestamp(now),
        modified: toTimestamp(now),
      })
      .execute();
    await recordAudit(
      trx,
      actor,
      {
        action: 'brand.create',
        target: { type: 'brand', id: input.brand },
        after: {
          brand_ar: input.brand_ar,
          custom_show_on_website: input.custom_show_on_website,
          custom_priority: input.custom_priority,
        },
      },
      now,
    );
  });
  bumpCatalogVersion();
  return getBrand(db, input.brand);
}

const EDITABLE = [
  'brand',
  'brand_ar',
  'description',
  'description_ar',
  'custom_show_on_website',
  'custom_priority',
] as const;

/** Edits the shown name (the name stays: products link to it), texts, website flag and priority. */
export async function updateBrand(
  db: Db,
  name: string,
  patch: BrandPatch,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminBrand> {
  await db.kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('brand').select(EDITABLE).where('name', '=', name).executeTakeFirst();
    if (!before) throw notFound(`No brand ${name}`);
    const after = { ...patch, custom_show_on_website: flag(patch.custom_show_on_website) };
    await trx
      .updateTable('brand')
      .set({ ...after, modified: toTimestamp(now) })
      .where('name', '=', name)
      .execute();
    const changes = auditChanges(before, after, EDITABLE);
    if (changes)
      await recordAudit(trx, actor, { action: 'brand.change', target: { type: 'brand', id: name }, ...changes }, now);
  });
  bumpCatalogVersion();
  return getBrand(db, name);
}

/** Deletes a brand no product uses and the home page does not list. */
export async function deleteBrand(db: Db, name: string, actor: AuditActor, now = new Date()): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('brand').select('name').where('name', '=', name).executeTakeFirst();
    if (!row) throw notFound(`No brand ${name}`);
    const { n } = await trx
      .selectFrom('website_item')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('brand', '=', name)
      .executeTakeFirstOrThrow();
    if (Number(n) > 0)
      throw conflict(
        `"${name}" has ${Number(n)} product${Number(n) === 1 ? '' : 's'}. Give them another brand first, or hide the brand instead.`,
      );
    const home = await trx.selectFrom('web_page_brand').select('parent').where('brand', '=', name).executeTakeFirst();
    if (home) throw conflict(`"${name}" is listed on the home page. Remove it there first, or hide the brand instead.`);
    await trx.deleteFrom('brand').where('name', '=', name).execute();
    await recordAudit(trx, actor, { action: 'brand.delete', target: { type: 'brand', id: name } }, now);
  });
  bumpCatalogVersion();
}
