import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { discountCodeCreate, discountCodeParams, discountCodeReplace } from './admin-discounts';

/** Each refusal as the server's error handler words it: "path: message". */
const refusals = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ` : '') + i.message);
};

const percent = { code: 'EID25', type: 'percentage', value: 25 };

describe('discount code inputs', () => {
  it('takes a code upper-cased, with its terms defaulted', () => {
    expect(discountCodeCreate.parse({ ...percent, code: ' eid_25-x ' })).toEqual({
      code: 'EID_25-X',
      type: 'percentage',
      value: 25,
      valid_from: null,
      valid_to: null,
      usage_limit: null,
      active: true,
      description: '',
    });
    expect(discountCodeParams.parse({ code: 'eid25' })).toEqual({ code: 'EID25' });
  });

  it.each([[''], ['AB'], ['A'.repeat(41)], ['EID 25'], ['EİD25']])('refuses the code %j', (code) => {
    expect(refusals(discountCodeCreate, { ...percent, code })).toEqual([
      'code: The code must be 3–40 letters, digits, - or _',
    ]);
  });

  it.each([
    [0, 'value: The percentage must be 1–100'],
    [101, 'value: The percentage must be 1–100'],
    [12.5, 'value: The percentage must be a whole number'],
    [null, 'value: The percentage must be 1–100'],
    ['abc', 'value: The percentage must be 1–100'],
  ])('refuses the percentage %j', (value, message) => {
    expect(refusals(discountCodeReplace, { type: 'percentage', value })).toEqual([message]);
  });

  it('takes a fixed amount in OMR as baisa, refusing 0, negatives, text and a fourth decimal', () => {
    expect(discountCodeReplace.parse({ type: 'fixed', value: 2.5 })).toMatchObject({ type: 'fixed', value: 2500 });
    expect(refusals(discountCodeReplace, { type: 'fixed', value: 0 })).toEqual(['value: The amount must be above 0']);
    expect(refusals(discountCodeReplace, { type: 'fixed', value: -1 })).toEqual([
      'value: The amount must not be negative',
    ]);
    expect(refusals(discountCodeReplace, { type: 'fixed', value: '2.5' })).toEqual([
      'value: The amount must be a number in OMR',
    ]);
    expect(refusals(discountCodeReplace, { type: 'fixed', value: 1.2345 })).toEqual([
      'value: The amount may have at most 3 decimals',
    ]);
    expect(refusals(discountCodeReplace, { type: 'fixed', value: 1_000_001 })).toEqual([
      'value: The amount is too large',
    ]);
  });

  it('gives free shipping the value 0 and nothing else', () => {
    expect(discountCodeReplace.parse({ type: 'shipping' })).toMatchObject({ type: 'shipping', value: 0 });
    expect(refusals(discountCodeReplace, { type: 'shipping', value: 5 })).toEqual([
      'value: A free-shipping code has value 0',
    ]);
  });

  it('refuses an unknown type', () => {
    expect(refusals(discountCodeReplace, { type: 'bogo', value: 1 })).toEqual([
      'type: type must be percentage, fixed or shipping',
    ]);
  });

  it.each([
    [0, 'usage_limit: The usage limit must be at least 1'],
    [1.5, 'usage_limit: The usage limit must be a whole number'],
    ['ten', 'usage_limit: The usage limit must be a whole number'],
    [10_000_001, 'usage_limit: The usage limit is too large'],
  ])('refuses the usage limit %j', (usage_limit, message) => {
    expect(refusals(discountCodeCreate, { ...percent, usage_limit })).toEqual([message]);
  });

  it('wants ISO date-times with an offset, the end after the start', () => {
    const dates = (valid_from: string, valid_to: string) =>
      refusals(discountCodeReplace, { type: 'shipping', valid_from, valid_to });
    expect(dates('2026-12-01T00:00:00+04:00', '2026-12-31T00:00:00+04:00')).toEqual([]);
    expect(dates('2026-12-01', '2026-12-31T00:00:00+04:00')).toEqual([
      'valid_from: Dates must be ISO date-times, e.g. 2026-12-01T00:00:00+04:00',
    ]);
    expect(dates('2026-12-31T00:00:00+04:00', '2026-12-01T00:00:00+04:00')).toEqual([
      'valid_to: valid_to must be after valid_from',
    ]);
    expect(dates('2026-12-01T00:00:00+04:00', '2026-12-01T00:00:00+04:00')).toEqual([
      'valid_to: valid_to must be after valid_from',
    ]);
  });

  it('keeps the description to 200 characters and refuses unknown fields', () => {
    expect(refusals(discountCodeReplace, { type: 'shipping', description: 'x'.repeat(201) })).toEqual([
      'description: The description is too long',
    ]);
    expect(refusals(discountCodeReplace, { type: 'shipping', code: 'EID25' })).toEqual(['Unrecognized key: "code"']);
  });
});
