'use client';

import { useSearchParams } from 'next/navigation';
import { useShopPathname } from '@/lib/i18n/navigation';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useLocale, useT } from '@/lib/i18n/i18n-provider';
import { localizePath } from '@/lib/i18n/locale';
import { routes } from '@/lib/routes';
import type { NavModel } from './nav-model';
import { LineIcon } from '@/components/ui/line-icon';

/** The drawer (its links and the logo) loads when the menu is first pressed. */
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));

const menuIcon = (
  <LineIcon className="size-6" strokeWidth={1.8}>
    <path d="M4 7h16M4 12h16M4 17h10" strokeLinecap="round" />
  </LineIcon>
);

/**
 * Without script the button can open nothing: a disclosure of plain links to the offers and the top
 * categories takes its place. Outside the menu's Suspense boundary (header.tsx): streamed content
 * is put in place by a script.
 */
export function MenuWithoutScript({ categories }: Pick<NavModel, 'categories'>) {
  const t = useT();
  const locale = useLocale();
  const links = [
    { href: routes.offers, label: t('header.offers') },
    ...categories.map((c) => ({ href: routes.shopCategory(c.name), label: c.label })),
  ];
  return (
    <noscript>
      <style>{'[data-menu-button]{display:none!important}'}</style>
      <details className="-ms-2">
        <summary
          aria-label={t('header.menu')}
          className="grid size-11 cursor-pointer list-none place-items-center rounded-full"
        >
          {menuIcon}
        </summary>
        <nav
          aria-label={t('header.menu')}
          className="absolute inset-x-0 top-full z-30 border-b border-line bg-white px-4 py-2 shadow-md"
        >
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={localizePath(locale, link.href)} className="block py-2 font-semibold text-ink">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </noscript>
  );
}

/**
 * The mobile menu button (SPEC §2 Header) and the navigation drawer it opens (mobile-drawer.tsx),
 * with the same entries as the desktop menu. The drawer closes when the page changes.
 */
export function MobileMenu({ categories, brands }: NavModel) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const pathname = useShopPathname();
  const search = useSearchParams();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <>
      <button
        type="button"
        onPointerDown={() => void loadDrawer()}
        onClick={() => setOpen(true)}
        aria-label={t('header.menu')}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-menu-button
        className="-ms-2 grid size-11 place-items-center rounded-full hover:bg-cream desk:hidden"
      >
        {menuIcon}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileDrawer categories={categories} brands={brands} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
