'use client';

import { Link } from '@/lib/i18n/navigation';
import { PriceTag } from '@/components/ui/price-tag';
import { useT } from '@/lib/i18n/i18n-provider';
import { PLACEHOLDER_IMAGE, routes } from '@/lib/routes';
import { useMaxUnitsPerLine } from './cart-limits';
import { type LineChange, useCart } from './cart-store';
import type { CartLine } from './cart-types';
import { useCartToast } from './use-cart-toast';
import { LineChangeNotice, isBlocked } from './line-change-notice';
import { price } from '@/lib/i18n/price';

export function CartLineItem({ line, change }: { line: CartLine; change?: LineChange | undefined }) {
  const t = useT();
  const showCartToast = useCartToast();
  const { product, quantity } = line;
  const maxUnitsPerLine = useMaxUnitsPerLine();
  const blocked = isBlocked(change);
  const increment = () => {
    showCartToast(useCart.getState().increment(product.id, maxUnitsPerLine));
  };
  const decrement = () => {
    showCartToast(useCart.getState().decrement(product.id));
  };
  const remove = () => {
    useCart.getState().removeItem(product.id);
    showCartToast('removed');
  };
  return (
    <li className="flex gap-4 border-b border-line py-4" data-testid="cart-line">
      <Link href={routes.product(product.route)} className="shrink-0">
        <img
          src={product.image ?? PLACEHOLDER_IMAGE}
          alt={product.name}
          width={96}
          height={96}
          className="size-24 rounded-xl bg-cream object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Link href={routes.product(product.route)} className="line-clamp-2 text-sm font-medium hover:text-brand">
          {product.name}
        </Link>
        <PriceTag
          salePrice={product.salePrice}
          regularPrice={product.regularPrice}
          size="sm"
          className={blocked ? 'opacity-50' : ''}
          t={t}
        />
        <LineChangeNotice change={change} />
        <div className="flex items-center justify-between gap-3">
          <div
            role="group"
            aria-label={t('product.quantity')}
            className="flex h-9 items-center rounded-lg border border-line"
          >
            <button
              type="button"
              onClick={decrement}
              aria-label={t('product.decrease')}
              className="h-full px-3 text-lg"
            >
              -
            </button>
            <output className="min-w-8 text-center text-sm font-semibold" data-testid="line-quantity">
              {quantity}
            </output>
            <button
              type="button"
              onClick={increment}
              aria-label={t('product.increase')}
              className="h-full px-3 text-lg"
            >
              +
            </button>
          </div>
          <span
            className={`text-sm font-semibold ${blocked ? 'text-muted line-through' : ''}`}
            aria-label={t('cart.lineTotal')}
          >
            {price(t, product.salePrice * quantity)}
          </span>
        </div>
        <button
          type="button"
          onClick={remove}
          aria-label={t('cart.removeItem', { name: product.name })}
          className="self-start text-xs font-semibold text-muted underline hover:text-sale"
        >
          {t('cart.remove')}
        </button>
      </div>
    </li>
  );
}
