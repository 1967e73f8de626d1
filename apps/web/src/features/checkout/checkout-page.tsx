'use client';

import { useEffect, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n/delivered';
import { type CartLine, type VerifiedDiscount, useCart } from '../cart/cart-store';
import { useCartHydrated } from '../cart/use-cart-hydrated';
import { type CheckoutStep, CheckoutBreadcrumb } from './checkout-breadcrumb';
import { CartEmpty } from '../cart/cart-empty';
import type { CheckoutSettings } from './checkout-settings';
import { checkoutTotals } from './checkout-totals';
import { InformationStep } from './information-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { useCheckoutForm } from './use-checkout-form';
import { usePlaceOrder } from './use-place-order';

interface FlowProps {
  settings: CheckoutSettings;
  items: CartLine[];
  discount: VerifiedDiscount | null;
  pending: boolean;
  onPlace: ReturnType<typeof usePlaceOrder>['place'];
}

/** The two steps in one form: Information validates before Payment (SPEC §4), Payment validates again before placing. */
function CheckoutFlow({ settings, items, discount, pending, onPlace }: FlowProps) {
  const api = useCheckoutForm(settings);
  const { form } = api;
  const [step, setStep] = useState<CheckoutStep>('information');
  const stepRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const [CountryField, ShippingField, Province, Wilaya, WilayaZone] = useWatch({
    control: form.control,
    name: ['CountryField', 'ShippingField', 'Province', 'Wilaya', 'WilayaZone'],
  });
  const totals = checkoutTotals(items, discount, { CountryField, ShippingField, Province, Wilaya, WilayaZone }, settings.freeShippingAbove);

  useEffect(() => {
    // After a step change (not on first render) the new step takes the focus, at the top of the page.
    if (!moved.current) return;
    window.scrollTo({ top: 0 });
    stepRef.current?.focus({ preventScroll: true });
  }, [step]);

  const show = (next: CheckoutStep) => {
    moved.current = true;
    setStep(next);
  };
  const toPayment = form.handleSubmit(() => show('payment'), api.onInvalid);
  const placeIfValid = form.handleSubmit(onPlace, (errors) => {
    api.onInvalid(errors);
    show('information');
  });

  return (
    <FormProvider {...form}>
      <div className="grid gap-8 desk:grid-cols-[minmax(0,1fr)_22rem] desk:gap-12">
        <form noValidate onSubmit={step === 'information' ? toPayment : placeIfValid} className="flex min-w-0 flex-col gap-6">
          <CheckoutBreadcrumb step={step} onSelect={(next) => (next === 'payment' ? void toPayment() : show('information'))} />
          <div ref={stepRef} tabIndex={-1} aria-label={step === 'information' ? t('checkout.step.information') : t('checkout.step.payment')} role="group" className="outline-none">
            {step === 'information' ? (
              <InformationStep api={api} settings={settings} deliveryFee={totals.shipping} />
            ) : (
              <PaymentStep settings={settings} grandTotal={totals.grandTotal} deliveryFee={totals.shipping} pending={pending} onBack={() => show('information')} />
            )}
          </div>
        </form>
        <OrderSummary items={items} discount={discount} totals={totals} />
      </div>
    </FormProvider>
  );
}

/** SPEC §2 'Checkout page': waits for the stored cart; an empty cart shows the cart's empty state. */
export function CheckoutPage({ settings }: { settings: CheckoutSettings }) {
  const hydrated = useCartHydrated();
  const items = useCart((s) => s.items);
  const discount = useCart((s) => s.verifiedDiscount);
  const { phase, place } = usePlaceOrder();

  if (!hydrated) return <Skeleton className="h-96 w-full" />;
  if (phase === 'leaving') {
    return (
      <div className="flex items-center justify-center gap-3 py-16 text-muted">
        <Spinner className="size-5" />
        <span>{t('checkout.placing')}</span>
      </div>
    );
  }
  if (items.length === 0) return <CartEmpty />;
  return <CheckoutFlow settings={settings} items={items} discount={discount} pending={phase === 'pending'} onPlace={place} />;
}
