import type { Metadata } from 'next';
import { checkoutSettings } from '@/features/checkout/checkout-settings';
import { CheckoutPage } from '@/features/checkout/checkout-page';
import { getSettings } from '@/lib/data/settings';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { Messages } from '@/lib/i18n/messages-boundary';
import { getT, requestLocale } from '@/lib/i18n/messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: getT(await requestLocale())('seo.checkoutTitle'), robots: { index: false } };
}

export default async function Page() {
  const [settings, locale] = await Promise.all([getSettings(), requestLocale()]);
  const t = getT(locale);
  return (
    <div className="container-shop py-6 desk:py-10">
      <h1 className="mb-6 text-2xl font-semibold">{t('checkout.title')}</h1>
      <Messages ids={clientMessageIds.checkout}>
        <CheckoutPage settings={checkoutSettings(settings)} />
      </Messages>
    </div>
  );
}
