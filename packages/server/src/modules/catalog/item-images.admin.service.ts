import type { AdminCatalogImage } from '@shop/domain/schemas/admin-replies';
import type { Kysely } from 'kysely';
import type { ImageStorage } from '../../adapters/image-storage';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { badRequest, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { bumpCatalogVersion } from '../resource/resource-cache';
import { type UploadedFile, deleteImages, storeWebpImages } from './image-upload.admin';

/** How many images one product may have. */
export const MAX_ITEM_IMAGES = 10;
const FOLDER = 'products';

const fileOf = (key: string) => key.slice(FOLDER.length + 1);

async function imageRows(k: Kysely<Database>, item: string) {
  return k
    .selectFrom('website_item_image')
    .select(['image_key', 'url', 'idx'])
    .where('item', '=', item)
    .orderBy('idx')
    .execute();
}

async function assertItem(k: Kysely<Database>, item: string): Promise<void> {
  const row = await k.selectFrom('website_item').select('name').where('name', '=', item).executeTakeFirst();
  if (!row) throw notFound(`No Website Item ${item}`);
}

/** Numbers the images 0.. in the given order and makes the first one the item's website_image (none: null). */
async function writeOrder(trx: Kysely<Database>, item: string, keys: string[], now: Date): Promise<void> {
  for (const [idx, key] of keys.entries())
    await trx.updateTable('website_item_image').set({ idx }).where('image_key', '=', key).execute();
  const first = keys.length
    ? await trx
        .selectFrom('website_item_image')
        .select('url')
        .where('image_key', '=', keys[0]!)
        .executeTakeFirstOrThrow()
    : null;
  await trx
    .updateTable('website_item')
    .set({ website_image: first?.url ?? null, modified: toTimestamp(now) })
    .where('name', '=', item)
    .execute();
}

const toImages = (rows: { image_key: string; url: string }[]): AdminCatalogImage[] =>
  rows.map((r) => ({ file: fileOf(r.image_key), url: r.url }));

export async function listItemImages(db: Db, item: string): Promise<AdminCatalogImage[]> {
  await assertItem(db.kysely, item);
  return toImages(await imageRows(db.kysely, item));
}

/**
 * Re-encodes the uploaded files as WebP, stores them and appends them after the item's images
 * (at most MAX_ITEM_IMAGES in all). If the database write fails, the stored files are removed.
 */
export async function addItemImages(
  db: Db,
  storage: ImageStorage,
  item: string,
  files: UploadedFile[],
  actor: AuditActor,
  now = new Date(),
): Promise<AdminCatalogImage[]> {
  await assertItem(db.kysely, item);
  const existing = await imageRows(db.kysely, item);
  if (existing.length + files.length > MAX_ITEM_IMAGES) {
    throw badRequest(
      `A product has at most ${MAX_ITEM_IMAGES} images; it has ${existing.length}, so at most ${MAX_ITEM_IMAGES - existing.length} more can be added.`,
    );
  }
  const stored = await storeWebpImages(storage, FOLDER, item, files);
  const target = { type: 'website_item', id: item };
  try {
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('website_item_image')
        .values(
          stored.map((s, i) => ({
            image_key: s.key,
            url: s.url,
            item,
            idx: existing.length + i,
            creation: toTimestamp(now),
          })),
        )
        .execute();
      const keys = (await imageRows(trx, item)).map((r) => r.image_key);
      await writeOrder(trx, item, keys, now);
      await recordAudit(
        trx,
        actor,
        {
          action: 'item.image-add',
          target,
          before: { images: existing.length },
          after: { images: keys.length, added: stored.map((s) => fileOf(s.key)).join(', ') },
        },
        now,
      );
    });
  } catch (error) {
    await deleteImages(
      storage,
      stored.map((s) => s.key),
    );
    throw error;
  }
  bumpCatalogVersion();
  return listItemImages(db, item);
}

/** Puts the item's images in the given order: every one of its images, each once. */
export async function reorderItemImages(
  db: Db,
  item: string,
  files: string[],
  actor: AuditActor,
  now = new Date(),
): Promise<AdminCatalogImage[]> {
  await assertItem(db.kysely, item);
  await db.kysely.transaction().execute(async (trx) => {
    const current = (await imageRows(trx, item)).map((r) => fileOf(r.image_key));
    const same =
      files.length === current.length &&
      new Set(files).size === files.length &&
      files.every((f) => current.includes(f));
    if (!same)
      throw badRequest(
        'The new order must list every image of the product exactly once. Reload the page and try again.',
      );
    await writeOrder(
      trx,
      item,
      files.map((f) => `${FOLDER}/${f}`),
      now,
    );
    await recordAudit(
      trx,
      actor,
      {
        action: 'item.image-order',
        target: { type: 'website_item', id: item },
        before: { order: current.join(', ') },
        after: { order: files.join(', ') },
      },
      now,
    );
  });
  bumpCatalogVersion();
  return listItemImages(db, item);
}

/** Removes one image (its row, then its file); the next one becomes the first where it was. */
export async function removeItemImage(
  db: Db,
  storage: ImageStorage,
  item: string,
  file: string,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminCatalogImage[]> {
  await assertItem(db.kysely, item);
  const key = `${FOLDER}/${file}`;
  await db.kysely.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('website_item_image')
      .where('item', '=', item)
      .where('image_key', '=', key)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound(`The product ${item} has no image ${file}.`);
    await writeOrder(
      trx,
      item,
      (await imageRows(trx, item)).map((r) => r.image_key),
      now,
    );
    await recordAudit(
      trx,
      actor,
      { action: 'item.image-remove', target: { type: 'website_item', id: item }, before: { image: file } },
      now,
    );
  });
  await deleteImages(storage, [key]);
  bumpCatalogVersion();
  return listItemImages(db, item);
}
