import 'server-only';
import { type MessageId, type Messages, en } from './catalog';
import { provideMessages } from './delivered';
import { DEFAULT_LOCALE, formatMessage } from './locale';

export type { MessageId, Messages };
export { DEFAULT_LOCALE };

const catalogs: Record<string, Messages> = { [DEFAULT_LOCALE]: en };

// Components shared with the browser read delivered.ts; on the server they get every message.
provideMessages(en);

/** A message of the catalog, for server code. */
export function t(id: MessageId, vars?: Record<string, string | number>, locale = DEFAULT_LOCALE): string {
  return formatMessage((catalogs[locale] ?? en)[id], vars, locale);
}

/** The listed messages only: what a page hands to its client components. */
export function pickMessages(ids: readonly MessageId[], locale = DEFAULT_LOCALE): Partial<Messages> {
  const catalog = catalogs[locale] ?? en;
  return Object.fromEntries(ids.map((id) => [id, catalog[id]]));
}
