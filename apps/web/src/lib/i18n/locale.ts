import { type Language, languageFromHeader } from '@shop/domain/language';
import { pluralCategory } from '@shop/domain/plural';

/**
 * The shop's languages: English (en-OM), the default, at the plain URLs, and Arabic (ar-OM) at the
 * same paths under /ar. Both are shared and indexed; the page's locale comes from its URL only.
 */
export const LOCALES = ['en-OM', 'ar-OM'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-OM';

/** Set by the proxy on every page request (overwriting any sent by the client): the URL's locale. */
export const LOCALE_HEADER = 'x-shop-locale';
/** The shopper's last language, remembered so a plain URL does not follow Accept-Language again. */
export const LOCALE_COOKIE = 'gg_locale';

const PREFIX: Record<Locale, string> = { 'en-OM': '', 'ar-OM': '/ar' };
const LANGUAGE: Record<Locale, Language> = { 'en-OM': 'en', 'ar-OM': 'ar' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language code the services speak (Accept-Language, `_ar` fields): 'en' or 'ar'. */
export function languageOf(locale: Locale): Language {
  return LANGUAGE[locale];
}

function localeOfLanguage(language: Language): Locale {
  return language === 'ar' ? 'ar-OM' : 'en-OM';
}

/** '/ar/shop' → Arabic and '/shop'; '/ar' → Arabic and '/'; '/shop' → English and '/shop'. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = PREFIX[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return { locale, path: pathname.slice(prefix.length) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * The locale's address of a shop path: ('ar-OM', '/shop?q=1') → '/ar/shop?q=1', ('ar-OM', '/') →
 * '/ar'. Anything that is not a site-absolute path (another origin, '#top', '//host') is returned
 * as given, and so is a path that already names a locale.
 */
export function localizePath(locale: Locale, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const pathEnd = href.search(/[?#]/);
  const pathname = pathEnd === -1 ? href : href.slice(0, pathEnd);
  if (splitLocalePath(pathname).locale !== DEFAULT_LOCALE) return href;
  const prefix = PREFIX[locale];
  if (!prefix) return href;
  return pathname === '/' ? prefix + href.slice(1) : prefix + href;
}

/** The reading direction of a locale's script, for `<html dir>`: Arabic reads right to left. */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  return /^(ar|fa|he|ur)(-|$)/.test(locale) ? 'rtl' : 'ltr';
}

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

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
function plural(
  template: string,
  open: number,
  vars: Record<string, string | number>,
  locale: string,
): { text: string; end: number } | null {
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
  if (
    rest.trim() !== '' ||
    !forms.has('other') ||
    [...forms.keys()].some((k) => !k.startsWith('=') && !PLURAL_CATEGORIES.has(k))
  )
    return null;
  const chosen = forms.get(`=${n}`) ?? forms.get(pluralCategory(locale, n)) ?? forms.get('other')!;
  return { text: chosen.replace(/#/g, String(value)), end: whole.end };
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A value placed in right-to-left text keeps its own direction: an order code, a phone number, an
 * English product name or a price stays as written inside an Arabic sentence ('#GG-00012', not
 * '00012-GG#'). Unicode's first-strong isolate does it (direction from the value's first letter,
 * left-to-right when it has none, like a phone number); left-to-right text needs nothing.
 */
function isolated(value: string, locale: string): string {
  return textDirection(locale) === 'rtl' && value !== ''
    ? `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`
    : value;
}

/**
 * 'Hello {name}' + {name: 'Aisha'} → 'Hello Aisha'; '{count, plural, one {# product} other {# products}}'
 * + {count: 1} → '1 product' (plural forms by the locale's rules). Unknown placeholders, and plurals
 * without a number, stay as written. In a right-to-left locale each value is isolated (above).
 */
export function formatMessage(
  template: string,
  vars?: Record<string, string | number>,
  locale: string = DEFAULT_LOCALE,
): string {
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
    out +=
      template.slice(i, open) +
      (key !== undefined && key in vars ? isolated(String(vars[key]), locale) : (simple?.[0] ?? '{'));
    i = open + (simple ? simple[0].length : 1);
  }
  return out + template.slice(i);
}

/**
 * The language switcher's address of a shop path in another locale. English is '/en' + path: the
 * proxy remembers that choice and redirects to the plain URL, so a shopper who prefers Arabic can
 * still read English (and it works without JavaScript).
 */
export function switchLocaleHref(target: Locale, pathWithSearch: string): string {
  if (target !== DEFAULT_LOCALE) return localizePath(target, pathWithSearch);
  return pathWithSearch.startsWith('/?') || pathWithSearch === '/'
    ? `/en${pathWithSearch.slice(1)}`
    : `/en${pathWithSearch}`;
}

/** Each language's name in itself, as a switcher offers it. */
export const LOCALE_NAMES: Record<Locale, { name: string; lang: string }> = {
  'en-OM': { name: 'English', lang: 'en' },
  'ar-OM': { name: 'العربية', lang: 'ar' },
};

/**
 * A run that always reads left to right, such as a phone number ('+968 9123 4567'), inside text
 * of either direction: Unicode's left-to-right isolate. Without it an Arabic line shows the
 * number's groups in reverse order.
 */
export function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * The language a plain (English) URL's document load should be shown in: the remembered choice
 * (LOCALE_COOKIE), else the most-preferred Accept-Language the shop speaks. proxy.ts redirects to
 * it; the page cache (server/page-cache.ts) leaves such loads to the proxy.
 */
export function preferredLocale(
  rememberedCookie: string | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  return isLocale(rememberedCookie) ? rememberedCookie : localeOfLanguage(languageFromHeader(acceptLanguage));
}
