import type { Baisa } from '@shop/domain/money';
import type { CountryOption } from '@shop/domain/phone';
import type { SiteSettings } from '@/lib/data/settings';
import type { NamedOption } from '@/lib/data/settings-mapper';

/** A country as the checkout offers it: the form sends `name`, the page shows `label` (its language). */
type CheckoutCountry = CountryOption & { label: string };

/** What the checkout needs of the site settings (SPEC §3 'Site settings'), plain and serialisable. */
export interface CheckoutSettings {
  countries: CheckoutCountry[];
  pickupTimes: { value: string; label: string }[];
  outlets: NamedOption[];
  freeShippingAbove: Baisa;
}

export function checkoutSettings(settings: SiteSettings): CheckoutSettings {
  return {
    countries: settings.countries.map((c) => ({
      name: c.name,
      label: c.label,
      prefix: c.prefix,
      valid_length: c.validLength,
    })),
    pickupTimes: settings.pickupTimes,
    outlets: settings.outlets,
    freeShippingAbove: settings.freeShippingAbove,
  };
}
