'use client';

import { Link } from '@/lib/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import type { Translate } from '@/lib/i18n/translate';
import { routes } from '@/lib/routes';
import { CartEmpty } from './cart-empty';
import { CartLineItem } from './cart-line-item';
import { useCart } from './cart-store';
import { displayTotals } from './cart-totals';
import { DiscountForm } from './discount-form';
import { DiscountNotice } from './discount-notice';
import { isBlocked } from './line-change-notice';
import { type TotalsRow, QuotedTotals, estimatedTotals, quotedTotals } from './quoted-totals';
import { useCartHydrated } from './use-cart-hydrated';
import { useCartQuote } from './use-cart-quote';
import { price } from '@/lib/i18n/price';
import { deliveryFee } from './delivery-fee';

const shippingRow = (t: Translate, free: boolean): TotalsRow => ({
  id: t('cart.shipping'),
  label: t('cart.shipping'),
  value: (x) =>
    x.shipping !== null ? deliveryFee(t, x.shipping) : free ? deliveryFee(t, 0) : t('cart.shippingAtCheckout'),
});

/**
 * SPEC §2 Cart page: lines, discount form, special instructions, totals with 3 decimals, Checkout.
 * Issue 13: the lines and totals are the server's (a quote when the page opens and after each
 * change), a line whose price or stock changed says so, and a line that cannot be had blocks
 * Checkout until it is removed (the shopper decides; nothing disappears behind their back).
 */
export function CartPage() {
  const t = useT();
  const hydrated = useCartHydrated();
  const items = useCart((s) => s.items);
  const discount = useCart((s) => s.verifiedDiscount);
  const changes = useCart((s) => s.changes);
  const { quote, fresh, failed } = useCartQuote(null, hydrated && items.length > 0);

  if (!hydrated) return <Skeleton className="h-64 w-full" />;
  if (items.length === 0) return <CartEmpty />;
  const totals = failed ? estimatedTotals(displayTotals(items, discount), false) : quote ? quotedTotals(quote) : null;
  const rows: TotalsRow[] = [
    { id: t('cart.subtotal'), label: t('cart.subtotal'), value: (x) => price(t, x.subTotal) },
    {
      id: t('cart.discount'),
      label: t('cart.discount'),
      value: (x) => (x.discount > 0 ? `− ${price(t, x.discount)}` : null),
    },
    { id: t('cart.vat'), label: t('cart.vat'), value: (x) => price(t, x.vat) },
    shippingRow(t, discount?.type === 'shipping'),
    { id: t('cart.total'), label: t('cart.total'), value: (x) => price(t, x.grandTotal), strong: true },
  ];
  const blocked = items.some((l) => isBlocked(changes[l.product.id]));
  return (
    // minmax(0, …) and min-w-0: a column never grows past the screen for the width its content would like.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 desk:grid-cols-[minmax(0,1fr)_22rem]">
      <ul aria-label={t('cart.title')} className="min-w-0">
        {items.map((line) => (
          <CartLineItem key={line.product.id} line={line} change={changes[line.product.id]} />
        ))}
      </ul>
      <aside className="flex min-w-0 flex-col gap-5 rounded-2xl bg-cream p-5 desk:self-start">
        <DiscountForm />
        <DiscountNotice />
        <div className="flex flex-col gap-2">
          <label htmlFor="instructions" className="text-sm font-semibold">
            {t('cart.instructions')}
          </label>
          <textarea
            id="instructions"
            rows={3}
            maxLength={500}
            className="w-full min-w-0 rounded-xl border border-line p-3 text-sm"
          />
        </div>
        <QuotedTotals rows={rows} totals={totals} fresh={fresh} estimate={failed} testIdPrefix="total" />
        {blocked ? (
          <>
            <p className="text-sm font-medium text-sale" role="status" data-testid="cart-blocked">
              {t('cart.blocked')}
            </p>
            <span
              aria-disabled="true"
              className="cursor-not-allowed rounded-xl bg-brand/50 py-3 text-center font-semibold text-white"
            >
              {t('cart.checkout')}
            </span>
          </>
        ) : (
          <Link href={routes.checkout} className={buttonClass()}>
            {t('cart.checkout')}
          </Link>
        )}
      </aside>
    </div>
  );
}
