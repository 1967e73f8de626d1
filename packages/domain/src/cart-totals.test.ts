import { describe, expect, it } from 'vitest';
import { type PricedLine, computeCartTotals, discountOffsetOf } from './cart-totals';

const full = (itemCode: string, price: number, quantity = 1): PricedLine => ({
  itemCode,
  salePrice: price,
  regularPrice: price,
  quantity,
});
const onSale = (itemCode: string, sale: number, regular: number, quantity = 1): PricedLine => ({
  itemCode,
  salePrice: sale,
  regularPrice: regular,
  quantity,
});

describe('cart totals (SPEC §9)', () => {
  it('without a discount: subtotal of sale prices, 5% VAT, shipping added', () => {
    expect(computeCartTotals([full('A', 12_500, 2), onSale('B', 4_000, 5_000)], null, 2_000)).toEqual({
      subTotal: 29_000,
      discountOffset: 0,
      actualSubTotal: 29_000,
      vat: 1_450,
      shipping: 2_000,
      grandTotal: 32_450,
    });
  });

  it('a percentage discount applies only to lines whose sale price equals the regular price', () => {
    const totals = computeCartTotals(
      [full('A', 10_000, 2), onSale('B', 8_000, 10_000)],
      { code: 'GLOW10', type: 'percentage', value: 10 },
      0,
    );
    expect(totals.discountOffset).toBe(2_000);
    expect(totals.actualSubTotal).toBe(26_000);
    expect(totals.vat).toBe(1_300);
    expect(totals.grandTotal).toBe(27_300);
  });

  it('a percentage discount is rounded half up, once, on the eligible lines together', () => {
    const lines = [full('A', 1_005), full('B', 1_000, 2), onSale('C', 500, 900)];
    expect(discountOffsetOf(lines, { code: 'P', type: 'percentage', value: 10 }, 3_505)).toBe(301); // 300.5 → 301
    expect(discountOffsetOf([full('A', 1_004)], { code: 'P', type: 'percentage', value: 10 }, 1_004)).toBe(100); // 100.4 → 100
  });

  it('a percentage discount on a cart where every line is on sale takes nothing', () => {
    expect(
      computeCartTotals([onSale('B', 8_000, 10_000)], { code: 'GLOW10', type: 'percentage', value: 10 }, 0)
        .discountOffset,
    ).toBe(0);
  });

  it('a fixed discount applies only when it does not exceed the subtotal', () => {
    const save5 = { code: 'SAVE5', type: 'fixed' as const, value: 5_000 };
    expect(computeCartTotals([full('A', 5_000)], save5, 0)).toMatchObject({
      discountOffset: 5_000,
      actualSubTotal: 0,
      vat: 0,
      grandTotal: 0,
    });
    expect(computeCartTotals([full('A', 4_999)], save5, 0)).toMatchObject({ discountOffset: 0, actualSubTotal: 4_999 });
  });

  it('VAT is 5% of the subtotal after a fixed discount, rounded half up to the baisa', () => {
    const totals = computeCartTotals([full('A', 10_010)], { code: 'F', type: 'fixed', value: 1_000 }, 0);
    expect(totals.actualSubTotal).toBe(9_010);
    expect(totals.vat).toBe(451); // 450.5 → 451
  });

  it('a shipping discount takes nothing off the goods', () => {
    expect(
      computeCartTotals([full('A', 3_000)], { code: 'FREESHIP', type: 'shipping', value: 0 }, 0).discountOffset,
    ).toBe(0);
  });

  it('an empty cart totals zero', () => {
    expect(computeCartTotals([], null, 0)).toEqual({
      subTotal: 0,
      discountOffset: 0,
      actualSubTotal: 0,
      vat: 0,
      shipping: 0,
      grandTotal: 0,
    });
  });

  it('refuses lines that are not whole baisa and whole positive quantities (a bug, not input)', () => {
    expect(() => computeCartTotals([full('A', 1.5)], null, 0)).toThrow(RangeError);
    expect(() => computeCartTotals([full('A', 1000, 0)], null, 0)).toThrow(RangeError);
    expect(() => computeCartTotals([full('A', 1000)], null, -1)).toThrow(RangeError);
  });

  it('a percentage above 100 is treated as 100 and below 0 as 0', () => {
    const lines = [full('A', 1_000)];
    expect(discountOffsetOf(lines, { code: 'X', type: 'percentage', value: 150 }, 1_000)).toBe(1_000);
    expect(discountOffsetOf(lines, { code: 'X', type: 'percentage', value: -5 }, 1_000)).toBe(0);
  });
});
