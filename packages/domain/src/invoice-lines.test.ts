import { describe, expect, it } from 'vitest';
import { lineVat } from './invoice-lines';

describe('VAT per invoice line', () => {
  it('shares the order’s VAT by taxable amount and adds up to it to the baisa', () => {
    const lines = [
      { qty: 1, rate: 3333, amount: 3333, discount: 0 },
      { qty: 2, rate: 3333, amount: 6666, discount: 0 },
      { qty: 1, rate: 1, amount: 1, discount: 0 },
    ];
    const shares = lineVat(lines, 500);
    expect(shares).toEqual([167, 333, 0]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(500);
  });

  it('a line’s discount lowers its share; a fully discounted order has no VAT on any line', () => {
    expect(
      lineVat(
        [
          { qty: 1, rate: 10_000, amount: 10_000, discount: 5_000 },
          { qty: 1, rate: 5_000, amount: 5_000, discount: 0 },
        ],
        500,
      ),
    ).toEqual([250, 250]);
    expect(lineVat([{ qty: 1, rate: 1000, amount: 1000, discount: 1000 }], 0)).toEqual([0]);
  });
});
