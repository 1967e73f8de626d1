import { type Baisa, toBaisa } from '@shop/domain/money';
import { DEFAULT_ORDER_LIMITS, orderLimitsFromSetting } from '@shop/domain/order-limits';
import { z } from 'zod';
import type { settingsWire } from '../catalog/wire';

/** A settings entry chosen by its English name (what orders store), shown by its label (the page's language, served by the content service). */
export interface NamedOption {
  value: string;
  label: string;
}

interface CountryOption {
  name: string;
  /** The name in the page's language (Arabic on Arabic pages where written); `name` is what the form sends. */
  label: string;
  prefix: string;
  validLength: number;
}

export interface SiteSettings {
  freeShippingAbove: Baisa;
  countries: CountryOption[];
  pickupTimes: { value: string; label: string }[];
  deliveryInfo: string;
  outlets: NamedOption[];
  whatsappNumber: string | null;
  instagramUrl: string | null;
  /** The cart's cap on one line besides the stock (order_limits.max_units_per_line). */
  maxUnitsPerLine: number;
}

/** SPEC §2 defaults when settings are missing: Oman, prefix 968, valid length 11; free shipping above 20. */
export const FALLBACK_SETTINGS: SiteSettings = {
  freeShippingAbove: 20_000,
  countries: [{ name: 'Oman', label: 'Oman', prefix: '968', validLength: 11 }],
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

/** Each outlet's name (what the order sends) and its label (what the page shows), a missing one standing in for the other. */
function outletOptions(value: unknown): NamedOption[] {
  return outletsSetting
    .parse(value)
    .map((o) => (typeof o === 'string' ? { value: o, label: o } : { value: o.name ?? o.label ?? '', label: o.label ?? o.name ?? '' }))
    .filter((o) => o.value.length > 0);
}

/** The global-settings entry's attributes (in the page's language) as the pages read them. */
export function siteSettingsFrom(a: z.infer<typeof settingsWire>['attributes']): SiteSettings {
  const countries = (a.valid_countries?.sections ?? []).map((c) => ({
    name: c.name,
    label: c.label ?? c.name,
    prefix: String(c.prefix),
    validLength: Number(c.valid_length),
  }));
  return {
    freeShippingAbove: typeof a.free_shipping_above === 'number' ? toBaisa(a.free_shipping_above) : FALLBACK_SETTINGS.freeShippingAbove,
    countries: countries.length ? countries : FALLBACK_SETTINGS.countries,
    pickupTimes: (a.pickup_times?.sections ?? []).map((t) => ({ value: t.value, label: t.label ?? t.value })),
    deliveryInfo: a.delivery_info ?? '',
    outlets: outletOptions(a.outlets),
    whatsappNumber: typeof a.shop_contact?.whatsapp === 'string' ? a.shop_contact.whatsapp : null,
    instagramUrl: typeof a.shop_contact?.instagram === 'string' ? a.shop_contact.instagram : null,
    maxUnitsPerLine: orderLimitsFromSetting(a.order_limits).max_units_per_line,
  };
}
