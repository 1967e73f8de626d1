import { describe, expect, it } from 'vitest';
import { formatMessage, localizePath, splitLocalePath, switchLocaleHref, textDirection } from './locale';

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
    expect(formatMessage('and {count, plural, one {# more reviewer} other {# more reviewers}}', { count: 1 })).toBe(
      'and 1 more reviewer',
    );
    expect(formatMessage('and {count, plural, one {# more reviewer} other {# more reviewers}}', { count: 4 })).toBe(
      'and 4 more reviewers',
    );
  });

  it('exact forms come first, and other placeholders work inside and around a form', () => {
    const tpl = 'Rated {average} from {count, plural, =0 {no reviews} one {# review} other {# reviews by {who}}}';
    expect(formatMessage(tpl, { average: '4.5', count: 0, who: 'x' })).toBe('Rated 4.5 from no reviews');
    expect(formatMessage(tpl, { average: '4.5', count: 1, who: 'x' })).toBe('Rated 4.5 from 1 review');
    expect(formatMessage(tpl, { average: '4.5', count: 3, who: 'shoppers' })).toBe(
      'Rated 4.5 from 3 reviews by shoppers',
    );
  });

  it('another locale uses its own rules: Arabic has zero, one, two, few, many and other', () => {
    const ar =
      '{count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}';
    expect([0, 1, 2, 3, 11, 100].map((count) => formatMessage(ar, { count }, 'ar-OM'))).toEqual([
      'لا منتجات',
      'منتج واحد',
      'منتجان',
      '3 منتجات',
      '11 منتجًا',
      '100 منتج',
    ]);
  });

  it('in Arabic each value keeps its own direction, isolated (first-strong isolate … pop)', () => {
    const iso = (value: string) => `\u2068${value}\u2069`;
    expect(formatMessage('تم استلام طلبك رقم #{id}', { id: 'GG-00012' }, 'ar-OM')).toBe(
      `تم استلام طلبك رقم #${iso('GG-00012')}`,
    );
    expect(formatMessage('أرسلنا الرمز إلى {phone}', { phone: '+968 9123 4567' }, 'ar-OM')).toBe(
      `أرسلنا الرمز إلى ${iso('+968 9123 4567')}`,
    );
    expect(formatMessage('Sent to {phone}', { phone: '+968 9123 4567' }, 'en-OM')).toBe('Sent to +968 9123 4567');
    expect(formatMessage('{count, plural, one {# منتج} other {# منتجات}}', { count: 3 }, 'ar-OM')).toBe('3 منتجات');
  });

  it('a plural without a number, or without an other form, stays as written', () => {
    expect(formatMessage(products, { other: 1 })).toBe(products);
    expect(formatMessage(products, { count: 'many' })).toBe(products);
    expect(formatMessage('{count, plural, one {# product}}', { count: 1 })).toBe('{count, plural, one {# product}}');
    expect(formatMessage('{count, plural, one {# product} other {# products}', { count: 1 })).toBe(
      '{count, plural, one {# product} other {# products}',
    );
  });
});

describe('textDirection', () => {
  it('Arabic reads right to left, English left to right', () => {
    expect([textDirection('en-OM'), textDirection('ar-OM'), textDirection('ar'), textDirection('en')]).toEqual([
      'ltr',
      'rtl',
      'rtl',
      'ltr',
    ]);
  });
});

describe('locale addresses: English at the plain path, Arabic under /ar', () => {
  it.each([
    ['/ar/shop', 'ar-OM', '/shop'],
    ['/ar', 'ar-OM', '/'],
    ['/ar/product/a/b', 'ar-OM', '/product/a/b'],
    ['/shop', 'en-OM', '/shop'],
    ['/', 'en-OM', '/'],
    ['/arabic-oud', 'en-OM', '/arabic-oud'],
  ])('%s is %s at %s', (pathname, locale, path) => expect(splitLocalePath(pathname)).toEqual({ locale, path }));

  it.each([
    ['ar-OM', '/', '/ar'],
    ['ar-OM', '/?q=oud', '/ar?q=oud'],
    ['ar-OM', '/shop?category=Serums&excludeOutOfStock=1', '/ar/shop?category=Serums&excludeOutOfStock=1'],
    ['ar-OM', '/product/rose#reviews', '/ar/product/rose#reviews'],
    ['ar-OM', '/ar/shop', '/ar/shop'],
    ['ar-OM', 'https://elsewhere.example/x', 'https://elsewhere.example/x'],
    ['ar-OM', '//elsewhere.example/x', '//elsewhere.example/x'],
    ['ar-OM', '#top', '#top'],
    ['en-OM', '/shop', '/shop'],
  ] as const)('%s: %s → %s', (locale, href, expected) => expect(localizePath(locale, href)).toBe(expected));

  it('the switcher names English with /en (a remembered choice) and Arabic with /ar', () => {
    expect(switchLocaleHref('en-OM', '/shop?brand=Glow')).toBe('/en/shop?brand=Glow');
    expect(switchLocaleHref('en-OM', '/')).toBe('/en');
    expect(switchLocaleHref('en-OM', '/?q=1')).toBe('/en?q=1');
    expect(switchLocaleHref('ar-OM', '/shop?brand=Glow')).toBe('/ar/shop?brand=Glow');
    expect(switchLocaleHref('ar-OM', '/')).toBe('/ar');
  });
});
