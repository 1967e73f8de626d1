import type { StaffMe } from '@shop/domain/schemas/admin-replies';
import { mayOpenAdminPage } from '@shop/domain/staff-access';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { AdminNav } from './admin-nav';
import { SignOutButton } from './sign-out-button';

/** The back-office's sections, in the order the team uses them; each member sees those their role may open. */
const ADMIN_NAV = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/reviews', label: 'Reviews' },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/catalog', label: 'Catalog' },
  { href: '/admin/catalog/categories', label: 'Categories' },
  { href: '/admin/catalog/brands', label: 'Brands' },
  { href: '/admin/catalog/low-stock', label: 'Low stock' },
  { href: '/admin/catalog/transfer', label: 'Import / export' },
  { href: '/admin/codes', label: 'Discount codes' },
  { href: '/admin/search', label: 'Search' },
  { href: '/admin/customers', label: 'Customers' },
  { href: '/admin/staff', label: 'Staff' },
  { href: '/admin/audit', label: 'Audit log' },
  { href: '/admin/settings', label: 'Settings' },
  { href: '/admin/account', label: 'My account' },
] as const;

function Brand() {
  return (
    <Link href="/admin" className="block py-2 text-lg font-semibold text-brand-dark">
      Gulf Glow <span className="font-normal text-muted">back-office</span>
    </Link>
  );
}

function SignedIn({ name, email }: { name: string; email: string }) {
  return (
    <p className="min-w-0">
      <span className="block truncate font-medium" title={email}>
        {name}
      </span>
      <span className="block truncate text-xs text-muted">{email}</span>
    </p>
  );
}

/**
 * The back-office's frame. From the desk width on, a sidebar lists every section. At phone width
 * a bar holds the shop's name and a Menu button (a native disclosure, working before any script)
 * that opens them all, with who is signed in and Sign out, over the page.
 */
export function AdminShell({
  staff,
  children,
}: {
  staff: Pick<StaffMe, 'name' | 'email' | 'role'>;
  children: ReactNode;
}) {
  const items = ADMIN_NAV.filter((item) => mayOpenAdminPage(staff.role, item.href));
  return (
    <div className="flex min-h-dvh flex-col desk:flex-row">
      <header className="relative flex items-center justify-between gap-3 border-b border-line bg-white px-4 py-1 print:hidden desk:hidden">
        <Brand />
        <details className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-line px-3 text-sm font-medium hover:bg-blush group-open:bg-blush [&::-webkit-details-marker]:hidden">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
            >
              <path className="group-open:hidden" d="M3 5h14M3 10h14M3 15h14" />
              <path className="hidden group-open:block" d="M5 5l10 10M15 5L5 15" />
            </svg>
            Menu
          </summary>
          <div className="absolute inset-x-0 top-full z-30 border-b border-line bg-white pt-2 shadow-lg">
            <AdminNav items={items} />
            <div className="flex items-center justify-between gap-3 border-t border-line px-4 py-2 text-sm">
              <SignedIn name={staff.name} email={staff.email} />
              <SignOutButton className="shrink-0" />
            </div>
          </div>
        </details>
      </header>
      <aside className="hidden border-e border-line bg-white print:hidden desk:sticky desk:top-0 desk:flex desk:h-dvh desk:w-60 desk:shrink-0 desk:flex-col">
        <div className="px-5 py-4">
          <Brand />
        </div>
        <AdminNav items={items} />
        <div className="mt-auto border-t border-line px-5 py-4 text-sm">
          <SignedIn name={staff.name} email={staff.email} />
          <SignOutButton className="mt-3" />
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 print:p-0 desk:px-8 desk:py-8">
        {children}
      </main>
    </div>
  );
}
