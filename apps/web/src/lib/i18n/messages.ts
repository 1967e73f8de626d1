import 'server-only';
import { type MessageCatalog, type MessageId, en } from './catalog';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { type Translate, createTranslate } from './translate';

export type { MessageCatalog, MessageId, Translate };

const catalogs: Record<Locale, MessageCatalog> = { 'en-OM': en };
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
 * The locale of the page being rendered. English only for now; the Arabic issue derives it from
 * the URL (/ar/...), here and nowhere else.
 */
export async function requestLocale(): Promise<Locale> {
  return DEFAULT_LOCALE;
}

/** The listed messages only: what a page hands to its client components. */
export function pickMessages(ids: readonly MessageId[], locale: Locale): Partial<MessageCatalog> {
  const catalog = catalogs[locale];
  return Object.fromEntries(ids.map((id) => [id, catalog[id]]));
}
