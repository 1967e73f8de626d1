import type { Kysely } from 'kysely';

/**
 * Issue 18, the catalog built in the back-office: a product's images, in the order staff put
 * them. `image_key` is the key in image storage (adapters/image-storage.ts), `url` its public
 * URL; the first image (lowest idx) is also written to `website_item.website_image`, the one
 * field the storefront and the resource service read. Items seeded before this have their
 * image in `website_image` only and get rows when staff first upload one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('website_item_image')
    .addColumn('image_key', 'text', (c) => c.primaryKey())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('creation', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('website_item_image_item_idx')
    .on('website_item_image')
    .columns(['item', 'idx'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('website_item_image').execute();
}
