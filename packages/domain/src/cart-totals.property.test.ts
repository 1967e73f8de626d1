import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AppliedDiscount,
  type PricedLine,
  VAT_RATE_PERCENT,
  computeCartTotals,
  percentageEligibleAmount,
} from './cart-totals';

const line: fc.Arbitrary<PricedLine> = fc
  .record({
    itemCode: fc.string({ minLength: 1, maxLength: 8 }),
    regularPrice: fc.integer({ min: 0, max: 200_000 }),
    salePercent: fc.integer({ min: 1, max: 100 }),
    quantity: fc.integer({ min: 1, max: 50 }),
    onSale: fc.boolean(),
  })
  .map(({ itemCode, regularPrice, salePercent, quantity, onSale }) => ({
    itemCode,
    regularPrice,
    salePrice: onSale ? Math.floor((regularPrice * salePercent) / 100) : regularPrice,
    quantity,
  }));

const discount: fc.Arbitrary<AppliedDiscount | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    code: fc.constant('P'),
    type: fc.constant('percentage' as const),
    value: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({
    code: fc.constant('F'),
    type: fc.constant('fixed' as const),
    value: fc.integer({ min: 1, max: 500_000 }),
  }),
  fc.record({ code: fc.constant('S'), type: fc.constant('shipping' as const), value: fc.constant(0) }),
);

const cart = fc.tuple(fc.array(line, { maxLength: 20 }), discount, fc.integer({ min: 0, max: 10_000 }));

describe('cart totals invariants', () => {
  it('no total is ever negative and every total is whole baisa', () => {
    fc.assert(
      fc.property(cart, ([lines, d, shipping]) => {
        const totals = computeCartTotals(lines, d, shipping);
        for (const value of Object.values(totals)) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('VAT is 5% of the taxable base (the subtotal after the discount) within one baisa', () => {
    fc.assert(
      fc.property(cart, ([lines, d, shipping]) => {
        const t = computeCartTotals(lines, d, shipping);
        expect(Math.abs(t.vat - (t.actualSubTotal * VAT_RATE_PERCENT) / 100)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('a discount never exceeds what it applies to', () => {
    fc.assert(
      fc.property(cart, ([lines, d, shipping]) => {
        const t = computeCartTotals(lines, d, shipping);
        expect(t.discountOffset).toBeLessThanOrEqual(t.subTotal);
        if (d?.type === 'percentage') expect(t.discountOffset).toBeLessThanOrEqual(percentageEligibleAmount(lines));
        if (d?.type === 'fixed') expect([0, d.value]).toContain(t.discountOffset);
        if (!d || d.type === 'shipping') expect(t.discountOffset).toBe(0);
      }),
    );
  });

  it('the grand total is exactly the goods after discount plus VAT plus shipping', () => {
    fc.assert(
      fc.property(cart, ([lines, d, shipping]) => {
        const t = computeCartTotals(lines, d, shipping);
        expect(t.grandTotal).toBe(t.subTotal - t.discountOffset + t.vat + t.shipping);
        expect(t.actualSubTotal).toBe(t.subTotal - t.discountOffset);
      }),
    );
  });
});
