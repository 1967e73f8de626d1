'use client';

import type { Quote, QuoteForm } from '@shop/domain/schemas/order-quote';
import { useEffect, useRef, useState } from 'react';
import { quoteCart } from '@/lib/browser/order-api';
import { useCart } from './cart-store';
import { cartLineRefs, quoteKey } from './quote-request';

/** Wait after a change (a quantity stepped, a zone chosen) before asking again, so a burst of clicks asks once. */
const SETTLE_MS = 200;

export interface CartQuoteView {
  /** The figures to show: the server's, once this page has had one. */
  quote: Quote | null;
  /** The quote answers the cart and destination as they are now (what may be placed). */
  fresh: boolean;
  /** The server could not be asked: the page shows its own figures, marked as estimates. */
  failed: boolean;
  /** The key of the cart as it is now (quote-request.ts), for placing it. */
  key: string;
}

/**
 * The server's quote for the cart (issue 13): asked when the page opens (the cart, checkout)
 * and again whenever the items, quantities, code or destination change; each answer brings
 * the cart up to date (cart-store applyQuote). Until this page has its first answer there is
 * no quote to show (the caller shows placeholders, never figures of its own).
 */
export function useCartQuote(form: QuoteForm | null, enabled: boolean): CartQuoteView {
  const items = useCart((s) => s.items);
  const discount = useCart((s) => s.verifiedDiscount);
  const quote = useCart((s) => s.quote);
  const storedKey = useCart((s) => s.quoteKey);
  const key = quoteKey(items, discount, form);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [seenHere, setSeenHere] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    if (!enabled || useCart.getState().items.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(
      async () => {
        const state = useCart.getState();
        const result = await quoteCart(
          { items: cartLineRefs(state.items), discount_code: state.verifiedDiscount?.code, ...(form ? { form } : {}) },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        if (result.ok) {
          useCart.getState().applyQuote(result.data, key);
          setSeenHere(true);
          setFailedKey(null);
        } else {
          setFailedKey(key);
        }
      },
      asked.current ? SETTLE_MS : 0,
    );
    asked.current = true;
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` holds everything the request is made of (the form included, a new object each render), so it is the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form is read through key (quoteKey); listing it would restart the wait every render
  }, [key, enabled]);

  return { quote: seenHere ? quote : null, fresh: seenHere && storedKey === key, failed: failedKey === key, key };
}
