import type { Baisa } from './money';
import { isOnSale } from './pricing';

/** SPEC §9: VAT is 5%. */
export const VAT_RATE_PERCENT = 5;

export interface PricedLine {
  itemCode: string;
  salePrice: Baisa;
  regularPrice: Baisa;
  quantity: number;
  dangerousGood?: boolean;
}

export type DiscountType = 'percentage' | 'fixed' | 'shipping';

export interface AppliedDiscount {
  code: string;
  type: DiscountType;
  /** Percent 0..100 for 'percentage', baisa for 'fixed', 0 for 'shipping'. */
  value: number;
}

export interface CartTotals {
  /** Σ sale price × quantity. */
  subTotal: Baisa;
  /** What the discount takes off the goods (never more than what it applies to). */
  discountOffset: Baisa;
  /** subTotal − discountOffset: what the goods cost after the discount. */
  actualSubTotal: Baisa;
  vat: Baisa;
  shipping: Baisa;
  grandTotal: Baisa;
}

/** Percent of an amount in baisa, rounded half up to the baisa. */
function percentOf(amount: Baisa, percent: number): Baisa {
  return Math.round((amount * percent) / 100);
}

function assertLine(line: PricedLine): void {
  const ok =
    Number.isSafeInteger(line.salePrice) &&
    line.salePrice >= 0 &&
    Number.isSafeInteger(line.regularPrice) &&
    line.regularPrice >= 0 &&
    Number.isSafeInteger(line.quantity) &&
    line.quantity >= 1;
  if (!ok) throw new RangeError(`Invalid cart line ${line.itemCode}`);
}

/** SPEC §9: a percentage discount applies only to lines not already on sale. */
export function percentageEligibleAmount(lines: PricedLine[]): Baisa {
  return lines
    .filter((l) => !isOnSale(l.salePrice, l.regularPrice))
    .reduce((sum, l) => sum + l.salePrice * l.quantity, 0);
}

/**
 * The discount's reduction of the goods. SPEC §9:
 * - percentage: only on lines whose sale price equals the regular price; rounded once, on
 *   their summed amount, so it never exceeds that amount;
 * - fixed: its whole amount, only if it does not exceed the subtotal — otherwise nothing;
 * - shipping: takes nothing off the goods (it makes shipping free, see shipping.ts).
 */
export function discountOffsetOf(lines: PricedLine[], discount: AppliedDiscount | null, subTotal: Baisa): Baisa {
  if (!discount) return 0;
  switch (discount.type) {
    case 'percentage': {
      const percent = Math.min(100, Math.max(0, discount.value));
      return percentOf(percentageEligibleAmount(lines), percent);
    }
    case 'fixed':
      return discount.value > 0 && discount.value <= subTotal ? Math.trunc(discount.value) : 0;
    case 'shipping':
      return 0;
  }
}

/**
 * Cart totals (SPEC §9), all in baisa.
 *
 * Decision (SPEC §9 "VAT 5% of the subtotal after a fixed discount"): VAT is 5% of the goods
 * after ANY discount (actualSubTotal). The spec names the fixed case; a percentage discount
 * lowers the price charged in the same way, so it lowers the taxable base the same way.
 * Shipping is not taxed and is passed in already decided (see computeShipping).
 * VAT is rounded half up to the baisa, once, on the whole base.
 */
export function computeCartTotals(lines: PricedLine[], discount: AppliedDiscount | null, shipping: Baisa): CartTotals {
  lines.forEach(assertLine);
  if (!Number.isSafeInteger(shipping) || shipping < 0) throw new RangeError(`Invalid shipping ${shipping}`);
  const subTotal = lines.reduce((sum, l) => sum + l.salePrice * l.quantity, 0);
  const discountOffset = discountOffsetOf(lines, discount, subTotal);
  const actualSubTotal = subTotal - discountOffset;
  const vat = percentOf(actualSubTotal, VAT_RATE_PERCENT);
  return { subTotal, discountOffset, actualSubTotal, vat, shipping, grandTotal: actualSubTotal + vat + shipping };
}
