/**
 * The shop's languages. English (en-OM) is the default and, for now, the only one; Arabic
 * (ar-OM) joins by adding its id here and its catalog in messages.ts.
 * @public
 */
export const LOCALES = ['en-OM'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-OM';

/** The reading direction of a locale's script, for `<html dir>`: Arabic reads right to left. */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  return /^(ar|fa|he|ur)(-|$)/.test(locale) ? 'rtl' : 'ltr';
}

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, n: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(n);
}

/** The text inside the brace opened at `open` and the index after its closing brace; null if unclosed. */
function braced(template: string, open: number): { text: string; end: number } | null {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === '{') depth++;
    else if (template[i] === '}' && --depth === 0) return { text: template.slice(open + 1, i), end: i + 1 };
  }
  return null;
}

/**
 * '{count, plural, one {# product} other {# products}}' with the form Intl.PluralRules picks for
 * the locale ('=N' forms first, then zero/one/two/few/many/other, 'other' as the fallback); '#'
 * stands for the number. A catalog for another language writes the forms its rules select (Arabic:
 * zero, one, two, few, many, other). Null when the text at `open` is not a plural.
 */
function plural(template: string, open: number, vars: Record<string, string | number>, locale: string): { text: string; end: number } | null {
  const whole = braced(template, open);
  const head = whole && /^(\w+)\s*,\s*plural\s*,/.exec(whole.text);
  if (!whole || !head) return null;
  const value = vars[head[1]!];
  const n = typeof value === 'number' ? value : Number(value);
  if (value === undefined || value === '' || !Number.isFinite(n)) return null;
  const forms = new Map<string, string>();
  let rest = whole.text.slice(head[0].length);
  for (;;) {
    const key = /^\s*(=\d+(?:\.\d+)?|\w+)\s*(?=\{)/.exec(rest);
    if (!key) break;
    const form = braced(rest, key[0].length);
    if (!form) return null;
    forms.set(key[1]!, form.text);
    rest = rest.slice(form.end);
  }
  if (rest.trim() !== '' || !forms.has('other') || [...forms.keys()].some((k) => !k.startsWith('=') && !PLURAL_CATEGORIES.has(k))) return null;
  const chosen = forms.get(`=${n}`) ?? forms.get(pluralCategory(locale, n)) ?? forms.get('other')!;
  return { text: chosen.replace(/#/g, String(value)), end: whole.end };
}

/**
 * 'Hello {name}' + {name: 'Aisha'} → 'Hello Aisha'; '{count, plural, one {# product} other {# products}}'
 * + {count: 1} → '1 product' (plural forms by the locale's rules). Unknown placeholders, and plurals
 * without a number, stay as written.
 */
export function formatMessage(template: string, vars?: Record<string, string | number>, locale: string = DEFAULT_LOCALE): string {
  if (!vars) return template;
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open === -1) break;
    const chosen = plural(template, open, vars, locale);
    if (chosen) {
      out += template.slice(i, open) + formatMessage(chosen.text, vars, locale);
      i = chosen.end;
      continue;
    }
    const simple = /^\{(\w+)\}/.exec(template.slice(open));
    const key = simple?.[1];
    out += template.slice(i, open) + (key !== undefined && key in vars ? String(vars[key]) : (simple?.[0] ?? '{'));
    i = open + (simple ? simple[0].length : 1);
  }
  return out + template.slice(i);
}
