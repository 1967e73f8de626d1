'use client';

import { useT } from '@/lib/i18n/i18n-provider';
import { useBilledTotal } from './use-receipt';

/** /order-success: the amount the server says was paid for this order (issue 13), in the browser that paid it. */
export function PaidTotal({ orderId }: { orderId: string | null }) {
  const t = useT();
  const total = useBilledTotal(orderId);
  if (!total) return null;
  return (
    <p className="text-lg font-semibold" data-testid="billed-total">
      {t('orders.paidTotal', { total })}
    </p>
  );
}
