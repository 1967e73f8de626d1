'use client';

import { Link } from '@/lib/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';
import { routes } from '@/lib/routes';

/** SPEC §2 'Cart page' empty state, also shown by /checkout with an empty cart. */
export function CartEmpty() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <h2 className="text-xl font-semibold">{t('cart.emptyTitle')}</h2>
      <p className="text-muted">{t('cart.emptyText')}</p>
      <Link href={routes.shop} className={buttonClass({ className: 'mt-2' })}>
        {t('cart.goToShop')}
      </Link>
    </div>
  );
}
