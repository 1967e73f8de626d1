import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { CartPage } from '@/features/cart/cart-page';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { Messages } from '@/lib/i18n/messages-boundary';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  return { title: getT(await requestLocale())('seo.cartTitle'), robots: { index: false } };
}

export default async function Page() {
  const t = getT(await requestLocale());
  return (
    <div className="container-shop py-6 desk:py-10">
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <h1 className="text-2xl font-semibold">{t('cart.title')}</h1>
        <Link href={routes.shop} className="text-sm font-semibold text-brand hover:underline">
          {t('cart.continue')}
        </Link>
      </div>
      <Messages ids={clientMessageIds.cart}>
        <CartPage />
      </Messages>
    </div>
  );
}
