import { type AppliedDiscount, type CartTotals, computeCartTotals } from '@shop/domain/cart-totals';
import { toBaisa } from '@shop/domain/money';
import type { CartLine, VerifiedDiscount } from './cart-types';

/** The browser's totals for display; the server recomputes every figure when the order is placed. */
function appliedDiscount(discount: VerifiedDiscount | null): AppliedDiscount | null {
  if (!discount) return null;
  const value =
    discount.type === 'fixed' ? toBaisa(discount.amount) : discount.type === 'percentage' ? discount.amount : 0;
  return { code: discount.code, type: discount.type, value };
}

export function displayTotals(items: CartLine[], discount: VerifiedDiscount | null, shipping = 0): CartTotals {
  const lines = items.map((l) => ({
    itemCode: l.product.itemCode,
    salePrice: l.product.salePrice,
    regularPrice: l.product.regularPrice,
    quantity: l.quantity,
    dangerousGood: l.product.dangerousGood,
  }));
  return computeCartTotals(lines, appliedDiscount(discount), shipping);
}
