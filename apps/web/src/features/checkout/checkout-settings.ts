import type { Baisa } from '@shop/domain/money';
import type { CountryOption } from '@shop/domain/phone';
import type { SiteSettings } from '@/lib/data/settings';

/** What the checkout needs of the site settings (SPEC §3 'Site settings'), plain and serialisable. */
export interface CheckoutSettings {
  countries: CountryOption[];
  pickupTimes: { value: string; label: string }[];
  outlets: string[];
  freeShippingAbove: Baisa;
}

export function checkoutSettings(settings: SiteSettings): CheckoutSettings {
  return {
    countries: settings.countries.map((c) => ({ name: c.name, prefix: c.prefix, valid_length: c.validLength })),
    pickupTimes: settings.pickupTimes,
    outlets: settings.outlets,
    freeShippingAbove: settings.freeShippingAbove,
  };
}
