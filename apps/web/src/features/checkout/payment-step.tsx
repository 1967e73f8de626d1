'use client';

import { formatDisplayDate } from '@shop/domain/dates';
import { toBaisa } from '@shop/domain/money';
import { omanProvinces, wilayasOf, zonesOf } from '@shop/domain/oman-delivery';
import { type CheckoutFields, PAYMENT_TYPES } from '@shop/domain/schemas/checkout';
import { isOman } from '@shop/domain/shipping';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { type ShownTotals, deliveryFee } from '../cart/public-checkout';
import type { CheckoutSettings } from './checkout-settings';
import { Choice, hintId, sectionTitleClass } from './field';
import { price } from '@/lib/i18n/price';
import type { Translate } from '@/lib/i18n/translate';
import { placeName } from './place-name';
import { leftToRight } from '@/lib/i18n/locale';

interface PaymentStepProps {
  settings: CheckoutSettings;
  /** The server's figures for this cart and destination; null until it has answered. */
  totals: ShownTotals | null;
  /** False when the total is under the card provider's minimum (cardMinimum, rial). */
  cardAvailable: boolean;
  cardMinimum: number | null;
  /** The figures on screen answer the cart as it is, and every line can be had: the order may be placed. */
  ready: boolean;
  /** The last try was refused because the cart changed meanwhile. */
  repriced: boolean;
  pending: boolean;
  /** The order got no decision yet (the shop is restarting something) and is being sent again. */
  waiting: boolean;
  onBack(): void;
}

const paymentLabel = { 'Credit / Debit Card': 'checkout.payment.card', COD: 'checkout.payment.cod' } as const;
const paymentId = { 'Credit / Debit Card': 'payment-card', COD: 'payment-cod' } as const;
const paymentHint = { 'Credit / Debit Card': 'checkout.payment.cardHint', COD: 'checkout.payment.codHint' } as const;

function Review({ label, value, onChange }: { label: string; value: string; onChange(): void }) {
  const t = useT();
  return (
    <div className="flex items-start gap-3 py-3 text-sm">
      <dt className="w-20 shrink-0 text-muted">{label}</dt>
      <dd className="min-w-0 flex-1 break-words">{value}</dd>
      <dd>
        <button
          type="button"
          onClick={onChange}
          aria-label={t('checkout.changeLabel', { what: label })}
          className="text-xs font-semibold text-brand hover:underline"
        >
          {t('checkout.change')}
        </button>
      </dd>
    </div>
  );
}

/** What the review box says about where the order goes. */
function destination(t: Translate, v: CheckoutFields, settings: CheckoutSettings): string {
  const comma = t.locale === 'ar-OM' ? '، ' : ', ';
  if (v.ShippingField === 'Pick up from Store') {
    const time = settings.pickupTimes.find((p) => p.value === v.TimeField)?.label ?? v.TimeField;
    const outlet = settings.outlets.find((o) => o.value === v.Outlet)?.label ?? v.Outlet;
    return [outlet, v.DateField && formatDisplayDate(v.DateField), time].filter(Boolean).join(comma);
  }
  const province = omanProvinces().find((p) => p.name === v.Province);
  const wilaya = wilayasOf(v.Province).find((w) => w.nameEn === v.Wilaya);
  const zone = zonesOf(v.Province, v.Wilaya).find((z) => z.zoneId === v.WilayaZone);
  const places = [
    zone && placeName(t, zone.nameEn, zone.nameAr),
    wilaya ? placeName(t, wilaya.nameEn, wilaya.nameAr) : v.Wilaya,
  ];
  const country = settings.countries.find((c) => c.name === v.CountryField)?.label ?? v.CountryField;
  return [
    v.Address,
    ...places,
    province ? placeName(t, province.name, province.nameAr) : v.Province,
    v.PostalCode,
    country,
  ]
    .filter(Boolean)
    .join(comma);
}

/**
 * Step 2 (SPEC §2/§3): the details to confirm, the payment method (COD in Oman only), the total
 * and the pay button. Issue 13: the total is the server's; a total a card cannot pay (under the
 * provider's minimum) disables the card and says why, choosing COD where it is offered.
 */
export function PaymentStep({
  settings,
  totals,
  cardAvailable,
  cardMinimum,
  ready,
  repriced,
  pending,
  waiting,
  onBack,
}: PaymentStepProps) {
  const t = useT();
  const { register, control, setValue } = useFormContext<CheckoutFields>();
  const values = useWatch({ control }) as CheckoutFields;
  const oman = isOman(values.CountryField);
  // SPEC §4: COD is shown only when the country is Oman.
  const types = oman ? PAYMENT_TYPES : PAYMENT_TYPES.filter((p) => p !== 'COD');
  const card = values.PaymentType === 'Credit / Debit Card';
  useEffect(() => {
    if (!cardAvailable && oman && card) setValue('PaymentType', 'COD', { shouldDirty: true });
  }, [cardAvailable, oman, card, setValue]);
  const cardNote =
    !cardAvailable && cardMinimum !== null
      ? t('checkout.cardMinimum', { amount: price(t, toBaisa(cardMinimum)) })
      : null;
  const pickup = values.ShippingField === 'Pick up from Store';
  const contact = [leftToRight(`+${values.CountryNumber} ${values.MobileNumber}`), values.FirstName, values.Email]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="review-title" className="flex flex-col gap-2">
        <h2 id="review-title" className={sectionTitleClass}>
          {t('checkout.review')}
        </h2>
        <dl className="divide-y divide-line rounded-xl border border-line px-4">
          <Review label={t('checkout.review.contact')} value={contact} onChange={onBack} />
          <Review
            label={pickup ? t('checkout.review.pickup') : t('checkout.review.shipTo')}
            value={destination(t, values, settings)}
            onChange={onBack}
          />
        </dl>
      </section>
      <fieldset className="flex flex-col gap-2">
        <legend className={`${sectionTitleClass} mb-3`}>{t('checkout.paymentMethod')}</legend>
        {types.map((p) => {
          const off = p === 'Credit / Debit Card' && !cardAvailable;
          return (
            <Choice
              key={p}
              id={paymentId[p]}
              label={t(paymentLabel[p])}
              hint={off && cardNote ? cardNote : t(paymentHint[p])}
            >
              <input
                {...register('PaymentType')}
                id={paymentId[p]}
                type="radio"
                value={p}
                disabled={off}
                aria-describedby={hintId(paymentId[p])}
                className="mt-0.5 size-4 accent-brand"
              />
            </Choice>
          );
        })}
      </fieldset>
      {repriced && (
        <p
          role="alert"
          className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
          data-testid="prices-changed"
        >
          {t('checkout.pricesChanged')}
        </p>
      )}
      {waiting && (
        <p role="status" className="rounded-xl bg-cream px-4 py-3 text-sm font-medium" data-testid="order-waiting">
          {t('checkout.oneMoment')}
        </p>
      )}
      <dl className="flex flex-col gap-2 rounded-xl bg-cream px-4 py-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('checkout.deliveryFee')}</dt>
          <dd data-testid="payment-delivery-fee">
            {totals ? deliveryFee(t, totals.shipping ?? 0) : <Skeleton className="h-4 w-20" />}
          </dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-semibold">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="payment-total" aria-busy={!ready}>
            {totals ? price(t, totals.grandTotal) : <Skeleton className="h-5 w-24" />}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col-reverse items-center gap-4 desk:flex-row desk:justify-between">
        <button type="button" onClick={onBack} className="text-sm font-semibold text-brand hover:underline">
          <span aria-hidden="true">‹ </span>
          {t('checkout.returnToInformation')}
        </button>
        <Button
          type="submit"
          disabled={pending || !ready || (card && !cardAvailable)}
          aria-busy={pending}
          className="w-full desk:w-auto desk:min-w-44"
        >
          {pending && <Spinner label={t('checkout.placing')} />}
          {values.PaymentType === 'COD' ? t('checkout.placeOrder') : t('checkout.payNow')}
        </Button>
      </div>
    </div>
  );
}
