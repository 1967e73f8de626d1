'use client';

import { omanProvinces, wilayasOf, zonesOf } from '@shop/domain/oman-delivery';
import type { CheckoutFields } from '@shop/domain/schemas/checkout';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '@/lib/i18n/i18n-provider';
import { placeName } from './place-name';
import { Field, controlClass, invalidProps } from './field';

interface AddressFieldsProps {
  oman: boolean;
  onProvinceChange(): void;
  onWilayaChange(): void;
}

/** SPEC §3 delivery address: Province → Wilaya → Zone in Oman (each clearing the next), then address and postal code. */
export function AddressFields({ oman, onProvinceChange, onWilayaChange }: AddressFieldsProps) {
  const t = useT();
  const { register, control, formState } = useFormContext<CheckoutFields>();
  const { errors } = formState;
  const [province, wilaya] = useWatch({ control, name: ['Province', 'Wilaya'] });
  const wilayas = wilayasOf(province);
  const zones = zonesOf(province, wilaya);

  return (
    <div className="flex flex-col gap-4">
      {oman && (
        <div className="grid gap-4 desk:grid-cols-3">
          <Field id="Province" label={t('checkout.province')} invalid={Boolean(errors.Province)}>
            <select
              {...register('Province', { onChange: onProvinceChange })}
              id="Province"
              className={controlClass}
              {...invalidProps('Province', Boolean(errors.Province))}
            >
              <option value="">{t('checkout.provincePlaceholder')}</option>
              {omanProvinces().map((p) => (
                <option key={p.name} value={p.name}>
                  {placeName(t, p.name, p.nameAr)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="Wilaya" label={t('checkout.wilaya')} invalid={Boolean(errors.Wilaya)}>
            <select
              {...register('Wilaya', { onChange: onWilayaChange })}
              id="Wilaya"
              disabled={!province}
              className={controlClass}
              {...invalidProps('Wilaya', Boolean(errors.Wilaya))}
            >
              <option value="">{t('checkout.wilayaPlaceholder')}</option>
              {wilayas.map((w) => (
                <option key={w.nameEn} value={w.nameEn}>
                  {placeName(t, w.nameEn, w.nameAr)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="WilayaZone" label={t('checkout.zone')} invalid={Boolean(errors.WilayaZone)}>
            <select
              {...register('WilayaZone')}
              id="WilayaZone"
              disabled={!wilaya}
              className={controlClass}
              {...invalidProps('WilayaZone', Boolean(errors.WilayaZone))}
            >
              <option value="">{t('checkout.zonePlaceholder')}</option>
              {zones.map((z) => (
                <option key={z.zoneId} value={z.zoneId}>
                  {placeName(t, z.nameEn, z.nameAr)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      )}
      <Field id="Address" label={t('checkout.address')} invalid={Boolean(errors.Address)} optional={oman}>
        <input
          {...register('Address')}
          id="Address"
          autoComplete="street-address"
          placeholder={t('checkout.addressHint')}
          maxLength={500}
          className={controlClass}
          {...invalidProps('Address', Boolean(errors.Address))}
        />
      </Field>
      <Field
        id="PostalCode"
        label={t('checkout.postalCode')}
        invalid={Boolean(errors.PostalCode)}
        optional
        className="desk:max-w-56"
      >
        <input
          {...register('PostalCode')}
          id="PostalCode"
          dir="ltr"
          autoComplete="postal-code"
          maxLength={12}
          className={controlClass}
          {...invalidProps('PostalCode', Boolean(errors.PostalCode))}
        />
      </Field>
    </div>
  );
}
