'use client';

import { type Baisa, toRial } from '@shop/domain/money';
import type { CheckoutFields } from '@shop/domain/schemas/checkout';
import { useShopRouter } from '@/lib/i18n/navigation';
import { useRef, useState } from 'react';
import {
  type PlaceOrderInput,
  changedQuote,
  isPlacementInDoubt,
  isReusedOrderKey,
  placeOrder,
} from '@/lib/browser/order-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { routes } from '@/lib/routes';
import { TOAST_MS, useNotify } from '@/lib/toast';
import { useCart } from '../cart/public';
import { cartLineRefs } from '../cart/public-checkout';
import { useCheckoutState } from './checkout-state';
import { failureText } from '@/lib/i18n/failure-text';

const resetAttemptKey = () => useCheckoutState.getState().resetAttempt();

export type PlaceOrderPhase = 'idle' | 'pending' | 'leaving';

/** Pauses between sends of an order that got no decision (seconds after each try): about half a minute in all. */
const RESEND_AFTER_MS = [1000, 2000, 3000, 5000, 8000, 10_000];
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** What the page showed when the shopper pressed Pay / Place Order: the grand total and the quote's key (quote-request.ts). */
export interface ShownOrder {
  grandTotal: Baisa;
  quoteKey: string;
}

/**
 * SPEC §4 'Placing an order': POST /api/orders with the cart's item codes and quantities, the
 * verified discount code and the form, under one idempotency key per attempt (a double click
 * or a retry after a lost reply places the order once).
 * - Issue 13: the request carries the grand total the page showed (and each line's shown
 *   price). If the order would now bill anything else, the server writes nothing and answers
 *   with a new quote: the page shows it (which line changed, the new totals) and the shopper
 *   decides again.
 * - COD: the order id and billed total are stored, the cart cleared, then /order-placed?oid={id}.
 * - Card: the order id, billed total and payment secret are stored and the browser goes to the
 *   provider's page; the cart is cleared only once the payment is verified.
 * - Issue 32: no answer, or a 502/503/504 (a node gone, the database restarting), decided
 *   nothing the browser knows of: the same request goes again with the same key, a few times
 *   over about half a minute, while the page says "One moment…" instead of failing.
 * - Failure: an error toast with the server's message; a 4xx wrote nothing, so the next try
 *   gets a new key. The form keeps its values.
 */
export function usePlaceOrder() {
  const t = useT();
  const notify = useNotify();
  const router = useShopRouter();
  const [phase, setPhase] = useState<PlaceOrderPhase>('idle');
  /** The last try was refused because the cart changed: the page says so until the next try. */
  const [repriced, setRepriced] = useState(false);
  /** The last send decided nothing and the order is being sent again. */
  const [waiting, setWaiting] = useState(false);
  const busy = useRef(false);

  const place = async (form: CheckoutFields, shown: ShownOrder) => {
    if (busy.current) return;
    busy.current = true;
    setPhase('pending');
    setRepriced(false);
    const { items, verifiedDiscount } = useCart.getState();
    const request: Omit<PlaceOrderInput, 'idempotency_key'> = {
      items: cartLineRefs(items),
      discount_code: verifiedDiscount?.code,
      form,
      expected_total: toRial(shown.grandTotal),
    };
    const sendOnce = () => placeOrder({ ...request, idempotency_key: useCheckoutState.getState().ensureAttemptKey() });
    const send = async () => {
      let outcome = await sendOnce();
      for (const wait of RESEND_AFTER_MS) {
        if (!isPlacementInDoubt(outcome)) break;
        setWaiting(true);
        await pause(wait);
        outcome = await sendOnce();
      }
      setWaiting(false);
      return outcome;
    };
    let result = await send();
    // The attempt's key already placed an order for another cart or form (the shopper came
    // back from the payment page and changed something): this is a new order, with a new key.
    if (isReusedOrderKey(result)) {
      resetAttemptKey();
      result = await send();
    }
    const stop = () => {
      busy.current = false;
      setPhase('idle');
    };
    const changed = changedQuote(result);
    if (changed) {
      resetAttemptKey();
      useCart.getState().applyQuote(changed, shown.quoteKey);
      setRepriced(true);
      notify.warning(t('checkout.pricesChanged'), TOAST_MS.checkout);
      return stop();
    }
    if (!result.ok) {
      if (result.status >= 400 && result.status < 500) resetAttemptKey();
      notify.error(failureText(t, result));
      return stop();
    }
    const { order, payment } = result.data;
    const checkout = useCheckoutState.getState();
    checkout.setOrderId(order.name, `${form.CountryNumber}${form.MobileNumber}`, {
      grandTotal: order.grand_total,
      paymentSecret: payment?.payment_secret ?? null,
    });
    if (form.PaymentType === 'COD') {
      setPhase('leaving');
      useCart.getState().clearCart();
      resetAttemptKey();
      router.push(routes.orderPlaced(order.name));
      return;
    }
    if (payment?.session_url) {
      window.location.assign(payment.session_url);
      return;
    }
    // A card order without a payment page: the same key asks the server again on retry.
    notify.error(t('checkout.noPayment'));
    stop();
  };

  return { phase, repriced, waiting, place };
}
