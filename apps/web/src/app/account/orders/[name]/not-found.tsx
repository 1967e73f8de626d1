import type { Metadata } from 'next';
import { OrderNotFound } from '@/features/order-page/order-not-found';
import { localizePath } from '@/lib/i18n/locale';
import { getT, requestLocale } from '@/lib/i18n/messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: getT(await requestLocale())('orderPage.notFoundTitle'), robots: { index: false } };
}

/** An unknown order, another shopper's, or one without its invoice yet: one 404 answer that tells none of them apart. */
export default async function NotFound() {
  const locale = await requestLocale();
  return (
    <div className="container-shop py-6 desk:py-10">
      <OrderNotFound t={getT(locale)} localize={(path) => localizePath(locale, path)} />
    </div>
  );
}
