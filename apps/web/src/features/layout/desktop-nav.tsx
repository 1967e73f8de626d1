'use client';

import { Link } from '@/lib/i18n/navigation';
import { useSearchParams } from 'next/navigation';
import { useShopPathname } from '@/lib/i18n/navigation';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { routes } from '@/lib/routes';
import type { NavModel } from './nav-model';

/** Compact up to 1100 px, where nine entries at full size would need a second row. */
const topLink =
  'flex h-12 items-center whitespace-nowrap px-1.5 text-[13px] font-semibold text-ink transition-colors hover:text-brand wide:px-3 wide:text-sm';
const panel = 'absolute inset-x-0 top-full z-30 border-t border-line bg-white shadow-xl';

/**
 * Desktop navigation (SPEC §2 Header): 'Offers', one dropdown per top-level category (level-2
 * headings, level-3 links), then 'Brands A-Z'. A disclosure menu: a panel opens on hover or from
 * its toggle button, and closes on mouse leave, Escape (focus back on the toggle), focus leaving
 * it, or a link being followed. A panel's links are rendered while it is open, not hidden in every
 * page's HTML: the menu holds most of the header's links, and a phone never shows it.
 * The entries stay on one row at every desktop width: compact below 1100 px, and should they still
 * not fit, the row scrolls sideways (focus brings an entry into view) instead of wrapping.
 */
export function DesktopNav({ categories, brands }: NavModel) {
  const t = useT();
  const [open, setOpen] = useState<string | null>(null);
  const pathname = useShopPathname();
  const search = useSearchParams();
  useEffect(() => setOpen(null), [pathname, search]);

  return (
    <nav aria-label={t('header.mainNav')} className="relative hidden border-t border-line desk:block">
      <ul
        className="container-shop flex scroll-px-4 items-center overflow-x-auto [scrollbar-width:none]"
        onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
      >
        <li>
          <Link href={routes.offers} className={`${topLink} text-sale`}>
            {t('header.offers')}
          </Link>
        </li>
        {categories.map((top) => (
          <MenuItem
            key={top.name}
            id={top.name}
            open={open === top.name}
            setOpen={setOpen}
            label={top.label}
            href={routes.shopCategory(top.name)}
            hasPanel={top.children.length > 0}
          >
            <div className="grid auto-cols-[11rem] grid-flow-col gap-8">
              {top.children.map((sub) => (
                <div key={sub.name}>
                  <h3 className="mb-2.5 text-xs font-bold uppercase tracking-wider text-muted">{sub.label}</h3>
                  <ul className="flex flex-col gap-2">
                    {sub.children.map((leaf) => (
                      <li key={leaf.name}>
                        <Link
                          href={routes.shopCategory(leaf.name)}
                          onClick={() => setOpen(null)}
                          className="text-sm text-ink hover:text-brand hover:underline"
                        >
                          {leaf.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <Link
              href={routes.shopCategory(top.name)}
              onClick={() => setOpen(null)}
              className="mt-5 inline-flex items-center gap-1 border-t border-line pt-4 text-sm font-semibold text-brand hover:text-brand-dark"
            >
              {t('header.shopAll', { name: top.label })}
              <Chevron className="size-4 -rotate-90 rtl:rotate-90" />
            </Link>
          </MenuItem>
        ))}
        <MenuItem id="__brands" open={open === '__brands'} setOpen={setOpen} label={t('header.brands')} hasPanel>
          <ul className="columns-5 gap-10">
            {brands.map((b) => (
              <li key={b.name} className="mb-2 break-inside-avoid">
                <Link
                  href={routes.shopBrand(b.name)}
                  onClick={() => setOpen(null)}
                  className="text-sm text-ink hover:text-brand hover:underline"
                >
                  {b.label}
                </Link>
              </li>
            ))}
          </ul>
        </MenuItem>
      </ul>
    </nav>
  );
}

interface MenuItemProps {
  id: string;
  open: boolean;
  setOpen: (id: string | null) => void;
  label: string;
  /** The top-level entry is a link when it has a page of its own (categories), else only a toggle (brands). */
  href?: string;
  hasPanel: boolean;
  children: ReactNode;
}

function MenuItem({ id, open, setOpen, label, href, hasPanel, children }: MenuItemProps) {
  const t = useT();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(null);
      toggleRef.current?.focus();
    }
  };

  return (
    <li
      onMouseEnter={() => hasPanel && setOpen(id)}
      onMouseLeave={() => open && setOpen(null)}
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(null);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="flex items-center">
        {href ? (
          <Link
            href={href}
            className={`${topLink} ${open ? 'text-brand' : ''} ${hasPanel ? 'wide:pe-1' : ''}`}
            onClick={() => setOpen(null)}
          >
            {label}
          </Link>
        ) : null}
        {hasPanel && (
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={href ? t('header.submenu', { name: label }) : undefined}
            // A pointer reaches the button through its hover, which opened the panel already: its click keeps it open
            // (leaving or clicking elsewhere closes it). Enter or Space (a click of detail 0) toggles it.
            onClick={(e) => setOpen(open && e.detail === 0 ? null : id)}
            className={
              href
                ? 'grid h-12 w-4 place-items-center text-muted hover:text-brand wide:w-6'
                : `${topLink} gap-1 ${open ? 'text-brand' : ''}`
            }
          >
            {href ? null : label}
            <Chevron
              className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
            />
          </button>
        )}
      </div>
      {hasPanel && (
        <div id={panelId} hidden={!open} className={panel}>
          {open ? <div className="container-shop max-h-[70vh] overflow-y-auto py-7">{children}</div> : null}
        </div>
      )}
    </li>
  );
}

function Chevron({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
