import { describe, expect, it } from 'vitest';
import { formatMessage, parseMessage } from './icu';

const products = '{count, plural, one {# product} other {# products}}';
const iso = (value: string) => `\u2068${value}\u2069`;

describe('formatMessage', () => {
  it('fills named placeholders and leaves those without a value as written', () => {
    expect(formatMessage('Hello {name}', { name: 'Aisha' }, 'en-OM')).toBe('Hello Aisha');
    expect(formatMessage('Hello {name} {other}', { name: 'Aisha' }, 'en-OM')).toBe('Hello Aisha {other}');
    expect(formatMessage('Hello {name}', undefined, 'en-OM')).toBe('Hello {name}');
    expect(formatMessage('{n} of {total}', { n: 2, total: 5 }, 'en-OM')).toBe('2 of 5');
  });

  it('picks the plural form by the en-OM rules and writes the count in Western digits, ungrouped', () => {
    expect([0, 1, 2, 21, 1000].map((count) => formatMessage(products, { count }, 'en-OM'))).toEqual([
      '0 products',
      '1 product',
      '2 products',
      '21 products',
      '1000 products',
    ]);
    expect(formatMessage(products, { count: '1' }, 'en-OM')).toBe('1 product');
  });

  it('exact forms come first, and other placeholders work inside and around a form', () => {
    const tpl = 'Rated {average} from {count, plural, =0 {no reviews} one {# review} other {# reviews by {who}}}';
    expect(formatMessage(tpl, { average: '4.5', count: 0, who: 'x' }, 'en-OM')).toBe('Rated 4.5 from no reviews');
    expect(formatMessage(tpl, { average: '4.5', count: 1, who: 'x' }, 'en-OM')).toBe('Rated 4.5 from 1 review');
    expect(formatMessage(tpl, { average: '4.5', count: 3, who: 'shoppers' }, 'en-OM')).toBe(
      'Rated 4.5 from 3 reviews by shoppers',
    );
  });

  it('Arabic has zero, one, two, few, many and other, with Western digits', () => {
    const ar =
      '{count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}';
    expect([0, 1, 2, 3, 11, 100, 1000].map((count) => formatMessage(ar, { count }, 'ar-OM'))).toEqual([
      'لا منتجات',
      'منتج واحد',
      'منتجان',
      '3 منتجات',
      '11 منتجًا',
      '100 منتج',
      '1000 منتج',
    ]);
  });

  it('in Arabic each value keeps its own direction, isolated (first-strong isolate … pop); a count in a form is not', () => {
    expect(formatMessage('تم استلام طلبك رقم #{id}', { id: 'GG-00012' }, 'ar-OM')).toBe(
      `تم استلام طلبك رقم #${iso('GG-00012')}`,
    );
    expect(formatMessage('أرسلنا الرمز إلى {phone}', { phone: '+968 9123 4567' }, 'ar-OM')).toBe(
      `أرسلنا الرمز إلى ${iso('+968 9123 4567')}`,
    );
    expect(formatMessage('Sent to {phone}', { phone: '+968 9123 4567' }, 'en-OM')).toBe('Sent to +968 9123 4567');
    expect(formatMessage('{count, plural, one {# منتج} other {# منتجات}}', { count: 3 }, 'ar-OM')).toBe('3 منتجات');
    expect(formatMessage('{count, plural, =0 {لا شيء} other {{count} منتجات}}', { count: 0 }, 'ar-OM')).toBe('لا شيء');
    expect(formatMessage('{count, plural, =0 {لا شيء} other {{count} منتجات}}', { count: 7 }, 'ar-OM')).toBe(
      `${iso('7')} منتجات`,
    );
    expect(formatMessage('الاسم: {name}', { name: '' }, 'ar-OM')).toBe('الاسم: ');
  });

  it('texts that leave the page (SMS) ask for no isolates', () => {
    expect(formatMessage('رمز التحقق هو {otp}.', { otp: '048213' }, 'ar', { isolate: false })).toBe(
      'رمز التحقق هو 048213.',
    );
  });

  it("keeps ICU's quoting: an apostrophe is text, except before a brace, and '' is one", () => {
    expect(formatMessage("Don't worry, {name}: it's fine", { name: 'Aisha' }, 'en-OM')).toBe(
      "Don't worry, Aisha: it's fine",
    );
    expect(formatMessage("Write '{name}' as it is, it''s {name}", { name: 'Aisha' }, 'en-OM')).toBe(
      "Write {name} as it is, it's Aisha",
    );
    expect(formatMessage('<b>{name}</b>', { name: 'Aisha' }, 'en-OM')).toBe('<b>Aisha</b>');
  });

  it('formats a message parsed on the server the same as its text (what the browser receives)', () => {
    const parsed = JSON.parse(JSON.stringify(parseMessage(products, 'ar-OM'))) as ReturnType<typeof parseMessage>;
    expect(formatMessage(parsed, { count: 11 }, 'ar-OM')).toBe(formatMessage(products, { count: 11 }, 'ar-OM'));
  });

  it('refuses a plural without a number, and a malformed message', () => {
    expect(() => formatMessage(products, {}, 'en-OM')).toThrow('{count} counts: it needs a number');
    expect(() => formatMessage(products, { count: 'many' }, 'en-OM')).toThrow('{count} counts');
    expect(() => formatMessage('{count, plural, one {# product}}', { count: 1 }, 'en-OM')).toThrow();
    expect(() => formatMessage('{count, plural, one {# product} other {# products}', { count: 1 }, 'en-OM')).toThrow();
  });
});
