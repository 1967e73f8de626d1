import type { Baisa } from '@shop/domain/money';
import { price } from '@/lib/i18n/price';
import type { Translate } from '@/lib/i18n/translate';

/** A delivery fee as every summary shows it: 'Free' («مجاني») when nothing is charged (a pickup, free shipping), the price otherwise. */
export function deliveryFee(t: Translate, fee: Baisa): string {
  return fee === 0 ? t('checkout.free') : price(t, fee);
}
