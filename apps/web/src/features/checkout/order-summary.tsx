'use client';

import { useT } from '@/lib/i18n/i18n-provider';
import { PLACEHOLDER_IMAGE } from '@/lib/routes';
import { type CartLine, type LineChange, type VerifiedDiscount } from '../cart/public';
import { LineChangeNotice, QuotedTotals, type ShownTotals, type TotalsRow, deliveryFee } from '../cart/public-checkout';
import { price } from '@/lib/i18n/price';
import { Code } from '@/components/ui/code';
import { richMessage } from '@/lib/i18n/rich-message';

interface OrderSummaryProps {
  items: CartLine[];
  changes: Record<string, LineChange>;
  discount: VerifiedDiscount | null;
  totals: ShownTotals | null;
  fresh: boolean;
  estimate: boolean;
}

/** SPEC §2: the desktop-only side summary of the lines and totals, as the server quoted them (issue 13), with any line that changed. */
export function OrderSummary({ items, changes, discount, totals, fresh, estimate }: OrderSummaryProps) {
  const t = useT();
  const rows: TotalsRow[] = [
    { id: 'subtotal', label: t('checkout.subtotal'), value: (x) => price(t, x.subTotal) },
    {
      id: 'discount',
      label: richMessage(t, 'checkout.discount', { code: <Code>{discount?.code ?? ''}</Code> }),
      value: (x) => (x.discount > 0 ? `− ${price(t, x.discount)}` : null),
    },
    { id: 'vat', label: t('checkout.vat'), value: (x) => price(t, x.vat) },
    { id: 'delivery', label: t('checkout.delivery'), value: (x) => deliveryFee(t, x.shipping ?? 0) },
    { id: 'total', label: t('checkout.total'), value: (x) => price(t, x.grandTotal), strong: true },
  ];
  return (
    <aside
      aria-labelledby="summary-title"
      className="hidden rounded-2xl bg-cream p-6 desk:sticky desk:top-6 desk:flex desk:flex-col desk:gap-5 desk:self-start"
    >
      <h2 id="summary-title" className="text-lg font-semibold">
        {t('checkout.summary')}
      </h2>
      <ul className="flex flex-col gap-4">
        {items.map(({ product, quantity }) => (
          <li key={product.id} className="flex flex-col gap-1.5" data-testid="summary-line">
            <div className="flex items-center gap-3">
              <span className="relative shrink-0">
                <img
                  src={product.image ?? PLACEHOLDER_IMAGE}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 rounded-xl border border-line bg-white object-cover"
                />
                <span
                  className="absolute -end-2 -top-2 grid min-w-5 place-items-center rounded-full bg-ink px-1.5 text-xs font-semibold leading-5 text-white"
                  aria-hidden="true"
                >
                  {quantity}
                </span>
              </span>
              <span className="line-clamp-2 min-w-0 flex-1 text-sm">
                {product.name}
                <span className="sr-only">, {t('checkout.quantity', { n: quantity })}</span>
              </span>
              <span className="text-sm font-medium">{price(t, product.salePrice * quantity)}</span>
            </div>
            <LineChangeNotice change={changes[product.id]} />
          </li>
        ))}
      </ul>
      <div className="border-t border-line pt-4">
        <QuotedTotals rows={rows} totals={totals} fresh={fresh} estimate={estimate} testIdPrefix="summary" />
      </div>
    </aside>
  );
}
