import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAISA_PER_RIAL, formatAmount, formatOMR, toBaisa, toRial } from './money';

describe('money in integer baisa (SPEC §9: OMR with 3 decimals)', () => {
  it('one rial is 1000 baisa', () => {
    expect(BAISA_PER_RIAL).toBe(1000);
    expect(toBaisa(1)).toBe(1000);
    expect(toRial(1000)).toBe(1);
  });

  it('reads wire amounts in rial to the nearest baisa, without float drift', () => {
    expect(toBaisa(12.5)).toBe(12_500);
    expect(toBaisa(0.001)).toBe(1);
    expect(toBaisa(1.005)).toBe(1_005);
    expect(toBaisa(0.1 + 0.2)).toBe(300);
    expect(toBaisa(19.999)).toBe(19_999);
    expect(toBaisa(0)).toBe(0);
  });

  it('refuses amounts that are not finite numbers', () => {
    expect(() => toBaisa(Number.NaN)).toThrow(RangeError);
    expect(() => toBaisa(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('formats with exactly three decimals', () => {
    expect(formatAmount(12_500)).toBe('12.500');
    expect(formatAmount(0)).toBe('0.000');
    expect(formatAmount(5)).toBe('0.005');
    expect(formatAmount(1_000_000)).toBe('1000.000');
    expect(formatAmount(-2_050)).toBe('-2.050');
  });

  it('formatOMR in Arabic: the amount with Western digits and three decimals, then ر.ع.', () => {
    expect(formatOMR(12_500, 'ar')).toBe('12.500 ر.ع.');
    expect(formatOMR(0, 'ar')).toBe('0.000 ر.ع.');
    expect(formatOMR(-1_005, 'ar')).toBe('-1.005 ر.ع.');
    expect(formatOMR(7, 'ar')).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it('formatOMR prefixes the currency: "OMR 12.500"', () => {
    expect(formatOMR(12_500, 'en')).toBe('OMR 12.500');
    expect(formatOMR(12_500)).toBe('OMR 12.500');
    expect(formatOMR(0)).toBe('OMR 0.000');
  });

  it('baisa → rial → baisa is the identity for every whole amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (baisa) => {
        expect(toBaisa(toRial(baisa))).toBe(baisa);
        expect(Number(formatAmount(baisa))).toBe(toRial(baisa));
      }),
    );
  });
});
