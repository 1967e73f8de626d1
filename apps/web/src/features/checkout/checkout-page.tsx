'use client';

import { useEffect, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCart } from '../cart/public';
import {
  CartEmpty,
  estimatedTotals,
  isBlocked,
  quotedTotals,
  type ShownTotals,
  useCartHydrated,
  useCartQuote,
} from '../cart/public-checkout';
import { CartChanges } from './cart-changes';
import { type CheckoutStep, CheckoutBreadcrumb } from './checkout-breadcrumb';
import type { CheckoutSettings } from './checkout-settings';
import { checkoutTotals } from './checkout-totals';
import { InformationStep } from './information-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { useCheckoutForm } from './use-checkout-form';
import { usePlaceOrder } from './use-place-order';

interface FlowProps {
  settings: CheckoutSettings;
  placing: ReturnType<typeof usePlaceOrder>;
}

/**
 * The two steps in one form: Information validates before Payment (SPEC §4), Payment validates
 * again before placing. Issue 13: every figure is the server's quote for this cart and
 * destination, asked again as the destination changes; Pay waits for the quote that answers
 * what is on screen, and sends its total so the server bills exactly that or refuses.
 */
function CheckoutFlow({ settings, placing }: FlowProps) {
  const t = useT();
  const api = useCheckoutForm(settings);
  const { form } = api;
  const [step, setStep] = useState<CheckoutStep>('information');
  const stepRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const items = useCart((s) => s.items);
  const discount = useCart((s) => s.verifiedDiscount);
  const changes = useCart((s) => s.changes);
  const [CountryField, ShippingField, Province, Wilaya, WilayaZone] = useWatch({
    control: form.control,
    name: ['CountryField', 'ShippingField', 'Province', 'Wilaya', 'WilayaZone'],
  });
  const destination = { CountryField, ShippingField, Province, Wilaya, WilayaZone };
  const { quote, fresh, failed, key } = useCartQuote(destination, true);
  const totals: ShownTotals | null = failed
    ? estimatedTotals(checkoutTotals(items, discount, destination, settings.freeShippingAbove), true)
    : quote && quotedTotals(quote);
  const blocked = items.some((l) => isBlocked(changes[l.product.id]));
  const cardAvailable = failed || !quote || quote.card.available;

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
  const placeIfValid = form.handleSubmit(
    async (values) => {
      if (!totals || !(fresh || failed) || blocked) return;
      await placing.place(values, { grandTotal: totals.grandTotal, quoteKey: key });
    },
    (errors) => {
      api.onInvalid(errors);
      show('information');
    },
  );

  return (
    <FormProvider {...form}>
      <div className="grid gap-8 desk:grid-cols-[minmax(0,1fr)_22rem] desk:gap-12">
        <form
          noValidate
          onSubmit={step === 'information' ? toPayment : placeIfValid}
          className="flex min-w-0 flex-col gap-6"
        >
          <CheckoutBreadcrumb
            step={step}
            onSelect={(next) => (next === 'payment' ? void toPayment() : show('information'))}
          />
          <CartChanges items={items} changes={changes} />
          <div
            ref={stepRef}
            tabIndex={-1}
            aria-label={step === 'information' ? t('checkout.step.information') : t('checkout.step.payment')}
            role="group"
            className="outline-none"
          >
            {step === 'information' ? (
              <InformationStep api={api} settings={settings} deliveryFee={totals?.shipping ?? null} />
            ) : (
              <PaymentStep
                settings={settings}
                totals={totals}
                cardAvailable={cardAvailable}
                cardMinimum={quote?.card.minimum ?? null}
                ready={(fresh || failed) && !blocked}
                repriced={placing.repriced}
                pending={placing.phase === 'pending'}
                waiting={placing.waiting}
                onBack={() => show('information')}
              />
            )}
          </div>
        </form>
        <OrderSummary
          items={items}
          changes={changes}
          discount={discount}
          totals={totals}
          fresh={fresh}
          estimate={failed}
        />
      </div>
    </FormProvider>
  );
}

/** SPEC §2 'Checkout page': waits for the stored cart; an empty cart shows the cart's empty state. */
export function CheckoutPage({ settings }: { settings: CheckoutSettings }) {
  const t = useT();
  const hydrated = useCartHydrated();
  const empty = useCart((s) => s.items.length === 0);
  const placing = usePlaceOrder();

  if (!hydrated) return <Skeleton className="h-96 w-full" />;
  if (placing.phase === 'leaving') {
    return (
      <div className="flex items-center justify-center gap-3 py-16 text-muted">
        <Spinner className="size-5" />
        <span>{t('checkout.placing')}</span>
      </div>
    );
  }
  if (empty) return <CartEmpty />;
  return <CheckoutFlow settings={settings} placing={placing} />;
}
