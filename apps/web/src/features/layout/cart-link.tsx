'use client';

import Link from 'next/link';
import { t } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { selectItemCount, useCart } from '../cart/cart-store';

export function CartLink() {
  const count = useCart(selectItemCount);
  return (
    <Link href={routes.cart} aria-label={t('header.cartCount', { count })} className="relative grid size-11 place-items-center rounded-full hover:bg-cream" data-testid="cart-link">
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d="M6 7h12l-1 13H7L6 7z" strokeLinejoin="round" />
        <path d="M9 7a3 3 0 0 1 6 0" strokeLinecap="round" />
      </svg>
      <span
        data-testid="cart-count"
        className={`absolute -end-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-brand px-1 text-[11px] font-bold leading-5 text-white ${count ? '' : 'invisible'}`}
      >
        {count}
      </span>
    </Link>
  );
}
