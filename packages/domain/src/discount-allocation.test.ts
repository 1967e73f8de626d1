import { describe, expect, it } from 'vitest';
import type { PricedLine } from './cart-totals';
import { allocateDiscount } from './discount-allocation';

const line = (itemCode: string, salePrice: number, regularPrice: number, quantity: number): PricedLine => ({
  itemCode,
  salePrice,
  regularPrice,
  quantity,
});

describe('allocateDiscount', () => {
  it('gives nothing without a discount or with a zero offset', () => {
    expect(allocateDiscount([line('A', 1000, 1000, 1)], null, 0)).toEqual([0]);
    expect(allocateDiscount([line('A', 1000, 1000, 1)], { code: 'S', type: 'shipping', value: 0 }, 0)).toEqual([0]);
  });

  it('puts a percentage only on lines not already on sale (SPEC §9)', () => {
    const lines = [line('FULL', 12_500, 12_500, 2), line('SALE', 8_000, 10_000, 1)];
    expect(allocateDiscount(lines, { code: 'P10', type: 'percentage', value: 10 }, 2_500)).toEqual([2_500, 0]);
  });

  it('spreads a fixed amount over every line in proportion, summing to the offset exactly', () => {
    const lines = [line('A', 1_000, 1_000, 1), line('B', 1_000, 1_000, 1), line('C', 1_000, 1_000, 1)];
    const shares = allocateDiscount(lines, { code: 'F', type: 'fixed', value: 1_000 }, 1_000);
    expect(shares).toEqual([334, 333, 333]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1_000);
  });

  it('never gives a line more than its amount', () => {
    const lines = [line('A', 3, 3, 1), line('B', 997, 997, 1)];
    const shares = allocateDiscount(lines, { code: 'F', type: 'fixed', value: 1_000 }, 1_000);
    expect(shares).toEqual([3, 997]);
  });
});
