import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { toBaisa } from '@shop/domain/money';
import { repoRoot } from '../config/paths';
import type { Database } from '../db/schema';

/** The delivery data kept by the domain package (provinces → wilayas → zones, prices in rials). */
export const OMAN_DELIVERY_FILE = resolve(repoRoot, 'packages/domain/src/data/oman-delivery.json');

const zoneSchema = z.object({
  zone_id: z.union([z.string(), z.number()]).transform(String),
  name_en: z.string().min(1),
  name_ar: z.string().min(1),
  category: z.enum(['Inside Muscat', 'Outside Muscat', 'Remote Area']),
  category_price: z.number().nonnegative(),
  customer_price: z.number().nonnegative(),
});
const dataSchema = z.object({
  provinces: z
    .array(
      z.object({
        province: z.string().min(1),
        name_ar: z.string().min(1),
        wilayas: z.array(
          z.object({ name_en: z.string().min(1), name_ar: z.string().min(1), zones: z.array(zoneSchema) }),
        ),
      }),
    )
    .min(1),
});

export type OmanDelivery = z.infer<typeof dataSchema>;

/** The data file parsed and checked; null when the file does not exist. */
export function loadOmanDelivery(file = OMAN_DELIVERY_FILE): OmanDelivery | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return dataSchema.parse(JSON.parse(text));
}

/** Replaces the Oman provinces, wilayas and zones (reference data; orders keep names as text). */
export async function replaceOmanDelivery(db: Kysely<Database>, data: OmanDelivery): Promise<void> {
  await db.deleteFrom('oman_zone').execute();
  await db.deleteFrom('oman_wilaya').execute();
  await db.deleteFrom('oman_province').execute();
  for (const [p, province] of data.provinces.entries()) {
    const { id: provinceId } = await db
      .insertInto('oman_province')
      .values({ name: province.province, name_ar: province.name_ar, sort_order: p + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [w, wilaya] of province.wilayas.entries()) {
      const { id: wilayaId } = await db
        .insertInto('oman_wilaya')
        .values({ province_id: provinceId, name_en: wilaya.name_en, name_ar: wilaya.name_ar, sort_order: w + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (wilaya.zones.length === 0) continue;
      await db
        .insertInto('oman_zone')
        .values(
          wilaya.zones.map((z) => ({
            zone_id: z.zone_id,
            wilaya_id: wilayaId,
            name_en: z.name_en,
            name_ar: z.name_ar,
            category: z.category,
            category_price: toBaisa(z.category_price),
            customer_price: toBaisa(z.customer_price),
          })),
        )
        .execute();
    }
  }
}
