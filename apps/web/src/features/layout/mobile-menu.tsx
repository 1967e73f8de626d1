'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import type { NavModel } from './nav-model';

/** Mobile navigation drawer (portalled: the sticky header's backdrop filter would contain a fixed child); closes on Escape, on the backdrop and on navigation. */
export function MobileMenu({ categories, brands }: NavModel) {
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const search = useSearchParams();

  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    const trigger = triggerRef.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      trigger?.focus();
    };
  }, [open]);

  const item = 'block py-2.5 text-sm text-ink';
  return (
    <>
      <button ref={triggerRef} type="button" onClick={() => setOpen(true)} aria-label={t('header.menu')} aria-expanded={open} className="grid size-11 place-items-center rounded-full hover:bg-cream desk:hidden">
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
      </button>
      {open && createPortal(
        <div className="fixed inset-0 z-50 desk:hidden">
          <div className="absolute inset-0 bg-ink/40" onClick={() => setOpen(false)} data-testid="drawer-backdrop" aria-hidden="true" />
          <div role="dialog" aria-modal="true" aria-label={t('header.menu')} className="absolute inset-y-0 start-0 flex w-[85%] max-w-sm flex-col bg-white shadow-2xl">
            <div className="flex items-center justify-between border-b border-line px-4 py-3">
              <span className="font-semibold">{t('header.menu')}</span>
              <button ref={closeRef} type="button" onClick={() => setOpen(false)} aria-label={t('header.closeMenu')} className="grid size-10 place-items-center rounded-full hover:bg-cream">
                <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            <nav aria-label={t('header.mainNav')} className="flex-1 overflow-y-auto px-4 py-2">
              <Link href={routes.offers} className={`${item} font-semibold text-sale`}>
                {t('header.offers')}
              </Link>
              {categories.map((top) => (
                <details key={top.name} className="border-t border-line">
                  <summary className="cursor-pointer py-3 text-sm font-semibold">{top.label}</summary>
                  <div className="pb-2 ps-3">
                    <Link href={routes.shopCategory(top.name)} className={item}>
                      {t('header.allIn', { name: top.label })}
                    </Link>
                    {top.children.map((sub) => (
                      <div key={sub.name} className="mt-1">
                        <h3 className="pt-2 text-xs font-bold uppercase tracking-wider text-muted">{sub.label}</h3>
                        {sub.children.map((leaf) => (
                          <Link key={leaf.name} href={routes.shopCategory(leaf.name)} className={item}>
                            {leaf.label}
                          </Link>
                        ))}
                      </div>
                    ))}
                  </div>
                </details>
              ))}
              <details className="border-t border-line">
                <summary className="cursor-pointer py-3 text-sm font-semibold">{t('header.brands')}</summary>
                <div className="pb-2 ps-3">
                  {brands.map((b) => (
                    <Link key={b.name} href={routes.shopBrand(b.name)} className={item}>
                      {b.label}
                    </Link>
                  ))}
                </div>
              </details>
            </nav>
          </div>
        </div>,
        document.body,
      )}
    </>
  );
}
