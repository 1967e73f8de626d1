import { ProductNotFound } from '@/features/product/product-not-found';
import { getSettings } from '@/lib/data/settings';

export default async function NotFound() {
  const settings = await getSettings();
  return <ProductNotFound whatsappNumber={settings.whatsappNumber} />;
}
