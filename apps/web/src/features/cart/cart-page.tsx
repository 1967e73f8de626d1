'use client';

import { formatOMR } from '@shop/domain/money';
import Link from 'next/link';
import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n/delivered';
import { routes } from '@/lib/routes';
import { CartEmpty } from './cart-empty';
import { CartLineItem } from './cart-line-item';
import { useCart } from './cart-store';
import { displayTotals } from './cart-totals';
import { DiscountForm } from './discount-form';
import { useCartHydrated } from './use-cart-hydrated';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-3 text-base font-semibold' : 'text-sm'}`}>
      <dt>{label}</dt>
      <dd data-testid={`total-${label}`}>{value}</dd>
    </div>
  );
}

/** SPEC §2 Cart page: lines, discount form, special instructions, totals with 3 decimals, Checkout. */
export function CartPage() {
  const hydrated = useCartHydrated();
  const items = useCart((s) => s.items);
  const discount = useCart((s) => s.verifiedDiscount);

  if (!hydrated) return <Skeleton className="h-64 w-full" />;
  if (items.length === 0) return <CartEmpty />;
  const totals = displayTotals(items, discount);
  return (
    // minmax(0, …) and min-w-0: a column never grows past the screen for the width its content would like.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 desk:grid-cols-[minmax(0,1fr)_22rem]">
      <ul aria-label={t('cart.title')} className="min-w-0">
        {items.map((line) => (
          <CartLineItem key={line.product.id} line={line} />
        ))}
      </ul>
      <aside className="flex min-w-0 flex-col gap-5 rounded-2xl bg-cream p-5 desk:self-start">
        <DiscountForm />
        <div className="flex flex-col gap-2">
          <label htmlFor="instructions" className="text-sm font-semibold">
            {t('cart.instructions')}
          </label>
          <textarea id="instructions" rows={3} maxLength={500} className="w-full min-w-0 rounded-xl border border-line p-3 text-sm" />
        </div>
        <dl className="flex flex-col gap-2">
          <Row label={t('cart.subtotal')} value={formatOMR(totals.subTotal)} />
          {totals.discountOffset > 0 && <Row label={t('cart.discount')} value={`− ${formatOMR(totals.discountOffset)}`} />}
          <Row label={t('cart.vat')} value={formatOMR(totals.vat)} />
          <Row label={t('cart.shipping')} value={discount?.type === 'shipping' ? formatOMR(0) : t('cart.shippingAtCheckout')} />
          <Row label={t('cart.total')} value={formatOMR(totals.grandTotal)} strong />
        </dl>
        <Link href={routes.checkout} className="rounded-xl bg-brand py-3 text-center font-semibold text-white hover:bg-brand-dark">
          {t('cart.checkout')}
        </Link>
      </aside>
    </div>
  );
}
