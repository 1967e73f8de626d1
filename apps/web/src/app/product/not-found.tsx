import { ProductNotFound } from '@/features/product/product-not-found';
import { getSettings } from '@/lib/data/settings';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { Messages } from '@/lib/i18n/messages-boundary';

export default async function NotFound() {
  const settings = await getSettings();
  return (
    <Messages ids={clientMessageIds.productNotFound}>
      <ProductNotFound whatsappNumber={settings.whatsappNumber} />
    </Messages>
  );
}
