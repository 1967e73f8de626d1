import { DEFAULT_LOCALE, LOCALES, type Locale, localizePath } from '../i18n/locale';

/** An address on the shop: a path joined to the base URL; an absolute http(s) address as it is. */
export function absoluteUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The absolute address of a shop page in a locale: ('https://x', 'ar-OM', '/shop') → 'https://x/ar/shop'. */
export function pageUrl(baseUrl: string, locale: Locale, path: string): string {
  return absoluteUrl(baseUrl, localizePath(locale, path));
}

/** The page's address in every language (hreflang), English as the default for other readers. */
export function languageAlternates(baseUrl: string, path: string): Record<string, string> {
  const alternates: Record<string, string> = Object.fromEntries(
    LOCALES.map((locale) => [locale, pageUrl(baseUrl, locale, path)]),
  );
  return { ...alternates, 'x-default': pageUrl(baseUrl, DEFAULT_LOCALE, path) };
}
