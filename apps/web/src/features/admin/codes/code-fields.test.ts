import { describe, expect, it } from 'vitest';
import { discountCodeCreate, discountCodeReplace } from '@shop/domain/schemas/admin-discounts';
import { type CodeFields, codeBody, codeDefaults, newCodeBody } from './code-fields';

const typed = (change: Partial<CodeFields>): CodeFields => ({
  ...codeDefaults(),
  code: 'eid25',
  value: '25',
  ...change,
});

/** What the form shows under each field: the schema's message at the field's name. */
const shown = (fields: CodeFields) => {
  const parsed = discountCodeCreate.safeParse(newCodeBody(fields));
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the code form’s fields as the API body', () => {
  it('sends what staff typed: numbers as numbers, Oman times with their offset, no limit as null', () => {
    expect(newCodeBody(typed({ valid_from: '2026-12-01T00:00', usage_limit: '' }))).toEqual({
      code: 'eid25',
      type: 'percentage',
      value: 25,
      valid_from: '2026-12-01T00:00:00+04:00',
      valid_to: null,
      usage_limit: null,
      active: true,
      description: '',
    });
    expect(codeBody(typed({ type: 'fixed', value: '2.500' }))).toMatchObject({ type: 'fixed', value: 2.5 });
    expect(codeBody(typed({ type: 'shipping', value: '' }))).toMatchObject({ type: 'shipping', value: 0 });
    expect(discountCodeReplace.safeParse(codeBody(typed({ type: 'shipping' }))).success).toBe(true);
  });

  it('leaves a wrong value for the schema, so the field shows the API’s words', () => {
    expect(shown(typed({ value: '150' }))).toEqual({ value: 'The percentage must be 1–100' });
    expect(shown(typed({ value: 'ten' }))).toEqual({ value: 'The percentage must be 1–100' });
    expect(shown(typed({ type: 'fixed', value: '1.2345' }))).toEqual({
      value: 'The amount may have at most 3 decimals',
    });
    expect(shown(typed({ type: 'fixed', value: '12,5' }))).toEqual({ value: 'The amount must be a number in OMR' });
    expect(shown(typed({ usage_limit: '0' }))).toEqual({ usage_limit: 'The usage limit must be at least 1' });
    expect(shown(typed({ code: 'e' }))).toEqual({ code: 'The code must be 3–40 letters, digits, - or _' });
    expect(shown(typed({ valid_from: '2026-12-31T00:00', valid_to: '2026-12-01T00:00' }))).toEqual({
      valid_to: 'valid_to must be after valid_from',
    });
  });

  it('starts an edit from the code’s own values, a fixed amount with 3 decimals', () => {
    expect(
      codeDefaults({
        code: 'EID25',
        type: 'fixed',
        value: 2.5,
        usage_limit: 5,
        valid_from: '2026-12-01T00:00:00+04:00',
        valid_to: null,
        active: false,
        description: 'Eid',
      } as Parameters<typeof codeDefaults>[0]),
    ).toEqual({
      code: '',
      type: 'fixed',
      value: '2.500',
      usage_limit: '5',
      valid_from: '2026-12-01T00:00',
      valid_to: '',
      description: 'Eid',
      active: false,
    });
  });
});
