import { describe, expect, it } from 'vitest';
import { type DiscountCodeValidity, discountCodeState } from './discount-code-state';

const now = new Date('2026-11-18T12:00:00Z');
const code = (over: Partial<DiscountCodeValidity> = {}): DiscountCodeValidity => ({
  active: true,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  usedCount: 0,
  ...over,
});

describe('discount code state (SPEC §9)', () => {
  it('is active with no bounds, and inside its dates and under its limit', () => {
    expect(discountCodeState(code(), now)).toBe('active');
    expect(
      discountCodeState(
        code({ validFrom: new Date('2026-11-01'), validTo: new Date('2026-12-01'), usageLimit: 5, usedCount: 4 }),
        now,
      ),
    ).toBe('active');
  });

  it('is inactive when switched off, whatever else holds', () => {
    expect(discountCodeState(code({ active: false, validTo: new Date('2020-01-01'), usageLimit: 0 }), now)).toBe(
      'inactive',
    );
  });

  it('is scheduled before its start, expired after its end, used up at its limit', () => {
    expect(discountCodeState(code({ validFrom: new Date('2026-12-01') }), now)).toBe('scheduled');
    expect(discountCodeState(code({ validTo: new Date('2026-11-18T11:59:59Z') }), now)).toBe('expired');
    expect(discountCodeState(code({ usageLimit: 3, usedCount: 3 }), now)).toBe('used up');
  });

  it('counts the bounds themselves as inside', () => {
    expect(discountCodeState(code({ validFrom: now, validTo: now }), now)).toBe('active');
  });
});
