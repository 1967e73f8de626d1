import type { AppliedDiscount, PricedLine } from './cart-totals';
import { isOnSale } from './pricing';
import type { Baisa } from './money';

/**
 * Spreads a discount's offset over the lines it applies to, in whole baisa, so each line can
 * be charged (and refunded) on its own: a percentage over the lines not on sale (SPEC §9), a
 * fixed amount over every line, in proportion to line amounts. Largest remainders take the
 * leftover baisa, earlier lines first on ties, so the parts always sum to the offset exactly.
 */
export function allocateDiscount(lines: PricedLine[], discount: AppliedDiscount | null, offset: Baisa): Baisa[] {
  const shares = lines.map(() => 0);
  if (!discount || offset <= 0) return shares;
  const eligible = lines.map((l) => (discount.type === 'percentage' ? !isOnSale(l.salePrice, l.regularPrice) : true));
  const amounts = lines.map((l, i) => (eligible[i] ? l.salePrice * l.quantity : 0));
  const base = amounts.reduce((a, b) => a + b, 0);
  if (base <= 0) return shares;
  const exact = amounts.map((a) => (a * offset) / base);
  exact.forEach((x, i) => (shares[i] = Math.floor(x)));
  let left = offset - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (shares[i]! < amounts[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}
