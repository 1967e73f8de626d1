import type { Metadata } from 'next';
import { checkoutSettings } from '@/features/checkout/checkout-settings';
import { CheckoutPage } from '@/features/checkout/checkout-page';
import { getSettings } from '@/lib/data/settings';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { t } from '@/lib/i18n/messages';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default async function Page() {
  const settings = await getSettings();
  return (
    <div className="container-shop py-6 desk:py-10">
      <ClientMessages ids={clientMessageIds.checkout} />
      <h1 className="mb-6 text-2xl font-semibold">{t('checkout.title')}</h1>
      <CheckoutPage settings={checkoutSettings(settings)} />
    </div>
  );
}
