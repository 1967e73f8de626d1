/**
 * Every text of the web's catalog and of the server's (shopper texts, catalog-file refusals), put
 * through the one ICU engine with sample values. ICU gives an apostrophe before a brace and a
 * doubled one a meaning of their own: a text without plurals must come out as written, each
 * `{name}` replaced by its value, so "Don't" stays "Don't"; a plural leaves no brace or '#'.
 */
import { CATALOG_FILE_MESSAGES } from '@shop/domain/catalog-file-messages';
import { formatMessage } from '@shop/domain/icu';
import { SHOPPER_MESSAGES } from '@shop/server/i18n/shopper-messages';
import { describe, expect, it } from 'vitest';
import { ar, en } from './catalog';

const COUNTS = [0, 1, 2, 3, 11, 100, 1000];
const hasPlural = (template: string) => /\{\w+\s*,\s*plural\s*,/.test(template);
const sample = (name: string) => (name === 'phone' ? '+968 9123 4567' : `Rose Oil ${name}-12`);

function valuesOf(template: string, count: number): Record<string, string | number> {
  const counted = new Set([...template.matchAll(/\{(\w+)\s*,\s*plural/g)].map((m) => m[1]!));
  const names = new Set([...template.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]!));
  return Object.fromEntries([...names].map((name) => [name, counted.has(name) ? count : sample(name)]));
}

const asWritten = (template: string, values: Record<string, string | number>, isolate: boolean) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) =>
    isolate ? `\u2068${String(values[name])}\u2069` : String(values[name]),
  );

function expectRendered(id: string, template: string, locale: string, isolate: boolean) {
  if (!hasPlural(template)) {
    const values = valuesOf(template, 0);
    expect(formatMessage(template, values, locale, { isolate }), id).toBe(asWritten(template, values, isolate));
    return;
  }
  for (const count of COUNTS) {
    const text = formatMessage(template, valuesOf(template, count), locale, { isolate });
    expect(text, `${id} (${count})`).not.toMatch(/[{}#]/);
    expect(text, `${id} (${count})`).not.toBe('');
  }
}

describe('every catalog text renders through the ICU engine as written', () => {
  it.each([
    ['en-OM', en, false],
    ['ar-OM', ar, true],
  ] as const)('the web catalog in %s', (locale, catalog, isolate) => {
    for (const [id, template] of Object.entries(catalog)) expectRendered(id, template, locale, isolate);
  });

  it('the server catalog and the catalog-file refusals, in both languages and without isolates', () => {
    for (const [id, texts] of [...Object.entries(SHOPPER_MESSAGES), ...Object.entries(CATALOG_FILE_MESSAGES)])
      for (const [language, template] of Object.entries(texts)) expectRendered(id, template, language, false);
  });

  it('has texts whose apostrophes ICU could misread, and keeps them', () => {
    expect(en['cart.emptyText']).toContain("Let's");
    expect(formatMessage(en['cart.emptyText'], undefined, 'en-OM')).toBe(en['cart.emptyText']);
    expect(formatMessage(en['product.notFoundText'], undefined, 'en-OM')).toBe(
      "Sorry, we couldn't find the product you're looking for.",
    );
  });
});
