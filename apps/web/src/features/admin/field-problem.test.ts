import { describe, expect, it } from 'vitest';
import { type FieldCheck, fieldProblem } from './field-problem';

const valid: FieldCheck['validity'] = {
  valueMissing: false,
  typeMismatch: false,
  patternMismatch: false,
  tooLong: false,
  tooShort: false,
  rangeUnderflow: false,
  rangeOverflow: false,
  stepMismatch: false,
  badInput: false,
};
const field = (problem: Partial<FieldCheck['validity']>, rest: Partial<FieldCheck> = {}): FieldCheck => ({
  label: 'Name (shown in the shop)',
  validity: { ...valid, ...problem },
  type: 'text',
  title: '',
  min: '',
  max: '',
  step: '',
  minLength: -1,
  maxLength: -1,
  ...rest,
});

describe('fieldProblem: the back-office’s words for what the browser found', () => {
  it('nothing wrong: no message', () => {
    expect(fieldProblem(field({}))).toBeNull();
  });

  it('an empty required field names its label; a list asks for a choice', () => {
    expect(fieldProblem(field({ valueMissing: true }))).toBe('Name (shown in the shop): this field is required.');
    expect(fieldProblem(field({ valueMissing: true }, { label: 'Role', type: 'select-one' }))).toBe(
      'Role: choose one.',
    );
  });

  it('a pattern is explained by the field’s title', () => {
    expect(
      fieldProblem(
        field({ patternMismatch: true }, { label: 'Route', title: 'Lowercase letters, digits and single hyphens' }),
      ),
    ).toBe('Route: lowercase letters, digits and single hyphens.');
    expect(fieldProblem(field({ patternMismatch: true }, { label: 'Code' }))).toBe('Code: check what you entered.');
  });

  it('types, lengths, ranges and steps', () => {
    expect(fieldProblem(field({ typeMismatch: true }, { label: 'Email', type: 'email' }))).toBe(
      'Email: enter an email address, like name@example.om.',
    );
    expect(fieldProblem(field({ badInput: true }, { label: 'Stock', type: 'number' }))).toBe('Stock: enter a number.');
    expect(fieldProblem(field({ tooShort: true }, { label: 'Password', minLength: 10 }))).toBe(
      'Password: at least 10 characters.',
    );
    expect(fieldProblem(field({ tooLong: true }, { label: 'Note', maxLength: 500 }))).toBe(
      'Note: at most 500 characters.',
    );
    expect(fieldProblem(field({ rangeUnderflow: true }, { label: 'Stock', min: '0' }))).toBe('Stock: 0 or more.');
    expect(fieldProblem(field({ rangeOverflow: true }, { label: 'Percent', max: '100' }))).toBe(
      'Percent: 100 or less.',
    );
    expect(fieldProblem(field({ stepMismatch: true }, { label: 'Stock', step: '1' }))).toBe('Stock: a whole number.');
    expect(fieldProblem(field({ stepMismatch: true }, { label: 'Weight', step: '0.5' }))).toBe(
      'Weight: in steps of 0.5.',
    );
  });

  it('an empty field is reported as empty before anything else', () => {
    expect(fieldProblem(field({ valueMissing: true, patternMismatch: true }, { title: 'Digits' }))).toBe(
      'Name (shown in the shop): this field is required.',
    );
  });
});
