import { ProductNotFound } from '@/features/product/product-not-found';
import { getSettings } from '@/lib/data/settings';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { ClientMessages } from '@/lib/i18n/client-messages';

export default async function NotFound() {
  const settings = await getSettings();
  return (
    <>
      <ClientMessages ids={clientMessageIds.productNotFound} />
      <ProductNotFound whatsappNumber={settings.whatsappNumber} />
    </>
  );
}
