'use client';

import { type Baisa } from '@shop/domain/money';
import { type CheckoutFields, SHIPPING_METHODS } from '@shop/domain/schemas/checkout';
import { isOman } from '@shop/domain/shipping';
import { Link } from '@/lib/i18n/navigation';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import { routes } from '@/lib/routes';
import { AddressFields } from './address-fields';
import type { CheckoutSettings } from './checkout-settings';
import { ContactFields } from './contact-fields';
import { Choice, Field, controlClass, invalidProps, sectionTitleClass } from './field';
import { PickupFields } from './pickup-fields';
import type { CheckoutFormApi } from './use-checkout-form';
import { deliveryFee as shownFee } from '../cart/public-checkout';

interface InformationStepProps {
  api: CheckoutFormApi;
  settings: CheckoutSettings;
  /** The server's delivery fee for the destination chosen so far; null until it has answered. */
  deliveryFee: Baisa | null;
}

const methodId = { Delivery: 'method-delivery', 'Pick up from Store': 'method-pickup' } as const;
const methodLabel = { Delivery: 'checkout.method.delivery', 'Pick up from Store': 'checkout.method.pickup' } as const;

/** Step 1 (SPEC §2/§3): contact, country and shipping method, the address or the pickup slot, the delivery fee. */
export function InformationStep({ api, settings, deliveryFee }: InformationStepProps) {
  const t = useT();
  const { register, control, formState } = useFormContext<CheckoutFields>();
  const { errors } = formState;
  const [country, method] = useWatch({ control, name: ['CountryField', 'ShippingField'] });
  const oman = isOman(country);
  // SPEC §4: pickup is offered only in Oman.
  const methods = oman ? SHIPPING_METHODS : SHIPPING_METHODS.filter((m) => m === 'Delivery');

  return (
    <div className="flex flex-col gap-8">
      <ContactFields settings={settings} onPhoneCodeChange={api.onPhoneCodeChange} />
      <section aria-labelledby="shipping-title" className="flex flex-col gap-4">
        <h2 id="shipping-title" className={sectionTitleClass}>
          {t('checkout.shipping')}
        </h2>
        <Field id="CountryField" label={t('checkout.country')} invalid={Boolean(errors.CountryField)}>
          <select
            {...register('CountryField', { onChange: api.onCountryChange })}
            id="CountryField"
            autoComplete="country-name"
            className={controlClass}
            {...invalidProps('CountryField', Boolean(errors.CountryField))}
          >
            {settings.countries.map((c) => (
              <option key={c.name} value={c.name}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium">{t('checkout.method')}</legend>
          <div className="grid gap-2 desk:grid-cols-2">
            {methods.map((m) => (
              <Choice key={m} id={methodId[m]} label={t(methodLabel[m])}>
                <input
                  {...register('ShippingField')}
                  id={methodId[m]}
                  type="radio"
                  value={m}
                  className="mt-0.5 size-4 accent-brand"
                />
              </Choice>
            ))}
          </div>
        </fieldset>
        {method === 'Pick up from Store' ? (
          <PickupFields settings={settings} />
        ) : (
          <AddressFields oman={oman} onProvinceChange={api.onProvinceChange} onWilayaChange={api.onWilayaChange} />
        )}
        <p
          className="flex items-center justify-between rounded-xl bg-cream px-4 py-3 text-sm"
          data-testid="delivery-fee"
        >
          <span>{t('checkout.deliveryFee')}</span>
          {deliveryFee === null ? (
            <Skeleton className="h-4 w-20" />
          ) : (
            <span className="font-semibold">{shownFee(t, deliveryFee)}</span>
          )}
        </p>
      </section>
      <div className="flex flex-col-reverse items-center gap-4 desk:flex-row desk:justify-between">
        <Link href={routes.cart} className="text-sm font-semibold text-brand hover:underline">
          <span aria-hidden="true">‹ </span>
          {t('checkout.returnToCart')}
        </Link>
        <Button type="submit" className="w-full desk:w-auto">
          {t('checkout.continue')}
        </Button>
      </div>
    </div>
  );
}
