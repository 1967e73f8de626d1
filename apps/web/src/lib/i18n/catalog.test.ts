import { SHOP_NAME } from '@shop/domain/store';
import { describe, expect, it } from 'vitest';
import { ar, en, type MessageId } from './catalog';
import { formatMessage } from './locale';

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

function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unclosed brace in ${text}`);
}

/** The placeholder names of a message ('{name}', the number of '{count, plural, …}' and those inside its forms) and its plurals. */
function parse(template: string, into: Parsed = { names: new Set(), plurals: [] }): Parsed {
  for (let open = template.indexOf('{'); open !== -1; open = template.indexOf('{', open)) {
    const close = closingBrace(template, open);
    const inner = template.slice(open + 1, close);
    const head = /^(\w+)\s*,\s*plural\s*,/.exec(inner);
    if (head) {
      const forms: string[] = [];
      let rest = inner.slice(head[0].length);
      for (let key = /^\s*(=\d+|\w+)\s*\{/.exec(rest); key; key = /^\s*(=\d+|\w+)\s*\{/.exec(rest)) {
        const end = closingBrace(rest, key[0].length - 1);
        forms.push(key[1]!);
        parse(rest.slice(key[0].length, end), into);
        rest = rest.slice(end + 1);
      }
      if (rest.trim() !== '') throw new Error(`unreadable plural in ${template}`);
      into.names.add(head[1]!);
      into.plurals.push({ name: head[1]!, forms });
    } else if (/^\w+$/.test(inner)) into.names.add(inner);
    else throw new Error(`{${inner}} is neither a placeholder nor a plural in ${template}`);
    open = close + 1;
  }
  return into;
}

const ids = Object.keys(en) as MessageId[];
const arabicPlurals = ids.filter((id) => parse(ar[id]).plurals.length > 0);

describe('the Arabic catalog', () => {
  it('has exactly the English ids', () => {
    expect(Object.keys(ar).sort()).toEqual([...ids].sort());
  });

  it.each(ids)('%s keeps the English placeholders, no more and no fewer', (id) => {
    expect([...parse(ar[id]).names].sort()).toEqual([...parse(en[id]).names].sort());
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
    for (const { forms } of parse(ar[id]).plurals) {
      expect(forms).toContain('other');
      expect(forms.filter((form) => !form.startsWith('=') && !PLURAL_FORMS.has(form))).toEqual([]);
    }
  });

  it.each(arabicPlurals)('%s reads as plain text for 0, 1, 2, 3, 11 and 100', (id) => {
    const { names, plurals } = parse(ar[id]);
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
