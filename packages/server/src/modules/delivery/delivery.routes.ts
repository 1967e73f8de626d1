import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toRial } from '@shop/domain/money';
import { z } from 'zod';
import type { Database } from '../../db/schema';

const zone = z.object({
  zone_id: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  category: z.string(),
  category_price: z.number(),
  customer_price: z.number(),
});
const reply = z.object({
  data: z.array(
    z.object({
      province: z.string(),
      name_ar: z.string(),
      wilayas: z.array(z.object({ name_en: z.string(), name_ar: z.string(), zones: z.array(zone) })),
    }),
  ),
});

/** The Oman delivery tree (province → wilaya → zones) for checkout, prices in rial. */
export async function deliveryTree(db: Kysely<Database>): Promise<z.infer<typeof reply>['data']> {
  const rows = await db
    .selectFrom('oman_province as p')
    .innerJoin('oman_wilaya as w', 'w.province_id', 'p.id')
    .innerJoin('oman_zone as z', 'z.wilaya_id', 'w.id')
    .select([
      'p.id as pid', 'p.name as province', 'p.name_ar as province_ar', 'w.id as wid', 'w.name_en as wilaya', 'w.name_ar as wilaya_ar',
      'z.zone_id', 'z.name_en', 'z.name_ar', 'z.category', 'z.category_price', 'z.customer_price',
    ])
    .orderBy('p.sort_order').orderBy('p.id').orderBy('w.sort_order').orderBy('w.id').orderBy(sql`length(z.zone_id)`).orderBy('z.zone_id')
    .execute();
  const provinces: z.infer<typeof reply>['data'] = [];
  let lastProvince: number | undefined;
  let lastWilaya: number | undefined;
  for (const r of rows) {
    if (r.pid !== lastProvince) {
      provinces.push({ province: r.province, name_ar: r.province_ar, wilayas: [] });
      lastProvince = r.pid;
      lastWilaya = undefined;
    }
    const province = provinces[provinces.length - 1]!;
    if (r.wid !== lastWilaya) {
      province.wilayas.push({ name_en: r.wilaya, name_ar: r.wilaya_ar, zones: [] });
      lastWilaya = r.wid;
    }
    province.wilayas[province.wilayas.length - 1]!.zones.push({
      zone_id: r.zone_id,
      name_en: r.name_en,
      name_ar: r.name_ar,
      category: r.category,
      category_price: toRial(r.category_price),
      customer_price: toRial(r.customer_price),
    });
  }
  return provinces;
}

export function registerDeliveryRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  let cached: { at: number; data: z.infer<typeof reply>['data'] } | undefined;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/delivery-zones',
    { schema: { tags: ['content'], summary: 'Oman provinces, wilayas and delivery zones with prices', response: { 200: reply } } },
    async () => {
      if (!cached || Date.now() - cached.at > 60_000) cached = { at: Date.now(), data: await deliveryTree(db) };
      return { data: cached.data };
    },
  );
}
