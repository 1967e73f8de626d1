import { SHOP_NAME } from '@shop/domain/store';
import { describe, expect, it } from 'vitest';
import { ar, en, type MessageId } from './catalog';
import {
  isArgumentElement,
  isLiteralElement,
  isPluralElement,
  isPoundElement,
} from '@formatjs/icu-messageformat-parser';
import { type ParsedMessage, formatMessage, parseMessage } from '@shop/domain/icu';

/** Arabic texts that are rightly the English text, each with its reason. */
const SAME_IN_BOTH: Partial<Record<MessageId, string>> = {
  'notFound.code': 'an HTTP status number',
  'product.imageAlt': "the product's own name, which arrives in the page's language",
  'home.bannerAlt': "the banner's own title, which arrives in the page's language",
  'product.shareText': 'a name and a price joined by a dash',
  'reviews.moreReviewers': 'a sign and a number',
  'seo.siteName': 'the shop name stays the Latin SHOP_NAME its logo shows',
  'seo.pageTitle': 'a page title and the shop name',
};

/** Arabic texts with no Arabic words that differ from the English only by a left-to-right isolate (U+2066…U+2069), each with its reason. */
const ISOLATED_ONLY: Partial<Record<MessageId, string>> = {
  'account.countryOption':
    'the country name arrives translated; "+968" is isolated so it does not read "968+" after an Arabic name',
  'checkout.countryCodeOption':
    'the country name arrives translated; "+968" is isolated so it does not read "968+" after an Arabic name',
};

const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

interface Parsed {
  names: Set<string>;
  plurals: { name: string; forms: string[] }[];
}

/** The placeholder names of a message ('{name}', the number of '{count, plural, …}' and those inside its forms) and its plurals, read by the ICU parser. */
function parse(template: string, locale = 'en-OM'): Parsed {
  const into: Parsed = { names: new Set(), plurals: [] };
  const walk = (elements: ParsedMessage) => {
    for (const element of elements) {
      if (isArgumentElement(element)) into.names.add(element.value);
      else if (isPluralElement(element)) {
        into.names.add(element.value);
        into.plurals.push({ name: element.value, forms: Object.keys(element.options) });
        for (const form of Object.values(element.options)) walk(form.value);
      } else if (!isLiteralElement(element) && !isPoundElement(element))
        throw new Error(`only placeholders and plurals are used: ${template}`);
    }
  };
  walk(parseMessage(template, locale));
  return into;
}

const ids = Object.keys(en) as MessageId[];
const arabicPlurals = ids.filter((id) => parse(ar[id], 'ar-OM').plurals.length > 0);

describe('the Arabic catalog', () => {
  it('has exactly the English ids', () => {
    expect(Object.keys(ar).sort()).toEqual([...ids].sort());
  });

  it.each(ids)('%s keeps the English placeholders, no more and no fewer', (id) => {
    expect([...parse(ar[id], 'ar-OM').names].sort()).toEqual([...parse(en[id]).names].sort());
  });

  it.each(ids)('%s is translated: not empty, written in Arabic, not the English text unless listed', (id) => {
    expect(ar[id].trim()).not.toBe('');
    if (id in SAME_IN_BOTH) return;
    expect(ar[id]).not.toBe(en[id]);
    if (id in ISOLATED_ONLY) return expect(ar[id].replace(/[\u2066-\u2069]/g, '')).toBe(en[id]);
    expect(ar[id]).toMatch(/[\u0621-\u064A]/);
  });

  it('lists only texts that really are the same in both languages', () => {
    expect(Object.keys(SAME_IN_BOTH).filter((id) => ar[id as MessageId] !== en[id as MessageId])).toEqual([]);
    expect(ar['seo.siteName']).toBe(SHOP_NAME);
  });

  it('writes numbers in Western digits and the currency as ر.ع., never OMR', () => {
    const texts = Object.values(ar).join('\n');
    expect(texts).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    expect(texts).not.toContain('OMR');
    expect(ar['header.freeShipping']).toContain('ر.ع.');
  });

  it.each(arabicPlurals)('%s has an other form and only the forms Arabic plural rules name', (id) => {
    for (const { forms } of parse(ar[id], 'ar-OM').plurals) {
      expect(forms).toContain('other');
      expect(forms.filter((form) => !form.startsWith('=') && !PLURAL_FORMS.has(form))).toEqual([]);
    }
  });

  it.each(arabicPlurals)('%s reads as plain text for 0, 1, 2, 3, 11 and 100', (id) => {
    const { names, plurals } = parse(ar[id], 'ar-OM');
    const counted = new Set(plurals.map((p) => p.name));
    for (const count of [0, 1, 2, 3, 11, 100]) {
      const vars = Object.fromEntries([...names].map((name) => [name, counted.has(name) ? count : 'x']));
      const text = formatMessage(ar[id], vars, 'ar-OM');
      expect(text).not.toMatch(/[{}#]/);
      expect(text).not.toBe('');
    }
  });

  it('chooses the Arabic forms: a count of products', () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => formatMessage(ar['shop.results'], { count }, 'ar-OM'))).toEqual([
      'لا منتجات',
      'منتج واحد',
      'منتجان',
      '3 منتجات',
      '11 منتجًا',
      '100 منتج',
    ]);
  });
});
