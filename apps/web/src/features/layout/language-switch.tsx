'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { textDirection } from '@shop/domain/language';
import { LOCALES, LOCALE_NAMES, switchLocaleHref } from '@/lib/i18n/locale';
import { useShopPathname } from '@/lib/i18n/navigation';

/**
 * The link to this page in the other language, with the same filters and search; the cart is kept
 * (it lives in this browser). A plain link: the page loads whole, in its language and direction.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const locale = useLocale();
  const path = useShopPathname();
  const search = useSearchParams().toString();
  const target = LOCALES.find((other) => other !== locale)!;
  const { name, lang } = LOCALE_NAMES[target];
  return (
    <a
      href={switchLocaleHref(target, search ? `${path}?${search}` : path)}
      hrefLang={lang}
      lang={lang}
      dir={textDirection(lang)}
      className={className}
      data-testid="language-switch"
    >
      {name}
    </a>
  );
}
