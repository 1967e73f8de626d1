/**
 * The shop's two languages. English is the default and the fallback: a text that has no Arabic
 * version is shown in English.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The reading direction of a locale's script, for `<html dir>`: Arabic reads right to left. */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  return /^(ar|fa|he|ur)(-|$)/.test(locale) ? 'rtl' : 'ltr';
}

/** The suffix of a stored Arabic field next to its English one: item_name → item_name_ar. */
export const ARABIC_FIELD_SUFFIX = '_ar';

/** The Arabic text when asked for Arabic and one is stored (not blank), otherwise the English. */
export function pickText(language: Language, english: string, arabic: string | null | undefined): string {
  return language === 'ar' && arabic != null && arabic.trim() !== '' ? arabic : english;
}

/**
 * The language an HTTP request asks for, from its Accept-Language header: Arabic when the
 * most-preferred tag the shop speaks is Arabic (ar, ar-OM, ar-SA…), English otherwise. The web
 * app sends the page's language this way on every call it makes, so replies (error texts, SMS,
 * catalog texts) follow the page the shopper uses.
 */
export function languageFromHeader(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=(.*)$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        primary: tag.trim().toLowerCase().split('-')[0]!,
        q: q === undefined ? 1 : /^\s*[0-9.]+\s*$/.test(q) ? Number(q) : NaN,
        index,
      };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const spoken = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.primary));
  return (spoken?.primary as Language | undefined) ?? DEFAULT_LANGUAGE;
}
