import 'server-only';
import { cache } from 'react';
import { type Baisa, toBaisa } from '@shop/domain/money';
import { DEFAULT_ORDER_LIMITS, orderLimitsFromSetting } from '@shop/domain/order-limits';
import { z } from 'zod';
import { settingsWire } from '../catalog/wire';
import { contentData } from '../services/content-client';

interface CountryOption {
  name: string;
  prefix: string;
  validLength: number;
}

export interface SiteSettings {
  freeShippingAbove: Baisa;
  countries: CountryOption[];
  pickupTimes: { value: string; label: string }[];
  deliveryInfo: string;
  outlets: string[];
  whatsappNumber: string | null;
  instagramUrl: string | null;
  /** The cart's cap on one line besides the stock (order_limits.max_units_per_line). */
  maxUnitsPerLine: number;
}

/** SPEC §2 defaults when settings are missing: Oman, prefix 968, valid length 11; free shipping above 20. */
const FALLBACK_SETTINGS: SiteSettings = {
  freeShippingAbove: 20_000,
  countries: [{ name: 'Oman', prefix: '968', validLength: 11 }],
  pickupTimes: [],
  deliveryInfo: '',
  outlets: [],
  whatsappNumber: null,
  instagramUrl: null,
  maxUnitsPerLine: DEFAULT_ORDER_LIMITS.max_units_per_line,
};

/** An outlet as the setting may hold it: a plain name, or an object with a name or a label. */
const outletEntry = z.union([z.string(), z.object({ name: z.string().optional(), label: z.string().optional() })]).catch('');
/** The outlets setting: a list, or a `{ sections: [...] }` block; anything else holds none. */
const outletsSetting = z.union([z.array(outletEntry), z.object({ sections: z.array(outletEntry) }).transform((o) => o.sections)]).catch([]);

function outletNames(value: unknown): string[] {
  return outletsSetting
    .parse(value)
    .map((o) => (typeof o === 'string' ? o : (o.name ?? o.label ?? '')))
    .filter((name) => name.length > 0);
}

/** GET /api/global-settings?populate=* → the first element of data (SPEC §7). */
export const getSettings = cache(async (): Promise<SiteSettings> => {
  const result = await contentData({ path: '/api/global-settings', query: { populate: '*' } }, z.array(settingsWire));
  const a = result.ok ? result.data[0]?.attributes : undefined;
  if (!a) return FALLBACK_SETTINGS;
  const countries = (a.valid_countries?.sections ?? []).map((c) => ({
    name: c.name,
    prefix: String(c.prefix),
    validLength: Number(c.valid_length),
  }));
  return {
    freeShippingAbove: typeof a.free_shipping_above === 'number' ? toBaisa(a.free_shipping_above) : FALLBACK_SETTINGS.freeShippingAbove,
    countries: countries.length ? countries : FALLBACK_SETTINGS.countries,
    pickupTimes: (a.pickup_times?.sections ?? []).map((t) => ({ value: t.value, label: t.label ?? t.value })),
    deliveryInfo: a.delivery_info ?? '',
    outlets: outletNames(a.outlets),
    whatsappNumber: typeof a.shop_contact?.whatsapp === 'string' ? a.shop_contact.whatsapp : null,
    instagramUrl: typeof a.shop_contact?.instagram === 'string' ? a.shop_contact.instagram : null,
    maxUnitsPerLine: orderLimitsFromSetting(a.order_limits).max_units_per_line,
  };
});
