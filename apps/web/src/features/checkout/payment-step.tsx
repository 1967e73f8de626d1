'use client';

import { formatDisplayDate } from '@shop/domain/dates';
import { type Baisa, formatOMR } from '@shop/domain/money';
import { zonesOf } from '@shop/domain/oman-delivery';
import { type CheckoutFields, PAYMENT_TYPES } from '@shop/domain/schemas/checkout';
import { isOman } from '@shop/domain/shipping';
import { useFormContext, useWatch } from 'react-hook-form';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n/delivered';
import type { CheckoutSettings } from './checkout-settings';
import { Choice, hintId, sectionTitleClass } from './field';

interface PaymentStepProps {
  settings: CheckoutSettings;
  grandTotal: Baisa;
  deliveryFee: Baisa;
  pending: boolean;
  onBack(): void;
}

const paymentLabel = { 'Credit / Debit Card': t('checkout.payment.card'), COD: t('checkout.payment.cod') } as const;
const paymentId = { 'Credit / Debit Card': 'payment-card', COD: 'payment-cod' } as const;
const paymentHint = { 'Credit / Debit Card': t('checkout.payment.cardHint'), COD: t('checkout.payment.codHint') } as const;

function Review({ label, value, onChange }: { label: string; value: string; onChange(): void }) {
  return (
    <div className="flex items-start gap-3 py-3 text-sm">
      <dt className="w-20 shrink-0 text-muted">{label}</dt>
      <dd className="min-w-0 flex-1 break-words">{value}</dd>
      <dd>
        <button type="button" onClick={onChange} aria-label={t('checkout.changeLabel', { what: label })} className="text-xs font-semibold text-brand hover:underline">
          {t('checkout.change')}
        </button>
      </dd>
    </div>
  );
}

/** What the review box says about where the order goes. */
function destination(v: CheckoutFields, settings: CheckoutSettings): string {
  if (v.ShippingField === 'Pick up from Store') {
    const time = settings.pickupTimes.find((p) => p.value === v.TimeField)?.label ?? v.TimeField;
    return [v.Outlet, v.DateField && formatDisplayDate(v.DateField), time].filter(Boolean).join(', ');
  }
  const zone = zonesOf(v.Province, v.Wilaya).find((z) => z.zoneId === v.WilayaZone)?.nameEn;
  return [v.Address, zone, v.Wilaya, v.Province, v.PostalCode, v.CountryField].filter(Boolean).join(', ');
}

/** Step 2 (SPEC §2/§3): the details to confirm, the payment method (COD in Oman only), the total and the pay button. */
export function PaymentStep({ settings, grandTotal, deliveryFee, pending, onBack }: PaymentStepProps) {
  const { register, control } = useFormContext<CheckoutFields>();
  const values = useWatch({ control }) as CheckoutFields;
  const oman = isOman(values.CountryField);
  // SPEC §4: COD is shown only when the country is Oman.
  const types = oman ? PAYMENT_TYPES : PAYMENT_TYPES.filter((p) => p !== 'COD');
  const pickup = values.ShippingField === 'Pick up from Store';
  const contact = [`+${values.CountryNumber} ${values.MobileNumber}`, values.FirstName, values.Email].filter(Boolean).join(' · ');

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="review-title" className="flex flex-col gap-2">
        <h2 id="review-title" className={sectionTitleClass}>
          {t('checkout.review')}
        </h2>
        <dl className="divide-y divide-line rounded-xl border border-line px-4">
          <Review label={t('checkout.review.contact')} value={contact} onChange={onBack} />
          <Review label={pickup ? t('checkout.review.pickup') : t('checkout.review.shipTo')} value={destination(values, settings)} onChange={onBack} />
        </dl>
      </section>
      <fieldset className="flex flex-col gap-2">
        <legend className={`${sectionTitleClass} mb-3`}>{t('checkout.paymentMethod')}</legend>
        {types.map((p) => (
          <Choice key={p} id={paymentId[p]} label={paymentLabel[p]} hint={paymentHint[p]}>
            <input {...register('PaymentType')} id={paymentId[p]} type="radio" value={p} aria-describedby={hintId(paymentId[p])} className="mt-0.5 size-4 accent-brand" />
          </Choice>
        ))}
      </fieldset>
      <dl className="flex flex-col gap-2 rounded-xl bg-cream px-4 py-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('checkout.deliveryFee')}</dt>
          <dd data-testid="payment-delivery-fee">{formatOMR(deliveryFee)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-semibold">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="payment-total">{formatOMR(grandTotal)}</dd>
        </div>
      </dl>
      <div className="flex flex-col-reverse items-center gap-4 desk:flex-row desk:justify-between">
        <button type="button" onClick={onBack} className="text-sm font-semibold text-brand hover:underline">
          <span aria-hidden="true">‹ </span>
          {t('checkout.returnToInformation')}
        </button>
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending}
          className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand px-8 font-semibold text-white hover:bg-brand-dark disabled:opacity-70 desk:w-auto desk:min-w-44"
        >
          {pending && <Spinner label={t('checkout.placing')} />}
          {values.PaymentType === 'COD' ? t('checkout.placeOrder') : t('checkout.payNow')}
        </button>
      </div>
    </div>
  );
}
