'use client';

import { useEffect, useState } from 'react';
import { useCheckoutState } from '@/features/checkout/checkout-state';
import { t } from '@/lib/i18n/delivered';

/** SPEC §2 'Order placed': the confirmation call goes to the number the order was placed with (kept in this browser only). */
export function PlacedCallNote({ orderId }: { orderId: string | null }) {
  const [number, setNumber] = useState<string | null>(null);
  useEffect(() => {
    const state = useCheckoutState.getState();
    if (state.contactNumber && (!orderId || state.orderId === orderId)) setNumber(state.contactNumber);
  }, [orderId]);
  return (
    <p className="max-w-md text-muted" data-testid="placed-call">
      {number ? t('orders.placedCall', { number: `+${number}` }) : t('orders.placedCallNoNumber')}
    </p>
  );
}
