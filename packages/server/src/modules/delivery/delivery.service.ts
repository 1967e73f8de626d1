import type { Kysely } from 'kysely';
import { zoneIdLength } from './delivery.queries';
import { toRial } from '@shop/domain/money';
import { announceChange } from '../../cache/local-changes';
import type { Database } from '../../db/schema';

interface DeliveryZone {
  zone_id: string;
  name_en: string;
  name_ar: string;
  category: string;
  /** Rial. What the courier charges the shop. */
  category_price: number;
  /** Rial. What the shopper pays (SPEC §9). */
  customer_price: number;
}

interface DeliveryProvince {
  province: string;
  name_ar: string;
  wilayas: { name_en: string; name_ar: string; zones: DeliveryZone[] }[];
}

/** The Oman delivery tree from the oman_* tables, in their sort order (zones by numeric zone id). */
async function deliveryTree(db: Kysely<Database>): Promise<DeliveryProvince[]> {
  const rows = await db
    .selectFrom('oman_province as p')
    .innerJoin('oman_wilaya as w', 'w.province_id', 'p.id')
    .innerJoin('oman_zone as z', 'z.wilaya_id', 'w.id')
    .select([
      'p.id as pid',
      'p.name as province',
      'p.name_ar as province_ar',
      'w.id as wid',
      'w.name_en as wilaya',
      'w.name_ar as wilaya_ar',
      'z.zone_id',
      'z.name_en',
      'z.name_ar',
      'z.category',
      'z.category_price',
      'z.customer_price',
    ])
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .orderBy('w.sort_order')
    .orderBy('w.id')
    .orderBy(zoneIdLength())
    .orderBy('z.zone_id')
    .execute();
  const provinces: DeliveryProvince[] = [];
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

const CACHE_MS = 60_000;

let generation = 0;

/** Call after editing the oman_* tables: every cached tree in this process is dropped. */
export function invalidateDeliveryZones(): void {
  generation += 1;
  announceChange();
}

export interface DeliveryService {
  zones(): Promise<DeliveryProvince[]>;
  /** Forget the cached tree after the zones are edited. */
  invalidate(): void;
}

export function createDeliveryService(db: Kysely<Database>): DeliveryService {
  let cached: { at: number; generation: number; data: DeliveryProvince[] } | undefined;
  return {
    async zones() {
      if (cached && cached.generation === generation && Date.now() - cached.at < CACHE_MS) return cached.data;
      const made = generation;
      const data = await deliveryTree(db);
      cached = { at: Date.now(), generation: made, data };
      return data;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
