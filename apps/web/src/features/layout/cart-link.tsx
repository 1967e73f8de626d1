'use client';

import { Link } from '@/lib/i18n/navigation';
import { useT } from '@/lib/i18n/i18n-provider';
import { routes } from '@/lib/routes';
import { selectItemCount, useCart } from '../cart/public';
import { cartCountBadge } from './cart-count';
import { LineIcon } from '@/components/ui/line-icon';

/**
 * SPEC §2 'Cart link with item count': the sum of quantities, 0 included, '99+' above 99. The
 * stored cart is loaded after the first render (CartHydrator), so server and first client render
 * both show 0.
 */
export function CartLink() {
  const t = useT();
  const count = useCart(selectItemCount);
  return (
    <Link
      href={routes.cart}
      aria-label={count === 1 ? t('header.cartCountOne') : t('header.cartCount', { count })}
      className="relative -me-2 grid size-11 place-items-center rounded-full text-ink hover:bg-cream hover:text-brand"
      data-testid="cart-link"
    >
      <LineIcon className="size-6" strokeWidth={1.7}>
        <path d="M5.5 8h13l-1.1 11.2a1.5 1.5 0 0 1-1.5 1.3H8.1a1.5 1.5 0 0 1-1.5-1.3L5.5 8z" strokeLinejoin="round" />
        <path d="M9 10V7a3 3 0 0 1 6 0v3" strokeLinecap="round" />
      </LineIcon>
      <span
        data-testid="cart-count"
        aria-hidden="true"
        className="absolute end-0 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
      >
        {cartCountBadge(count)}
      </span>
    </Link>
  );
}
