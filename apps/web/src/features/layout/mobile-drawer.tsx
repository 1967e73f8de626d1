'use client';

import { Link } from '@/lib/i18n/navigation';
import type { MouseEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Logo } from '@/components/ui/logo';
import { useT } from '@/lib/i18n/i18n-provider';
import { routes } from '@/lib/routes';
import { LanguageSwitch } from './language-switch';
import type { NavModel } from './nav-model';
import { CloseButton } from '@/components/ui/close-button';
import { LineIcon } from '@/components/ui/line-icon';

interface MobileDrawerProps extends NavModel {
  onClose: () => void;
}

/**
 * The mobile navigation drawer (SPEC §2 Header), mounted while open and loaded with the first open
 * (mobile-menu.tsx). A modal dialog (components/ui/dialog.tsx) in the top layer, so the sticky
 * header's backdrop filter does not contain it. Closes on Escape, on the backdrop, on the close
 * button and when a link is followed; focus starts on the close button, stays inside while the
 * drawer is open and returns to the menu button.
 */
export function MobileDrawer({ categories, brands, onClose }: MobileDrawerProps) {
  const t = useT();
  /** Following any link closes the drawer, even when it leads to the page already shown. */
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  const link = 'block rounded-lg px-3 py-2.5 text-[15px] text-ink hover:bg-cream active:bg-blush';
  const section = 'group border-b border-line';
  const summary =
    'flex cursor-pointer list-none items-center justify-between px-1 py-3.5 text-[15px] font-semibold [&::-webkit-details-marker]:hidden';
  return (
    <Dialog
      open
      onClose={onClose}
      label={t('header.menu')}
      testId="mobile-drawer"
      className="inset-y-0 start-0 end-auto h-full w-[86%] max-w-sm bg-white text-ink shadow-2xl transition-transform duration-200 ease-out backdrop:bg-ink/45 motion-reduce:transition-none starting:ltr:-translate-x-full starting:rtl:translate-x-full"
    >
      <div className="flex items-center justify-between border-b border-line px-4 py-3">
        <Link href={routes.home} aria-label={t('header.logoLabel')} onClick={onClose}>
          <Logo className="h-7 w-auto" />
        </Link>
        <CloseButton label={t('header.closeMenu')} onClose={onClose} autoFocus />
      </div>
      <nav
        aria-label={t('header.mainNav')}
        className="flex-1 overflow-y-auto overscroll-contain px-4 pb-8"
        onClick={closeOnLink}
      >
        <Link
          href={routes.offers}
          className="my-3 flex items-center gap-2 rounded-xl bg-blush px-4 py-3 text-[15px] font-semibold text-brand-dark"
        >
          <LineIcon strokeWidth={1.8}>
            <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9z" strokeLinejoin="round" />
            <circle cx="8" cy="8" r="1.5" fill="currentColor" />
          </LineIcon>
          {t('header.offers')}
        </Link>
        {categories.map((top) => (
          <details key={top.name} className={section}>
            <summary className={summary}>
              {top.label}
              <Chevron />
            </summary>
            <div className="pb-3">
              <Link href={routes.shopCategory(top.name)} className={`${link} font-semibold text-brand`}>
                {t('header.shopAll', { name: top.label })}
              </Link>
              {top.children.map((sub) => (
                <div key={sub.name} className="mt-2">
                  <h3 className="px-3 pb-1 pt-2 text-xs font-bold uppercase tracking-wider text-muted">{sub.label}</h3>
                  {sub.children.map((leaf) => (
                    <Link key={leaf.name} href={routes.shopCategory(leaf.name)} className={link}>
                      {leaf.label}
                    </Link>
                  ))}
                </div>
              ))}
            </div>
          </details>
        ))}
        <details className={section}>
          <summary className={summary}>
            {t('header.brands')}
            <Chevron />
          </summary>
          <div className="grid grid-cols-2 gap-x-2 pb-3">
            {brands.map((b) => (
              <Link key={b.name} href={routes.shopBrand(b.name)} className={link}>
                {b.label}
              </Link>
            ))}
          </div>
        </details>
        <LanguageSwitch className="mt-4 flex items-center justify-center rounded-xl border border-line px-4 py-3 text-[15px] font-semibold text-ink hover:bg-cream" />
      </nav>
    </Dialog>
  );
}

function Chevron() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-5 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
