'use client';

import { type CheckoutFields, pickupDates } from '@shop/domain/schemas/checkout';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useT } from '@/lib/i18n/i18n-provider';
import type { CheckoutSettings } from './checkout-settings';
import { Field, controlClass, invalidProps } from './field';

/** SPEC §3/§5 store pickup: the outlet (first by default; shown by its label, sent by its name), a date of the next three days and a time from settings. */
export function PickupFields({ settings }: { settings: CheckoutSettings }) {
  const t = useT();
  const { register, formState } = useFormContext<CheckoutFields>();
  const { errors } = formState;
  // Rendered in the browser only (the checkout waits for the stored cart), so today is the shopper's today.
  const [dates] = useState(() => pickupDates(new Date()));

  return (
    <div className="flex flex-col gap-4">
      {settings.outlets.length > 0 && (
        <Field id="Outlet" label={t('checkout.outlet')} invalid={Boolean(errors.Outlet)}>
          <select
            {...register('Outlet')}
            id="Outlet"
            className={controlClass}
            {...invalidProps('Outlet', Boolean(errors.Outlet))}
          >
            {settings.outlets.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      )}
      <div className="grid gap-4 desk:grid-cols-2">
        <Field id="DateField" label={t('checkout.pickupDate')} invalid={Boolean(errors.DateField)}>
          <select
            {...register('DateField')}
            id="DateField"
            className={controlClass}
            {...invalidProps('DateField', Boolean(errors.DateField))}
          >
            <option value="">{t('checkout.datePlaceholder')}</option>
            {dates.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="TimeField" label={t('checkout.pickupTime')} invalid={Boolean(errors.TimeField)}>
          <select
            {...register('TimeField')}
            id="TimeField"
            className={controlClass}
            {...invalidProps('TimeField', Boolean(errors.TimeField))}
          >
            <option value="">{t('checkout.timePlaceholder')}</option>
            {settings.pickupTimes.map((time) => (
              <option key={time.value} value={time.value}>
                {time.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </div>
  );
}
