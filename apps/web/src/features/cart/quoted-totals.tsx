'use client';

import type { CartTotals } from '@shop/domain/cart-totals';
import { type Baisa, toBaisa } from '@shop/domain/money';
import type { Quote } from '@shop/domain/schemas/order-quote';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';

/** The totals a page shows, in baisa: the server's quote (shipping null until the destination is known). */
export interface ShownTotals {
  subTotal: Baisa;
  discount: Baisa;
  vat: Baisa;
  shipping: Baisa | null;
  grandTotal: Baisa;
}

export function quotedTotals(quote: Quote): ShownTotals {
  return {
    subTotal: toBaisa(quote.sub_total),
    discount: toBaisa(quote.discount_amount),
    vat: toBaisa(quote.vat),
    shipping: quote.shipping === null ? null : toBaisa(quote.shipping),
    grandTotal: toBaisa(quote.grand_total),
  };
}

/** The browser's own figures, shown only when the server could not be asked (marked as estimates). */
export function estimatedTotals(totals: CartTotals, shippingKnown: boolean): ShownTotals {
  return {
    subTotal: totals.subTotal,
    discount: totals.discountOffset,
    vat: totals.vat,
    shipping: shippingKnown ? totals.shipping : null,
    grandTotal: totals.grandTotal,
  };
}

export interface TotalsRow {
  id: string;
  label: ReactNode;
  value: (totals: ShownTotals) => string | null;
  strong?: boolean;
}

/**
 * A list of totals (issue 13): the server's figures; while a newer quote is on its way the
 * last ones stay at full contrast, marked busy, with "Updating totals" shown under them (a
 * line kept in place so nothing jumps); before the first one, placeholders (never figures of
 * the browser's own that could flash wrong); if the server cannot be asked, the browser's
 * figures with a note that they are estimates.
 */
export function QuotedTotals({
  rows,
  totals,
  fresh,
  estimate,
  testIdPrefix,
}: {
  rows: TotalsRow[];
  totals: ShownTotals | null;
  fresh: boolean;
  estimate: boolean;
  testIdPrefix: string;
}) {
  const t = useT();
  const busy = !fresh && !estimate;
  return (
    <div className="flex flex-col gap-2">
      <dl className="flex flex-col gap-2" aria-busy={busy}>
        {rows.map((row) => {
          const value = totals ? row.value(totals) : null;
          if (totals && value === null) return null;
          return (
            <div
              key={row.id}
              className={`flex justify-between gap-4 ${row.strong ? 'border-t border-line pt-3 text-base font-semibold' : 'text-sm'}`}
            >
              <dt>{row.label}</dt>
              <dd data-testid={`${testIdPrefix}-${row.id}`} className="tabular-nums">
                {value ?? <Skeleton className="mt-0.5 h-4 w-20" />}
              </dd>
            </div>
          );
        })}
      </dl>
      {!estimate && (
        <p
          className={totals ? 'min-h-4 text-xs text-muted' : 'sr-only'}
          role="status"
          data-testid={`${testIdPrefix}-updating`}
        >
          {busy ? t('cart.updating') : ''}
        </p>
      )}
      {estimate && (
        <p className="text-xs text-muted" role="status" data-testid="totals-estimate">
          {t('cart.estimate')}
        </p>
      )}
    </div>
  );
}
