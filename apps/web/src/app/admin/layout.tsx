import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminShell } from '@/features/admin/admin-shell';
import { ADMIN_SIGN_IN, currentStaff } from '@/features/admin/admin-server';
import { TWO_FACTOR_SETUP_PAGE, adminHomeOf, mayOpenAdminPage } from '@shop/domain/staff-access';
import { ADMIN_PATH_HEADER, ADMIN_PUBLIC_PAGES } from '@/proxy';
import { LoadError } from '@/features/admin/ui/page-header';

export const metadata: Metadata = {
  title: { default: 'Back-office', template: '%s | Gulf Glow back-office' },
  robots: { index: false, follow: false },
};

/**
 * Every /admin page but sign-in and the one-time link page is for signed-in staff only: checked
 * here on the server with GET /api/admin/me (the visitor's cookies forwarded); anyone else is
 * sent to the sign-in page. A page the member's role may not open (domain/staff-access.ts, the
 * policy the API enforces) is refused here in place of its content; the dashboard sends a
 * member whose role has none to their own home. While the owner requires two-factor and the
 * member has not set it up, every page sends them to their account page to do so.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const path = (await headers()).get(ADMIN_PATH_HEADER) ?? '';
  if (ADMIN_PUBLIC_PAGES.has(path))
    return (
      <AdminFrame>
        <main id="main">{children}</main>
      </AdminFrame>
    );
  const staff = await currentStaff();
  if (!staff) redirect(ADMIN_SIGN_IN);
  if (staff.twoFactorSetupRequired && path !== TWO_FACTOR_SETUP_PAGE) redirect(TWO_FACTOR_SETUP_PAGE);
  const allowed = mayOpenAdminPage(staff.role, path);
  if (!allowed && path === '/admin') redirect(adminHomeOf(staff.role));
  return (
    <AdminFrame>
      <meta name="admin-csrf" content={staff.csrfToken} />
      <AdminShell staff={staff}>
        {allowed ? (
          children
        ) : (
          <LoadError
            message={`This page is not available to your role (${staff.role}). Ask an owner if you need it.`}
          />
        )}
      </AdminShell>
    </AdminFrame>
  );
}

/** The back-office uses the storefront's fonts and colours; the root layout leaves out the shop's header and footer. */
function AdminFrame({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-neutral-50">{children}</div>;
}
