import { type IcuMessage, type MessageValues, formatMessage } from '@shop/domain/icu';
import type { MessageId } from './catalog';
import type { Locale } from './locale';

/** Messages by id: the catalog's ICU texts on the server, those texts parsed in what a page hands the browser. */
export type Messages = Partial<Record<MessageId, IcuMessage>>;

/** t(id, vars): the message of the catalog in the bound locale, placeholders and plurals filled in; t.locale is that locale. */
export type Translate = ((id: MessageId, vars?: MessageValues) => string) & { readonly locale: Locale };

/**
 * A `t` over the given messages (formatted by the one ICU engine, @shop/domain/icu): the whole
 * catalog on the server (messages.ts), the messages the page delivered in the browser
 * (i18n-provider.tsx). An id that is not there (a route file that does not wrap the client code
 * using it in <Messages>, which client-message-ids.test.ts names), or a plural without its number:
 * outside production it throws so the mistake cannot pass unseen; in production the shopper sees
 * the id rather than a broken page, and the client-navigation journey looks for exactly that.
 */
export function createTranslate(locale: Locale, messages: Messages): Translate {
  const t = (id: MessageId, vars?: MessageValues) => {
    const message = messages[id];
    try {
      if (message === undefined)
        throw new Error(
          `message "${id}" was not given to this page: wrap the client code using it in <Messages> and run npm run i18n:ids -w @shop/web`,
        );
      return formatMessage(message, vars, locale);
    } catch (mistake) {
      if (process.env.NODE_ENV !== 'production') throw mistake;
      return id;
    }
  };
  return Object.assign(t, { locale });
}
