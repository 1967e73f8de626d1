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

export function AdminShell({ staff, children }: { staff: Pick<StaffMe, 'name' | 'email' | 'role'>; children: ReactNode }) {
  const { name: staffName, email: staffEmail } = staff;
  const items = ADMIN_NAV.filter((item) => mayOpenAdminPage(staff.role, item.href));
  return (
    <div className="flex min-h-dvh flex-col desk:flex-row">
      <aside className="border-b border-line bg-white print:hidden desk:sticky desk:top-0 desk:flex desk:h-dvh desk:w-60 desk:shrink-0 desk:flex-col desk:border-b-0 desk:border-e">
        <div className="flex items-center justify-between gap-3 px-4 py-3 desk:block desk:px-5 desk:py-6">
          <Link href="/admin" className="block text-lg font-semibold text-brand-dark">
            Gulf Glow <span className="font-normal text-muted">back-office</span>
          </Link>
        </div>
        <AdminNav items={items} />
        <div className="hidden border-t border-line px-5 py-4 text-sm desk:mt-auto desk:block">
          <p className="truncate font-medium" title={staffEmail}>
            {staffName}
          </p>
          <p className="truncate text-xs text-muted">{staffEmail}</p>
          <SignOutButton className="mt-3" />
        </div>
        <div className="flex items-center justify-between border-t border-line px-4 py-2 text-sm desk:hidden">
          <span className="truncate">{staffName}</span>
          <SignOutButton />
        </div>
      </aside>
      <div className="min-w-0 flex-1 px-4 py-6 print:p-0 desk:px-8 desk:py-8">{children}</div>
    </div>
  );
}
