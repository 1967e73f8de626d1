import type { DiscountType } from './cart-totals';
import type { Baisa } from './money';

export type ShippingMethod = 'Delivery' | 'Pick up from Store';

/** SPEC §9 fallbacks, in baisa. */
export const SHIPPING_FALLBACK = {
  oman: 2000,
  uae: 3500,
  other: 5000,
  otherDangerousGoods: 7000,
} as const;

/** SPEC §9: free shipping threshold when settings give none (OMR 20.000). */
export const DEFAULT_FREE_SHIPPING_ABOVE: Baisa = 20_000;

export const isOman = (country: string): boolean => /^(oman|om|968)$/i.test(country.trim());
export const isUae = (country: string): boolean => /^(uae|united arab emirates|ae|971)$/i.test(country.trim());

export interface ShippingInput {
  country: string;
  method: ShippingMethod;
  /**
   * Decision (SPEC §9 "free when subtotal is at least free_shipping_above"): the goods'
   * subTotal before any discount, the figure the spec calls subtotal in its totals list.
   */
  subTotal: Baisa;
  freeShippingAbove: Baisa;
  discountType: DiscountType | null;
  /** The chosen Oman zone's customer price, if a zone is chosen. */
  zoneCustomerPrice: Baisa | null;
  hasDangerousGood: boolean;
}

/**
 * SPEC §9 shipping:
 * - pickup from the store costs nothing;
 * - free when the subtotal is at least free_shipping_above and the country is Oman, or when
 *   the discount is a shipping discount;
 * - otherwise the chosen zone's customer price (Oman);
 * - fallbacks: Oman 2.000, UAE 3.500, other countries 5.000, or 7.000 when any item is a
 *   dangerous good. Decision: the dangerous-goods rate is the "other countries" rate only
 *   (the spec lists it as the alternative to 5); Oman and the UAE keep their own fallbacks.
 */
export function computeShipping(input: ShippingInput): Baisa {
  if (input.method === 'Pick up from Store') return 0;
  if (input.discountType === 'shipping') return 0;
  if (isOman(input.country)) {
    if (input.subTotal >= input.freeShippingAbove) return 0;
    return input.zoneCustomerPrice ?? SHIPPING_FALLBACK.oman;
  }
  if (isUae(input.country)) return SHIPPING_FALLBACK.uae;
  return input.hasDangerousGood ? SHIPPING_FALLBACK.otherDangerousGoods : SHIPPING_FALLBACK.other;
}
