import type { Baisa } from './money';

/**
 * SPEC §9: percent-off badge = 100 − round(sale / regular × 100); 0 when not discounted.
 * The ratio is rounded half up in integers: in floats 2.300 / 4.000 × 100 is 57.4999…, which
 * would round to 57 instead of 58.
 */
export function percentOff(sale: Baisa, regular: Baisa): number {
  if (regular <= 0 || sale >= regular || sale < 0) return 0;
  return 100 - Math.floor((200 * sale + regular) / (2 * regular));
}

/** SPEC §9: on sale when the sale price is below the regular price (a sale above it is refused at entry). */
export function isOnSale(sale: Baisa, regular: Baisa): boolean {
  return sale < regular;
}

/** SPEC §5: cart quantity is at least 1 and at most the available stock. */
export function clampQuantity(quantity: number, stock: number): number {
  return Math.max(1, Math.min(Math.trunc(quantity), Math.max(1, stock)));
}

export const canIncrement = (quantity: number, stock: number): boolean => quantity < stock;
export const canDecrement = (quantity: number): boolean => quantity > 1;
