import { describe, expect, it } from 'vitest';
import { formatMessage, textDirection } from './locale';

const products = '{count, plural, one {# product} other {# products}}';

describe('formatMessage', () => {
  it('fills named placeholders and leaves unknown ones as written', () => {
    expect(formatMessage('Hello {name}', { name: 'Aisha' })).toBe('Hello Aisha');
    expect(formatMessage('Hello {name} {other}', { name: 'Aisha' })).toBe('Hello Aisha {other}');
    expect(formatMessage('Hello {name}')).toBe('Hello {name}');
    expect(formatMessage('{n} of {total}', { n: 2, total: 5 })).toBe('2 of 5');
  });

  it('picks the plural form by the en-OM rules: one for 1, other for 0, 2 and more', () => {
    expect([0, 1, 2, 21, 1000].map((count) => formatMessage(products, { count }))).toEqual([
      '0 products',
      '1 product',
      '2 products',
      '21 products',
      '1000 products',
    ]);
    expect(formatMessage('and {count, plural, one {# more reviewer} other {# more reviewers}}', { count: 1 })).toBe('and 1 more reviewer');
    expect(formatMessage('and {count, plural, one {# more reviewer} other {# more reviewers}}', { count: 4 })).toBe('and 4 more reviewers');
  });

  it('exact forms come first, and other placeholders work inside and around a form', () => {
    const tpl = 'Rated {average} from {count, plural, =0 {no reviews} one {# review} other {# reviews by {who}}}';
    expect(formatMessage(tpl, { average: '4.5', count: 0, who: 'x' })).toBe('Rated 4.5 from no reviews');
    expect(formatMessage(tpl, { average: '4.5', count: 1, who: 'x' })).toBe('Rated 4.5 from 1 review');
    expect(formatMessage(tpl, { average: '4.5', count: 3, who: 'shoppers' })).toBe('Rated 4.5 from 3 reviews by shoppers');
  });

  it('another locale uses its own rules: Arabic has zero, one, two, few, many and other', () => {
    const ar = '{count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}';
    expect([0, 1, 2, 3, 11, 100].map((count) => formatMessage(ar, { count }, 'ar-OM'))).toEqual([
      'لا منتجات',
      'منتج واحد',
      'منتجان',
      '3 منتجات',
      '11 منتجًا',
      '100 منتج',
    ]);
  });

  it('a plural without a number, or without an other form, stays as written', () => {
    expect(formatMessage(products, { other: 1 })).toBe(products);
    expect(formatMessage(products, { count: 'many' })).toBe(products);
    expect(formatMessage('{count, plural, one {# product}}', { count: 1 })).toBe('{count, plural, one {# product}}');
    expect(formatMessage('{count, plural, one {# product} other {# products}', { count: 1 })).toBe('{count, plural, one {# product} other {# products}');
  });
});

describe('textDirection', () => {
  it('Arabic reads right to left, English left to right', () => {
    expect([textDirection('en-OM'), textDirection('ar-OM'), textDirection('ar'), textDirection('en')]).toEqual(['ltr', 'rtl', 'rtl', 'ltr']);
  });
});
