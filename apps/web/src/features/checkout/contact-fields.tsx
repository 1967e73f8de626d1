'use client';

import { digitsOnly, nationalMaxLength } from '@shop/domain/phone';
import type { CheckoutFields } from '@shop/domain/schemas/checkout';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '@/lib/i18n/i18n-provider';
import type { CheckoutSettings } from './checkout-settings';
import { Field, controlClass, invalidProps, sectionTitleClass } from './field';
import { phoneCountry } from './use-checkout-form';

interface ContactFieldsProps {
  settings: CheckoutSettings;
  onPhoneCodeChange(): void;
}

/** SPEC §3: phone code (name +prefix) and number (digits only, national length), first name, optional email. */
export function ContactFields({ settings, onPhoneCodeChange }: ContactFieldsProps) {
  const t = useT();
  const { register, control, formState } = useFormContext<CheckoutFields>();
  const { errors } = formState;
  const prefix = useWatch({ control, name: 'CountryNumber' });
  const maxLength = nationalMaxLength(phoneCountry(settings.countries, prefix));
  const mobile = register('MobileNumber');

  return (
    <section aria-labelledby="contact-title" className="flex flex-col gap-4">
      <h2 id="contact-title" className={sectionTitleClass}>
        {t('checkout.contact')}
      </h2>
      <Field id="MobileNumber" label={t('checkout.phone')} invalid={Boolean(errors.MobileNumber)}>
        <div className="flex gap-2">
          <div className="w-40 shrink-0 desk:w-48">
            <select
              {...register('CountryNumber', { onChange: onPhoneCodeChange })}
              aria-label={t('checkout.countryCode')}
              className={controlClass}
            >
              {settings.countries.map((c) => (
                <option key={c.prefix} value={c.prefix}>
                  {t('checkout.countryCodeOption', { name: c.label, prefix: c.prefix })}
                </option>
              ))}
            </select>
          </div>
          <input
            {...mobile}
            id="MobileNumber"
            type="tel"
            inputMode="numeric"
            dir="ltr"
            autoComplete="tel-national"
            maxLength={maxLength}
            onChange={(e) => {
              e.target.value = digitsOnly(e.target.value).slice(0, maxLength);
              return mobile.onChange(e);
            }}
            className={controlClass}
            {...invalidProps('MobileNumber', Boolean(errors.MobileNumber))}
          />
        </div>
      </Field>
      <div className="grid gap-4 desk:grid-cols-2">
        <Field id="FirstName" label={t('checkout.firstName')} invalid={Boolean(errors.FirstName)}>
          <input
            {...register('FirstName')}
            id="FirstName"
            autoComplete="given-name"
            maxLength={80}
            className={controlClass}
            {...invalidProps('FirstName', Boolean(errors.FirstName))}
          />
        </Field>
        <Field id="Email" label={t('checkout.email')} invalid={Boolean(errors.Email)} optional>
          <input
            {...register('Email')}
            id="Email"
            type="email"
            dir="ltr"
            autoComplete="email"
            maxLength={254}
            className={controlClass}
            {...invalidProps('Email', Boolean(errors.Email))}
          />
        </Field>
      </div>
    </section>
  );
}
