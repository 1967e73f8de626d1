'use client';

import { useEffect, useState } from 'react';
import { useCheckoutState } from '@/features/checkout/public';
import { useT } from '@/lib/i18n/i18n-provider';
import { useBilledTotal } from './use-receipt';
import { Code } from '@/components/ui/code';
import { richMessage } from '@/lib/i18n/rich-message';

/**
 * SPEC §2 'Order placed': the confirmation call goes to the number the order was placed with,
 * and (issue 13) the total the server billed; both kept in this browser only.
 */
export function PlacedCallNote({ orderId }: { orderId: string | null }) {
  const t = useT();
  const [number, setNumber] = useState<string | null>(null);
  const total = useBilledTotal(orderId);
  useEffect(() => {
    const state = useCheckoutState.getState();
    if (state.contactNumber && (!orderId || state.orderId === orderId)) setNumber(state.contactNumber);
  }, [orderId]);
  return (
    <>
      {total && (
        <p className="text-lg font-semibold" data-testid="billed-total">
          {t('orders.placedTotal', { total })}
        </p>
      )}
      <p className="max-w-md text-muted" data-testid="placed-call">
        {number
          ? richMessage(t, 'orders.placedCall', { number: <Code>+{number}</Code> })
          : t('orders.placedCallNoNumber')}
      </p>
    </>
  );
}
