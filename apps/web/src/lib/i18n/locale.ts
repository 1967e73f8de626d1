import { type Language, languageFromHeader } from '@shop/domain/language';

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
