import { describe, expect, it } from 'vitest';
import { counted, pluralCategory } from './plural';

describe("pluralCategory: Intl.PluralRules' categories", () => {
  it.each([
    [0, 'zero'],
    [1, 'one'],
    [2, 'two'],
    [3, 'few'],
    [10, 'few'],
    [11, 'many'],
    [99, 'many'],
    [100, 'other'],
    [101, 'other'],
    [103, 'few'],
    [111, 'many'],
  ] as const)('Arabic %i is %s', (n, category) => expect(pluralCategory('ar', n)).toBe(category));

  it.each([
    [0, 'other'],
    [1, 'one'],
    [2, 'other'],
  ] as const)('English %i is %s', (n, category) => expect(pluralCategory('en', n)).toBe(category));
});

describe('counted: a count with its noun, grammatical in each language', () => {
  it.each([
    [0, '0 ثانية'],
    [1, 'ثانية'],
    [2, 'ثانيتين'],
    [3, '3 ثوانٍ'],
    [5, '5 ثوانٍ'],
    [10, '10 ثوانٍ'],
    [11, '11 ثانيةً'],
    [100, '100 ثانية'],
    [101, '101 ثانية'],
    [120, '120 ثانيةً'],
  ])('Arabic seconds: %i → %s', (n, words) => expect(counted('ar', n, 'second')).toBe(words));

  it.each([
    [0, '0 يوم'],
    [1, 'يوم'],
    [2, 'يومين'],
    [3, '3 أيام'],
    [10, '10 أيام'],
    [11, '11 يومًا'],
    [13, '13 يومًا'],
    [100, '100 يوم'],
    [101, '101 يوم'],
  ])('Arabic days: %i → %s', (n, words) => expect(counted('ar', n, 'day')).toBe(words));

  it('Arabic months and digits', () => {
    expect(counted('ar', 1, 'month')).toBe('شهر');
    expect(counted('ar', 4, 'month')).toBe('4 أشهر');
    expect(counted('ar', 8, 'digit')).toBe('8 أرقام');
    expect(counted('ar', 11, 'digit')).toBe('11 رقمًا');
  });

  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [2, '2 seconds'],
    [101, '101 seconds'],
  ])('English seconds: %i → %s', (n, words) => expect(counted('en', n, 'second')).toBe(words));
});
