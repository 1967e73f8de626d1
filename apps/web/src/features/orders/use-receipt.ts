'use client';

import { formatOMR, toBaisa } from '@shop/domain/money';
import { useEffect, useState } from 'react';
import { useCheckoutState } from '@/features/checkout/public';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { languageOf } from '@/lib/i18n/locale';

/**
 * The total the server billed for this order, as its placement or payment check answered this
 * browser (checkout-state receipt), formatted; null for any other order. Order names are
 * sequential, so no page looks totals up by name: a stranger's link shows no amount.
 */
export function useBilledTotal(orderId: string | null): string | null {
  const language = languageOf(useLocale());
  const [total, setTotal] = useState<string | null>(null);
  useEffect(() => {
    const receipt = useCheckoutState.getState().receipt;
    if (orderId && receipt?.orderId === orderId) setTotal(formatOMR(toBaisa(receipt.grandTotal), language));
  }, [orderId, language]);
  return total;
}
