'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { type CountryOption, OMAN, digitsOnly, nationalMaxLength } from '@shop/domain/phone';
import {
  type CheckoutFields,
  PAYMENT_TYPES,
  SHIPPING_METHODS,
  checkoutSchema,
  firstCheckoutError,
} from '@shop/domain/schemas/checkout';
import { isOman } from '@shop/domain/shipping';
import { TOAST_MS, useNotify } from '@/lib/toast';
import type { CheckoutSettings } from './checkout-settings';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { languageOf } from '@/lib/i18n/locale';

/** SPEC §3 defaults: Oman (968) when offered, Delivery, card, the first outlet. */
function checkoutDefaults(settings: CheckoutSettings): CheckoutFields {
  const home = settings.countries.find((c) => isOman(c.name)) ?? settings.countries[0] ?? OMAN;
  return {
    CountryNumber: home.prefix,
    MobileNumber: '',
    Email: '',
    CountryField: home.name,
    Province: '',
    Wilaya: '',
    WilayaZone: '',
    Address: '',
    PostalCode: '',
    FirstName: '',
    DateField: '',
    TimeField: '',
    PaymentType: PAYMENT_TYPES[0],
    ShippingField: SHIPPING_METHODS[0],
    Outlet: settings.outlets[0]?.value ?? '',
  };
}

/** The country whose phone code is chosen, for the number's max length (SPEC §5). */
export function phoneCountry(countries: CountryOption[], prefix: string): CountryOption {
  return countries.find((c) => c.prefix === prefix) ?? OMAN;
}

const quiet = { shouldDirty: true } as const;

/**
 * The checkout form: react-hook-form with the domain's SPEC §5 schema, the SPEC §4 resets,
 * and the failure toast (the first message in SPEC order; every failing field is marked).
 */
export function useCheckoutForm(settings: CheckoutSettings) {
  // The schema's input type marks defaulted fields optional; this form always holds every field.
  const language = languageOf(useLocale());
  const resolver = useMemo(
    () => zodResolver(checkoutSchema(settings.countries, language)) as Resolver<CheckoutFields>,
    [settings.countries, language],
  );
  const form = useForm<CheckoutFields>({
    defaultValues: checkoutDefaults(settings),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { setValue, getValues } = form;
  const notify = useNotify();

  /** SPEC §4: a new country resets shipping to Delivery, payment to card, and the province (with its wilaya and zone). */
  const onCountryChange = () => {
    setValue('ShippingField', SHIPPING_METHODS[0], quiet);
    setValue('PaymentType', PAYMENT_TYPES[0], quiet);
    onProvinceChange();
    setValue('Province', '', quiet);
  };
  /** SPEC §4: a new province clears wilaya and zone. */
  const onProvinceChange = () => {
    setValue('Wilaya', '', quiet);
    setValue('WilayaZone', '', quiet);
  };
  /** SPEC §4: a new wilaya clears the zone. */
  const onWilayaChange = () => setValue('WilayaZone', '', quiet);

  /** A new phone code may allow fewer digits: keep the number within the new length. */
  const onPhoneCodeChange = () => {
    const max = nationalMaxLength(phoneCountry(settings.countries, getValues('CountryNumber')));
    setValue('MobileNumber', digitsOnly(getValues('MobileNumber')).slice(0, max), quiet);
  };

  /** SPEC §5: one info toast (1.4 s) with the first failure in the spec's order. */
  const onInvalid = (errors: FieldErrors<CheckoutFields>) => {
    const first = firstCheckoutError(getValues(), settings.countries, language);
    const message = first?.message ?? Object.values(errors).find((e) => e?.message)?.message;
    if (message) notify.info(message, TOAST_MS.checkout);
  };

  return { form, onCountryChange, onProvinceChange, onWilayaChange, onPhoneCodeChange, onInvalid };
}

export type CheckoutFormApi = ReturnType<typeof useCheckoutForm>;
