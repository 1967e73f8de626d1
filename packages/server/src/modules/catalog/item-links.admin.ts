import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../../errors';

/** Refuses a route another Website Item already has (routes are the product pages' addresses). */
export async function assertRouteFree(trx: Kysely<Database>, route: string, exceptName: string | null): Promise<void> {
  let taken = trx.selectFrom('website_item').select('name').where('route', '=', route);
  if (exceptName !== null) taken = taken.where('name', '<>', exceptName);
  const other = await taken.executeTakeFirst();
  if (other) throw conflict(`The route "${route}" is already used by ${other.name}. Choose another.`);
}

/** Refuses an item code (and so a Website Item name) that is already taken. */
export async function assertItemCodeFree(trx: Kysely<Database>, itemCode: string): Promise<void> {
  const other = await trx
    .selectFrom('website_item')
    .select('name')
    .where((eb) => eb.or([eb('item_code', '=', itemCode), eb('name', '=', itemCode)]))
    .executeTakeFirst();
  if (other) throw conflict(`The item code "${itemCode}" is already used by ${other.name}.`);
}

/** Refuses a brand or category that does not exist (the listing's filters would never find the item). */
export async function assertLinksExist(
  trx: Kysely<Database>,
  links: { brand?: string | null; custom_ecommerce_category?: string | null },
): Promise<void> {
  if (links.brand) {
    const brand = await trx.selectFrom('brand').select('name').where('name', '=', links.brand).executeTakeFirst();
    if (!brand) throw badRequest(`There is no brand "${links.brand}".`);
  }
  if (links.custom_ecommerce_category) {
    const category = await trx
      .selectFrom('ecommerce_category')
      .select('name')
      .where('name', '=', links.custom_ecommerce_category)
      .executeTakeFirst();
    if (!category) throw badRequest(`There is no category "${links.custom_ecommerce_category}".`);
  }
}

/** Refuses a sale price above the regular price (null: not sold). */
export function assertPrices(sale: number | null, regular: number): void {
  if (sale !== null && sale > regular) throw badRequest('The sale price must not be above the regular price.');
}
