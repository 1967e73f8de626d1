'use client';

import { Link } from '@/lib/i18n/navigation';
import { Carousel } from '@/components/ui/carousel';
import { useLocale, useT } from '@/lib/i18n/i18n-provider';
import { localizePath } from '@/lib/i18n/locale';
import { routes } from '@/lib/routes';
import type { Customer } from './account-api';
import { invoiceHref } from './invoice-link';
import { OrderCard } from './order-card';

/** SPEC §9 account carousel: 2 slides on mobile, 6 on desktop, 15 px apart, autoplay 1500 ms. */
const ORDER_CAROUSEL = { perView: { mobile: 2, desktop: 6 }, spacing: 15, autoplayMs: 1500 } as const;

export interface AccountOrdersProps {
  customer: Customer;
  invoiceBase: string | null;
  signingOut: boolean;
  onSignOut: () => void;
}

/** SPEC §2 signed in: 'HEY {first_name}!', Sign Out, and the 'Your Orders' carousel. */
export function AccountOrders({ customer, invoiceBase, signingOut, onSignOut }: AccountOrdersProps) {
  const t = useT();
  const locale = useLocale();
  const name = customer.attributes.first_name.trim();
  const orders = customer.attributes.orders;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-wide desk:text-3xl">
          {name ? t('account.hey', { name: name.toUpperCase() }) : t('account.heyNoName')}
        </h1>
        <button
          type="button"
          onClick={onSignOut}
          disabled={signingOut}
          className="h-11 rounded-lg border border-ink px-5 text-sm font-semibold text-ink transition hover:bg-ink hover:text-white disabled:opacity-60"
        >
          {t('account.signOut')}
        </button>
      </div>
      <section aria-labelledby="your-orders" className="flex flex-col gap-4">
        <h2 id="your-orders" className="text-lg font-semibold">
          {t('account.yourOrders')}
        </h2>
        {orders.length === 0 ? (
          <p className="text-sm text-muted">
            {t('account.noOrders')}{' '}
            <Link href={routes.shop} className="font-semibold text-brand hover:underline">
              {t('account.startShopping')}
            </Link>
          </p>
        ) : (
          <Carousel label={t('account.yourOrders')} {...ORDER_CAROUSEL} showDots showArrows>
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} href={localizePath(locale, invoiceHref(order.id, invoiceBase))} />
            ))}
          </Carousel>
        )}
      </section>
    </div>
  );
}
