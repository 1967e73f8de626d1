import type { CartTotals } from '@shop/domain/cart-totals';
import { zonesOf } from '@shop/domain/oman-delivery';
import type { CheckoutFields } from '@shop/domain/schemas/checkout';
import { computeShipping, isOman } from '@shop/domain/shipping';
import { type CartLine, type VerifiedDiscount } from '../cart/public';
import { displayTotals } from '../cart/public-checkout';

export type ShippingChoice = Pick<
  CheckoutFields,
  'CountryField' | 'ShippingField' | 'Province' | 'Wilaya' | 'WilayaZone'
>;

/**
 * The browser's own checkout totals: the cart's totals plus the delivery fee by SPEC §9 (pickup
 * 0; free in Oman at the threshold or with a shipping discount; else the chosen zone's customer
 * price; else the country fallback). Shown only, marked as estimates, when the server's quote
 * cannot be had; an order placed from them is billed only if the server agrees.
 */
export function checkoutTotals(
  items: CartLine[],
  discount: VerifiedDiscount | null,
  choice: ShippingChoice,
  freeShippingAbove: number,
): CartTotals {
  const goods = displayTotals(items, discount);
  const zone = isOman(choice.CountryField)
    ? zonesOf(choice.Province, choice.Wilaya).find((z) => z.zoneId === choice.WilayaZone)
    : undefined;
  const shipping = computeShipping({
    country: choice.CountryField,
    method: choice.ShippingField,
    subTotal: goods.subTotal,
    freeShippingAbove,
    discountType: discount?.type ?? null,
    zoneCustomerPrice: zone?.customerPrice ?? null,
    hasDangerousGood: items.some((l) => l.product.dangerousGood),
  });
  return displayTotals(items, discount, shipping);
}
