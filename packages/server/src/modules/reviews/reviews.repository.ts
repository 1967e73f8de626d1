import type { Kysely } from 'kysely';
import type { Database, WebsiteItemReview } from '../../db/schema';

export type NewReviewRow = Database['website_item_review'] extends infer T ? { [K in keyof T]: T[K] } : never;

/** The item a review is about, if it exists and is published, with the names it shows under. */
export async function findPublishedItem(
  db: Kysely<Database>,
  name: string,
): Promise<{ name: string; web_item_name: string; item_name: string } | undefined> {
  return db
    .selectFrom('website_item')
    .select(['name', 'web_item_name', 'item_name'])
    .where('name', '=', name)
    .where('published', '=', 1)
    .executeTakeFirst();
}

export async function insertReview(db: Kysely<Database>, row: NewReviewRow): Promise<void> {
  await db.insertInto('website_item_review').values(row).execute();
}

export async function findReview(db: Kysely<Database>, name: string): Promise<WebsiteItemReview | undefined> {
  return db.selectFrom('website_item_review').selectAll().where('name', '=', name).executeTakeFirst();
}

/** Moves a review from one docstatus to another; false when it was no longer in `from` (a racing moderator). */
export async function setReviewDocstatus(
  db: Kysely<Database>,
  name: string,
  from: number,
  to: number,
  modified: string,
): Promise<boolean> {
  const result = await db
    .updateTable('website_item_review')
    .set({ docstatus: to, modified })
    .where('name', '=', name)
    .where('docstatus', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
