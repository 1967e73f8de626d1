import type { MessageCatalog, MessageId } from './catalog';
import { type Locale, formatMessage } from './locale';

type MessageVars = Record<string, string | number>;

/** t(id, vars): the message of the catalog in the bound locale, placeholders and plurals filled in; t.locale is that locale. */
export type Translate = ((id: MessageId, vars?: MessageVars) => string) & { readonly locale: Locale };

/**
 * A `t` over the given messages: the whole catalog on the server (messages.ts), the messages the
 * page delivered in the browser (i18n-provider.tsx). An id that is not there is a page that does
 * not list what its client code uses (client-message-ids.ts, kept exact by its test): outside
 * production it throws so the mistake cannot pass unseen; in production the shopper sees the id
 * rather than a broken page, and the client-navigation journey looks for exactly that.
 */
export function createTranslate(locale: Locale, messages: Partial<MessageCatalog>): Translate {
  const t = (id: MessageId, vars?: MessageVars) => {
    const template = messages[id];
    if (template !== undefined) return formatMessage(template, vars, locale);
    if (process.env.NODE_ENV !== 'production') {
      throw new Error(`message "${id}" was not given to this page: list it in lib/i18n/client-message-ids.ts`);
    }
    return id;
  };
  return Object.assign(t, { locale });
}
