import { describe, expect, it } from 'vitest';
import type { DiscountCode } from '../../db/schema';
import { render } from '../../i18n/shopper-text';
import { checkDiscount } from './discount-rules';

/** The check with its reason in English, as a request without Accept-Language reads it. */
const inEnglish = (...args: Parameters<typeof checkDiscount>) => {
  const check = checkDiscount(...args);
  return { ...check, reason: render('en', check.reason) };
};

const now = new Date('2026-11-22T10:00:00Z');
const code = (over: Partial<DiscountCode>): DiscountCode => ({
  code: 'GLOW10',
  type: 'percentage',
  value: 10,
  valid_from: '2026-01-01 00:00:00.000',
  valid_to: '2027-01-01 00:00:00.000',
  usage_limit: null,
  used_count: 0,
  active: 1,
  description: '',
  creation: '',
  modified: '',
  ...over,
});
const full = { itemCode: 'A', salePrice: 10_000, regularPrice: 10_000, quantity: 1 };
const sale = { itemCode: 'B', salePrice: 8_000, regularPrice: 10_000, quantity: 1 };

describe('discount code rules (SPEC §9)', () => {
  it('a percentage code applies when a line is not on sale, and reports its percent', () => {
    expect(inEnglish(code({}), 'GLOW10', [full, sale], now)).toMatchObject({
      status: true,
      amount: 10,
      type: 'percentage',
    });
  });

  it('a percentage code on a cart where every line is on sale is refused with a reason', () => {
    expect(inEnglish(code({}), 'GLOW10', [sale], now)).toMatchObject({
      status: false,
      reason: 'This code applies only to items that are not already on sale.',
    });
  });

  it('a fixed code applies up to the subtotal and reports its amount in rial', () => {
    const save5 = code({ code: 'SAVE5', type: 'fixed', value: 5_000 });
    expect(inEnglish(save5, 'SAVE5', [sale], now)).toMatchObject({ status: true, amount: 5, type: 'fixed' });
    expect(inEnglish(save5, 'SAVE5', [{ ...sale, salePrice: 4_999 }], now)).toMatchObject({
      status: false,
      reason: 'This code needs a subtotal of at least OMR 5.000.',
    });
  });

  it('free shipping always applies', () => {
    expect(inEnglish(code({ code: 'FREESHIP', type: 'shipping', value: 0 }), 'FREESHIP', [sale], now)).toMatchObject({
      status: true,
      amount: 0,
      type: 'shipping',
    });
  });

  it('refuses unknown, inactive, not-yet-valid, expired and used-up codes with their reasons', () => {
    expect(inEnglish(undefined, 'NOPE', [full], now).reason).toBe('This code does not exist.');
    expect(inEnglish(code({ active: 0 }), 'GLOW10', [full], now).reason).toBe('This code is no longer active.');
    expect(inEnglish(code({ valid_from: '2026-12-01 00:00:00.000' }), 'GLOW10', [full], now).reason).toBe(
      'This code is not valid yet.',
    );
    expect(inEnglish(code({ valid_to: '2026-11-22 09:59:59.000' }), 'GLOW10', [full], now).reason).toBe(
      'This code has expired.',
    );
    expect(inEnglish(code({ usage_limit: 100, used_count: 100 }), 'GLOW10', [full], now).reason).toBe(
      'This code has reached its usage limit.',
    );
  });
});
