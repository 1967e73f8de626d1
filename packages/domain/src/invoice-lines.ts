import type { Baisa } from './money';

interface BilledLine {
  qty: number;
  rate: Baisa;
  amount: Baisa;
  /** The line's share of the order's discount. */
  discount: Baisa;
}

/**
 * Each line's VAT on a tax invoice: the order's VAT (rounded once on the whole base, cart-totals.ts)
 * shared over the lines by their taxable amounts (amount less discount), largest remainders
 * first, so the lines' VAT adds up to the order's to the baisa.
 */
export function lineVat(lines: readonly BilledLine[], orderVat: Baisa): Baisa[] {
  const taxable = lines.map((l) => l.amount - l.discount);
  const base = taxable.reduce((a, b) => a + b, 0);
  if (base <= 0) return lines.map(() => 0);
  const exact = taxable.map((t) => (t * orderVat) / base);
  const shares = exact.map(Math.floor);
  let left = orderVat - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
