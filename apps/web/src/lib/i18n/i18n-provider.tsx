'use client';

import { type ReactNode, createContext, useContext, useMemo } from 'react';
import type { Locale } from './locale';
import { type Messages, type Translate, createTranslate } from './translate';

interface I18n {
  locale: Locale;
  messages: Messages;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * The locale and the messages of the client components inside it. A provider inside another of
 * the same locale adds its messages to the outer one's: the root layout gives what every page
 * shows, a page wraps its client part in one with its own (<Messages> in messages-boundary.tsx).
 * Components read them while rendering, through useT(), so nothing depends on what rendered first.
 */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const outer = useContext(I18nContext);
  const value = useMemo(() => {
    const all = outer && outer.locale === locale ? { ...outer.messages, ...messages } : messages;
    return { locale, messages: all, t: createTranslate(locale, all) };
  }, [outer, locale, messages]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT() and useLocale() need an <I18nProvider> (<Messages>) above the component');
  return i18n;
}

/** The client components' `t`: the messages the page delivered, in its locale. */
export function useT(): Translate {
  return useI18n().t;
}

export function useLocale(): Locale {
  return useI18n().locale;
}
