'use client';

import Link from 'next/link';
import { useT } from '@/lib/i18n/i18n-provider';
import { routes } from '@/lib/routes';

/** SPEC §2 'Cart page' empty state, also shown by /checkout with an empty cart. */
export function CartEmpty() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <h2 className="text-xl font-semibold">{t('cart.emptyTitle')}</h2>
      <p className="text-muted">{t('cart.emptyText')}</p>
      <Link href={routes.shop} className="mt-2 rounded-xl bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
        {t('cart.goToShop')}
      </Link>
    </div>
  );
}
