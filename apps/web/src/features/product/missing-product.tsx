import { getSettings } from '@/lib/data/settings';
import { ProductNotFound } from './product-not-found';

/** The missing product's page (SPEC §2), with the shop's chat number from the settings. */
export async function MissingProduct() {
  const settings = await getSettings();
  return <ProductNotFound whatsappNumber={settings.whatsappNumber} />;
}
