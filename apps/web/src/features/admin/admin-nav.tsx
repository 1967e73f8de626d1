'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

export function AdminNav({ items }: { items: readonly { href: string; label: string }[] }) {
  const path = usePathname();
  const current = (href: string) => (href === '/admin' ? path === '/admin' : path === href || path.startsWith(`${href}/`));
  return (
    <nav aria-label="Back-office" className="overflow-x-auto px-2 pb-2 desk:px-3">
      <ul className="flex gap-1 desk:flex-col">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current(item.href) ? 'page' : undefined}
              className="block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-blush aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
