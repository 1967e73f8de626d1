import data from './data/oman-delivery.json';
import { type Baisa, toBaisa } from './money';

export type ZoneCategory = 'Inside Muscat' | 'Outside Muscat' | 'Remote Area';

export interface DeliveryZone {
  zoneId: string;
  nameEn: string;
  nameAr: string;
  category: ZoneCategory;
  categoryPrice: Baisa;
  customerPrice: Baisa;
}

export interface Wilaya {
  nameEn: string;
  nameAr: string;
  zones: DeliveryZone[];
}

export interface Province {
  name: string;
  nameAr: string;
  wilayas: Wilaya[];
}

/** SPEC §3: the 11 provinces in the order the checkout lists them. */
export const PROVINCE_NAMES = [
  'Muscat',
  'Al Batinah South',
  'Al Dakhiliyah',
  'Dhofar',
  'Al Batinah North',
  'Ash Sharqiyah South',
  'Ash Sharqiyah North',
  'Ad Dhahirah',
  'Al Buraimi',
  'Musandam',
  'Wusta',
] as const;

export const ZONE_CATEGORIES: readonly ZoneCategory[] = ['Inside Muscat', 'Outside Muscat', 'Remote Area'];

function zoneCategory(value: string): ZoneCategory {
  const category = ZONE_CATEGORIES.find((c) => c === value);
  if (!category) throw new Error(`Unknown delivery zone category: ${value}`);
  return category;
}

const provinces: Province[] = data.provinces.map((p) => ({
  name: p.province,
  nameAr: p.name_ar,
  wilayas: p.wilayas.map((w) => ({
    nameEn: w.name_en,
    nameAr: w.name_ar,
    zones: w.zones.map((z) => ({
      zoneId: z.zone_id,
      nameEn: z.name_en,
      nameAr: z.name_ar,
      category: zoneCategory(z.category),
      categoryPrice: toBaisa(z.category_price),
      customerPrice: toBaisa(z.customer_price),
    })),
  })),
}));

export function omanProvinces(): Province[] {
  return provinces;
}

export function wilayasOf(province: string): Wilaya[] {
  return provinces.find((p) => p.name === province)?.wilayas ?? [];
}

export function zonesOf(province: string, wilaya: string): DeliveryZone[] {
  return wilayasOf(province).find((w) => w.nameEn === wilaya)?.zones ?? [];
}

export function zoneById(zoneId: string): DeliveryZone | undefined {
  for (const p of provinces) for (const w of p.wilayas) for (const z of w.zones) if (z.zoneId === zoneId) return z;
  return undefined;
}
