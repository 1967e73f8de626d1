'use client';

import { useSearchParams } from 'next/navigation';
import { useShopPathname } from '@/lib/i18n/navigation';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import type { NavModel } from './nav-model';

/** The drawer (its links and the logo) loads when the menu is first pressed. */
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));

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
        className="-ms-2 grid size-11 place-items-center rounded-full hover:bg-cream desk:hidden"
      >
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h10" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileDrawer categories={categories} brands={brands} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
