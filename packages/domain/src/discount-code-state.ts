/** A discount code's validity fields, times as Date (or null when unbounded). */
export interface DiscountCodeValidity {
  active: boolean;
  validFrom: Date | null;
  validTo: Date | null;
  usageLimit: number | null;
  usedCount: number;
}

export type DiscountCodeState = 'active' | 'inactive' | 'scheduled' | 'expired' | 'used up';

/**
 * SPEC §9: whether a code can be used now, whatever the cart — the one order of checks shared by
 * the shopper's discount check and the back-office's status column: switched off, not started,
 * ended, used up.
 */
export function discountCodeState(code: DiscountCodeValidity, now: Date): DiscountCodeState {
  if (!code.active) return 'inactive';
  if (code.validFrom && code.validFrom > now) return 'scheduled';
  if (code.validTo && code.validTo < now) return 'expired';
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return 'used up';
  return 'active';
}
