'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';

/** A section chosen from the phone-width menu (admin-shell.tsx) closes it. */
const closeMenu = (event: MouseEvent<HTMLAnchorElement>) =>
  event.currentTarget.closest('details')?.removeAttribute('open');

export function AdminNav({ items }: { items: readonly { href: string; label: string }[] }) {
  const path = usePathname();
  const matches = (href: string) =>
    href === '/admin' ? path === '/admin' : path === href || path.startsWith(`${href}/`);
  // The most specific section is the current one: /admin/catalog/brands is Brands, not Catalog.
  const active = items.filter((item) => matches(item.href)).sort((a, b) => b.href.length - a.href.length)[0]?.href;
  const current = (href: string) => href === active;
  return (
    <nav aria-label="Back-office" className="px-2 pb-2 desk:min-h-0 desk:overflow-y-auto desk:px-3">
      <ul className="grid grid-cols-2 gap-1 desk:flex desk:flex-col">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current(item.href) ? 'page' : undefined}
              onClick={closeMenu}
              className="block whitespace-nowrap rounded-lg px-3 py-2 text-sm desk:py-1.5 font-medium text-ink hover:bg-blush aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
