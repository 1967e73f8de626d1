import { type PricedLine, percentageEligibleAmount } from '@shop/domain/cart-totals';
import { type DiscountCodeValidity, discountCodeState } from '@shop/domain/discount-code-state';
import { toRial } from '@shop/domain/money';
import type { DiscountCode } from '../../db/schema';
import { fromTimestamp } from '../../db/time';
import { type ShopperText, amount, text } from '../../i18n/shopper-text';

type DiscountType = 'percentage' | 'fixed' | 'shipping';

export interface DiscountCheck {
  status: boolean;
  /** Why the code applies or not, in no language yet (the reply writes it in the request's). */
  reason: ShopperText;
  /** Percent for percentage, rial for fixed, 0 for shipping (SPEC §3 'Discount check response'). */
  amount: number;
  type: DiscountType | null;
  code: string;
}

const invalid = (code: string, reason: ShopperText, type: DiscountType | null = null): DiscountCheck => ({
  status: false,
  reason,
  amount: 0,
  type,
  code,
});

/** The value as the storefront shows and applies it. */
function amountOf(row: Pick<DiscountCode, 'type' | 'value'>): number {
  if (row.type === 'percentage') return row.value;
  if (row.type === 'fixed') return toRial(row.value);
  return 0;
}

const refusalByState = {
  inactive: 'discount.inactive',
  scheduled: 'discount.notYetValid',
  expired: 'discount.expired',
  'used up': 'discount.usedUp',
} as const;

/** The validity fields of a stored code, in the domain's shape. */
export function validityOf(row: DiscountCode): DiscountCodeValidity {
  return {
    active: Boolean(row.active),
    validFrom: row.valid_from ? fromTimestamp(row.valid_from) : null,
    validTo: row.valid_to ? fromTimestamp(row.valid_to) : null,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
  };
}

/** Why the code itself cannot be used now (unknown, inactive, outside its dates, used up), whatever the cart; null when it can. */
export function codeRefusal(row: DiscountCode | undefined, code: string, now: Date): DiscountCheck | null {
  if (!row) return invalid(code, text('discount.unknown'));
  const state = discountCodeState(validityOf(row), now);
  return state === 'active' ? null : invalid(row.code, text(refusalByState[state]), row.type as DiscountType);
}

/**
 * Why a usable code takes nothing off these cart lines (SPEC §9): an empty cart, a percentage
 * with no line that is not already on sale, a fixed amount above the subtotal. Null when it applies.
 */
export function cartRefusal(row: DiscountCode, lines: PricedLine[]): DiscountCheck | null {
  const type = row.type as DiscountType;
  if (lines.length === 0) return invalid(row.code, text('discount.emptyCart'), type);
  const subTotal = lines.reduce((sum, l) => sum + l.salePrice * l.quantity, 0);
  if (type === 'percentage' && percentageEligibleAmount(lines) === 0) {
    return invalid(row.code, text('discount.saleItemsOnly'), type);
  }
  if (type === 'fixed' && row.value > subTotal) {
    return invalid(row.code, text('discount.subtotalBelow', { amount: amount(row.value) }), type);
  }
  return null;
}

/**
 * Whether a code applies to these cart lines now (SPEC §9): active, inside its dates, under its
 * usage limit; a percentage needs at least one line not already on sale; a fixed amount must not
 * exceed the subtotal; free shipping always applies.
 */
export function checkDiscount(
  row: DiscountCode | undefined,
  code: string,
  lines: PricedLine[],
  now: Date,
): DiscountCheck {
  const refusal = codeRefusal(row, code, now) ?? cartRefusal(row!, lines);
  if (refusal) return refusal;
  const usable = row!;
  const type = usable.type as DiscountType;
  const reason =
    type === 'percentage'
      ? text('discount.percentOff', { percent: usable.value })
      : type === 'fixed'
        ? text('discount.amountOff', { amount: amount(usable.value) })
        : text('discount.freeShipping');
  return { status: true, reason, amount: amountOf(usable), type, code: usable.code };
}
