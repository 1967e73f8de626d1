import 'server-only';
import type { ReactNode } from 'react';
import type { MessageId } from './catalog';
import { I18nProvider } from './i18n-provider';
import { pickMessages, requestLocale } from './messages';

/**
 * Gives the client components inside it the listed messages (client-message-ids.ts), in the
 * page's locale, on top of those of any <Messages> around it. Route files wrap their client
 * part in it: `<Messages ids={clientMessageIds.checkout}>…</Messages>`.
 */
export async function Messages({ ids, children }: { ids: readonly MessageId[]; children: ReactNode }) {
  const locale = await requestLocale();
  return (
    <I18nProvider locale={locale} messages={pickMessages(ids, locale)}>
      {children}
    </I18nProvider>
  );
}
