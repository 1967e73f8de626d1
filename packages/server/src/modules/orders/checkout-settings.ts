import { toBaisa } from '@shop/domain/money';
import { type CountryOption, DEFAULT_COUNTRIES } from '@shop/domain/phone';
import { DEFAULT_FREE_SHIPPING_ABOVE } from '@shop/domain/shipping';
import type { SettingsService } from '../settings/settings.service';

/** What checkout needs from the site settings (SPEC §3 'Site settings'), with SPEC's defaults. */
export interface CheckoutSettings {
  countries: CountryOption[];
  freeShippingAbove: number;
  pickupTimes: string[];
  outlets: string[];
}

type Sections<T> = { sections?: T[] } | undefined;

export async function checkoutSettings(settings: SettingsService): Promise<CheckoutSettings> {
  const countries = (
    (await settings.value<Sections<{ name: string; prefix: string | number; valid_length: number }>>('valid_countries'))
      ?.sections ?? []
  )
    .map((c) => ({ name: String(c.name), prefix: String(c.prefix), valid_length: Number(c.valid_length) }))
    .filter((c) => c.name && /^\d+$/.test(c.prefix) && Number.isInteger(c.valid_length));
  const free = await settings.value<number>('free_shipping_above');
  const times = (await settings.value<Sections<{ value: string; label?: string }>>('pickup_times'))?.sections ?? [];
  const outlets = (await settings.value<Sections<{ name?: string; default?: boolean }>>('outlets'))?.sections ?? [];
  const sortedOutlets = [...outlets].sort((a, b) => Number(Boolean(b.default)) - Number(Boolean(a.default)));
  return {
    countries: countries.length ? countries : DEFAULT_COUNTRIES,
    freeShippingAbove: typeof free === 'number' && free >= 0 ? toBaisa(free) : DEFAULT_FREE_SHIPPING_ABOVE,
    pickupTimes: times.flatMap((t) => [t.value, t.label ?? t.value]),
    outlets: sortedOutlets.flatMap((o) => (o.name ? [o.name] : [])),
  };
}
