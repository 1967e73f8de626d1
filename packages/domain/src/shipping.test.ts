import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FREE_SHIPPING_ABOVE,
  SHIPPING_FALLBACK,
  type ShippingInput,
  computeShipping,
  isOman,
  isUae,
} from './shipping';

const base: ShippingInput = {
  country: 'Oman',
  method: 'Delivery',
  subTotal: 10_000,
  freeShippingAbove: 20_000,
  discountType: null,
  zoneCustomerPrice: null,
  hasDangerousGood: false,
};

describe('shipping (SPEC §9)', () => {
  it('pickup from the store costs OMR 0.000', () => {
    expect(computeShipping({ ...base, method: 'Pick up from Store', country: 'Qatar' })).toBe(0);
  });

  it('is free in Oman at or above free_shipping_above, and not just below it', () => {
    expect(computeShipping({ ...base, subTotal: 20_000, zoneCustomerPrice: 3_000 })).toBe(0);
    expect(computeShipping({ ...base, subTotal: 19_999, zoneCustomerPrice: 3_000 })).toBe(3_000);
  });

  it('the threshold does not apply outside Oman', () => {
    expect(computeShipping({ ...base, country: 'UAE', subTotal: 50_000 })).toBe(3_500);
  });

  it('is free anywhere with a shipping discount', () => {
    expect(computeShipping({ ...base, country: 'Kuwait', discountType: 'shipping', hasDangerousGood: true })).toBe(0);
  });

  it("charges the chosen zone's customer price in Oman, else the Oman fallback 2.000", () => {
    expect(computeShipping({ ...base, zoneCustomerPrice: 2_000 })).toBe(2_000);
    expect(computeShipping({ ...base, zoneCustomerPrice: 3_000 })).toBe(3_000);
    expect(computeShipping(base)).toBe(2_000);
  });

  it('falls back to UAE 3.500, other countries 5.000, or 7.000 with a dangerous good', () => {
    expect(computeShipping({ ...base, country: 'United Arab Emirates' })).toBe(3_500);
    expect(computeShipping({ ...base, country: 'Saudi Arabia' })).toBe(5_000);
    expect(computeShipping({ ...base, country: 'Saudi Arabia', hasDangerousGood: true })).toBe(7_000);
    expect(computeShipping({ ...base, country: 'UAE', hasDangerousGood: true })).toBe(3_500);
  });

  it("a zone's price is an Oman price: it never applies to another country", () => {
    expect(computeShipping({ ...base, country: 'Qatar', zoneCustomerPrice: 2_000 })).toBe(5_000);
  });

  it('the constants are the SPEC §9 figures in baisa', () => {
    expect(SHIPPING_FALLBACK).toEqual({ oman: 2_000, uae: 3_500, other: 5_000, otherDangerousGoods: 7_000 });
    expect(DEFAULT_FREE_SHIPPING_ABOVE).toBe(20_000);
  });

  it('recognises the country names used in settings and by the form', () => {
    expect(['Oman', ' oman ', 'OM'].every(isOman)).toBe(true);
    expect(['UAE', 'United Arab Emirates', 'AE'].every(isUae)).toBe(true);
    expect(isOman('Romania')).toBe(false);
    expect(isUae('Oman')).toBe(false);
  });
});
