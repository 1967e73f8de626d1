import type { CartTotals } from '@shop/domain/cart-totals';
import { formatOMR } from '@shop/domain/money';
import { t } from '@/lib/i18n/delivered';
import { PLACEHOLDER_IMAGE } from '@/lib/routes';
import type { CartLine, VerifiedDiscount } from '../cart/cart-store';

function Row({ label, value, id, strong = false }: { label: string; value: string; id: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-3 text-base font-semibold' : 'text-sm'}`}>
      <dt>{label}</dt>
      <dd data-testid={`summary-${id}`}>{value}</dd>
    </div>
  );
}

interface OrderSummaryProps {
  items: CartLine[];
  discount: VerifiedDiscount | null;
  totals: CartTotals;
}

/** SPEC §2: the desktop-only side summary of the lines and totals (display figures; the server recomputes them). */
export function OrderSummary({ items, discount, totals }: OrderSummaryProps) {
  return (
    <aside aria-labelledby="summary-title" className="hidden rounded-2xl bg-cream p-6 desk:sticky desk:top-6 desk:flex desk:flex-col desk:gap-5 desk:self-start">
      <h2 id="summary-title" className="text-lg font-semibold">
        {t('checkout.summary')}
      </h2>
      <ul className="flex flex-col gap-4">
        {items.map(({ product, quantity }) => (
          <li key={product.id} className="flex items-center gap-3" data-testid="summary-line">
            <span className="relative shrink-0">
              <img src={product.image ?? PLACEHOLDER_IMAGE} alt="" width={56} height={56} className="size-14 rounded-xl border border-line bg-white object-cover" />
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
            <span className="text-sm font-medium">{formatOMR(product.salePrice * quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-line pt-4">
        <Row id="subtotal" label={t('checkout.subtotal')} value={formatOMR(totals.subTotal)} />
        {totals.discountOffset > 0 && <Row id="discount" label={t('checkout.discount', { code: discount?.code ?? '' })} value={`− ${formatOMR(totals.discountOffset)}`} />}
        <Row id="vat" label={t('checkout.vat')} value={formatOMR(totals.vat)} />
        <Row id="delivery" label={t('checkout.delivery')} value={formatOMR(totals.shipping)} />
        <Row id="total" label={t('checkout.total')} value={formatOMR(totals.grandTotal)} strong />
      </dl>
    </aside>
  );
}
