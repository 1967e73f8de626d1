import { CATALOG_FILE_MESSAGES } from '@shop/domain/catalog-file-messages';
import { formatMessage as formatIcu } from '@shop/domain/icu';
import { SHOPPER_MESSAGES } from '@shop/server/i18n/shopper-messages';
import { describe, expect, it } from 'vitest';
import { ar, en } from './catalog';
import { formatMessage } from './locale';

const COUNTS = [0, 1, 2, 3, 11, 21, 100, 101, 1000, 1234567];
const names = (template: string) => new Set([...template.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]!));
const plurals = (template: string) => new Set([...template.matchAll(/\{(\w+)\s*,\s*plural/g)].map((m) => m[1]!));

function samples(template: string): Record<string, string | number>[] {
  const counted = plurals(template);
  const text = (name: string) => (name === 'name' ? 'Rose Oil' : name === 'phone' ? '+968 9123 4567' : `#${name}-12`);
  return COUNTS.map((n) =>
    Object.fromEntries([...names(template)].map((name) => [name, counted.has(name) ? n : text(name)])),
  );
}

describe('FormatJS renders every catalog text as the hand-written engine did', () => {
  it.each([
    ['en-OM', en],
    ['ar-OM', ar],
  ] as const)('web catalog %s', (locale, catalog) => {
    for (const [id, template] of Object.entries(catalog)) {
      for (const vars of samples(template))
        expect(formatIcu(template, vars, locale), `${id} ${JSON.stringify(vars)}`).toBe(
          formatMessage(template, vars, locale),
        );
    }
  });

  it('server catalog and catalog-file messages, no isolates', () => {
    const old = (template: string, vars: Record<string, string | number>) =>
      template.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));
    const all = [...Object.entries(SHOPPER_MESSAGES), ...Object.entries(CATALOG_FILE_MESSAGES)];
    for (const [id, texts] of all) {
      for (const [language, template] of Object.entries(texts)) {
        for (const vars of samples(template).slice(0, 2))
          expect(formatIcu(template, vars, language, { isolate: false }), id).toBe(old(template, vars));
      }
    }
  });
});
