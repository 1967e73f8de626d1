'use client';

import NextLink from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { type ComponentProps, useMemo } from 'react';
import { useLocale } from './i18n-provider';
import { localizePath, splitLocalePath } from './locale';

/**
 * The storefront's links and navigation, in the page's locale: an href is a shop path ('/shop',
 * routes.product(...)) and lands on that path's page in the language being read ('/ar/shop' on an
 * Arabic page). Storefront code uses these instead of next/link and next/navigation's router
 * (eslint's no-restricted-imports keeps it so).
 *
 * Links do not prefetch unless one asks to: every storefront page is dynamic, so a prefetch is a
 * server render the page cache cannot answer (it keeps documents, not the router's RSC fetches),
 * and the header's category links alone made each page view cost 20–27 of them.
 */
export function Link({ href, prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  const locale = useLocale();
  return (
    <NextLink href={typeof href === 'string' ? localizePath(locale, href) : href} prefetch={prefetch} {...props} />
  );
}

type Router = ReturnType<typeof useRouter>;

export function useShopRouter(): Router {
  const router = useRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => router.push(localizePath(locale, href), options),
      replace: (href, options) => router.replace(localizePath(locale, href), options),
      prefetch: (href, options) => router.prefetch(localizePath(locale, href), options),
    }),
    [router, locale],
  );
}

/** The shop path on screen, without its locale: '/shop' on /ar/shop too. */
export function useShopPathname(): string {
  return splitLocalePath(usePathname()).path;
}
