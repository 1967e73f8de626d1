import 'server-only';
import { headers } from 'next/headers';
import { type MessageCatalog, type MessageId, ar, en } from './catalog';
import type { Language } from '@shop/domain/language';
import { parseMessage } from '@shop/domain/icu';
import { DEFAULT_LOCALE, LOCALE_HEADER, type Locale, isLocale, languageOf } from './locale';
import { type Messages, type Translate, createTranslate } from './translate';

export type { MessageId, Translate };

const catalogs: Record<Locale, MessageCatalog> = { 'en-OM': en, 'ar-OM': ar };
const translators = new Map<Locale, Translate>();

/** The `t` of server components, over the locale's whole catalog. */
export function getT(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslate(locale, catalogs[locale]);
    translators.set(locale, t);
  }
  return t;
}

/**
 * The locale of the page being rendered: the proxy reads it from the URL (/ar/... is Arabic) and
 * hands it on in a request header it always sets (proxy.ts), so this is the URL's locale.
 */
export async function requestLocale(): Promise<Locale> {
  const locale = (await headers()).get(LOCALE_HEADER);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The language the services speak for the page being rendered ('en' or 'ar'). */
export async function requestLanguage(): Promise<Language> {
  return languageOf(await requestLocale());
}

/**
 * The listed messages only, parsed here so the browser formats them without an ICU parser
 * (next.config.ts leaves it out of the browser bundle): what a page hands its client components.
 */
export function pickMessages(ids: readonly MessageId[], locale: Locale): Messages {
  const catalog = catalogs[locale];
  return Object.fromEntries(ids.map((id) => [id, parseMessage(catalog[id], locale)]));
}
