'use client';

import { useT } from '@/lib/i18n/i18n-provider';
import { useCart } from './cart-store';
import { Code } from '@/components/ui/code';
import { richMessage } from '@/lib/i18n/rich-message';

/** The code as the last quote found it: taking nothing off this cart (kept), or removed (SPEC §4: an invalid code clears the discount). */
export function DiscountNotice() {
  const t = useT();
  const notice = useCart((s) => s.discountNotice);
  if (!notice) return null;
  const text =
    notice.kind === 'dropped'
      ? richMessage(t, 'cart.discountDropped', { code: <Code>{notice.code}</Code>, reason: notice.reason })
      : richMessage(t, 'cart.discountRemoved', { code: <Code>{notice.code}</Code>, reason: notice.reason });
  return (
    <p role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="discount-notice">
      {text}
    </p>
  );
}
