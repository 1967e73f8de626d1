'use client';

import type { CheckoutFields } from '@shop/domain/schemas/checkout';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { type PlaceOrderInput, isReusedOrderKey, placeOrder } from '@/lib/browser/order-api';
import { t } from '@/lib/i18n/delivered';
import { routes } from '@/lib/routes';
import { notify } from '@/lib/toast';
import { useCart } from '../cart/cart-store';
import { useCheckoutState } from './checkout-state';

const resetAttemptKey = () => useCheckoutState.getState().resetAttempt();

export type PlaceOrderPhase = 'idle' | 'pending' | 'leaving';

/**
 * SPEC §4 'Placing an order': POST /api/orders with the cart's item codes and quantities, the
 * verified discount code and the form, under one idempotency key per attempt (a double click
 * or a retry after a lost reply places the order once).
 * - COD: the order id is stored, the cart cleared, then /order-placed?oid={id}.
 * - Card: the order id is stored and the browser goes to the provider's page; the cart is
 *   cleared only once the payment is verified.
 * - Failure: an error toast with the server's message; a 4xx wrote nothing, so the next try
 *   gets a new key. The form keeps its values.
 */
export function usePlaceOrder() {
  const router = useRouter();
  const [phase, setPhase] = useState<PlaceOrderPhase>('idle');
  const busy = useRef(false);

  const place = async (form: CheckoutFields) => {
    if (busy.current) return;
    busy.current = true;
    setPhase('pending');
    const { items, verifiedDiscount } = useCart.getState();
    const request: Omit<PlaceOrderInput, 'idempotency_key'> = {
      items: items.map((l) => ({ item_code: l.product.itemCode, quantity: l.quantity })),
      discount_code: verifiedDiscount?.code,
      form,
    };
    const send = () => placeOrder({ ...request, idempotency_key: useCheckoutState.getState().ensureAttemptKey() });
    let result = await send();
    // The attempt's key already placed an order for another cart or form (the shopper came
    // back from the payment page and changed something): this is a new order, with a new key.
    if (isReusedOrderKey(result)) {
      resetAttemptKey();
      result = await send();
    }
    if (!result.ok) {
      if (result.status >= 400 && result.status < 500) resetAttemptKey();
      notify.error(result.message);
      busy.current = false;
      setPhase('idle');
      return;
    }
    const { order, payment } = result.data;
    const checkout = useCheckoutState.getState();
    checkout.setOrderId(order.name, `${form.CountryNumber}${form.MobileNumber}`);
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
    busy.current = false;
    setPhase('idle');
  };

  return { phase, place };
}
