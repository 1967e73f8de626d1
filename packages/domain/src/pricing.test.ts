import { describe, expect, it } from 'vitest';
import { canDecrement, canIncrement, clampQuantity, isOnSale, percentOff } from './pricing';

describe('percent-off badge (SPEC §9: 100 − round(sale / regular × 100))', () => {
  it('rounds the sale ratio, then subtracts from 100', () => {
    expect(percentOff(8_000, 10_000)).toBe(20);
    expect(percentOff(6_667, 10_000)).toBe(33);
    expect(percentOff(6_650, 10_000)).toBe(33);
    expect(percentOff(6_649, 10_000)).toBe(34);
    expect(percentOff(1, 10_000)).toBe(100);
  });

  it('rounds exact halves up, where float division would round them down', () => {
    expect(percentOff(2_300, 4_000)).toBe(42);
    expect(percentOff(2_900, 20_000)).toBe(85);
  });

  it('is 0 when the item is not discounted or the regular price is not positive', () => {
    expect(percentOff(10_000, 10_000)).toBe(0);
    expect(percentOff(12_000, 10_000)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
    expect(percentOff(500, -1)).toBe(0);
  });

  it('an item is on sale only when its sale price is below the regular price', () => {
    expect(isOnSale(8_000, 10_000)).toBe(true);
    expect(isOnSale(10_000, 10_000)).toBe(false);
    expect(isOnSale(12_000, 10_000)).toBe(false);
  });
});

describe('cart quantity limits (SPEC §5: min 1, max stock)', () => {
  it('increments only while the quantity is below the stock', () => {
    expect(canIncrement(2, 3)).toBe(true);
    expect(canIncrement(3, 3)).toBe(false);
    expect(canIncrement(1, 0)).toBe(false);
  });

  it('decrements only while the quantity is above 1', () => {
    expect(canDecrement(2)).toBe(true);
    expect(canDecrement(1)).toBe(false);
  });

  it('clamps a requested quantity into 1..stock, whole units only', () => {
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(-4, 3)).toBe(1);
    expect(clampQuantity(2.7, 3)).toBe(2);
    expect(clampQuantity(2, 10)).toBe(2);
  });

  it('never goes below 1, even with no stock (an out-of-stock item cannot be added at all)', () => {
    expect(clampQuantity(4, 0)).toBe(1);
  });
});
