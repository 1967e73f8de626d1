'use client';

import { useT } from '@/lib/i18n/i18n-provider';
import { useCart } from './cart-store';

/** The code as the last quote found it: taking nothing off this cart (kept), or removed (SPEC §4: an invalid code clears the discount). */
export function DiscountNotice() {
  const t = useT();
  const notice = useCart((s) => s.discountNotice);
  if (!notice) return null;
  const text =
    notice.kind === 'dropped'
      ? t('cart.discountDropped', { code: notice.code, reason: notice.reason })
      : t('cart.discountRemoved', { code: notice.code, reason: notice.reason });
  return (
    <p role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="discount-notice">
      {text}
    </p>
  );
}
