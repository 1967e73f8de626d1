'use client';

import { useCallback } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { TOAST_MS, useNotify } from '@/lib/toast';
import { type CartOutcome, cartToast } from './cart-toast';

/** Shows the toast a cart change earns (SPEC §8 timeout). */
export function useCartToast(): (outcome: CartOutcome) => void {
  const t = useT();
  const notify = useNotify();
  return useCallback(
    (outcome: CartOutcome) => {
      const toast = cartToast(outcome);
      if (toast) notify[toast.kind](t(toast.message), TOAST_MS.cart);
    },
    [t, notify],
  );
}
