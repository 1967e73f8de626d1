import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminShell } from '@/features/admin/admin-shell';
import { ADMIN_SIGN_IN, currentStaff } from '@/features/admin/admin-server';
import { ADMIN_PATH_HEADER } from '@/proxy';

export const metadata: Metadata = {
  title: { default: 'Back-office', template: '%s | Gulf Glow back-office' },
  robots: { index: false, follow: false },
};

/**
 * Every /admin page but sign-in is for signed-in staff only: checked here on the server with
 * GET /api/admin/me (the visitor's cookies forwarded); anyone else is sent to the sign-in page.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const path = (await headers()).get(ADMIN_PATH_HEADER) ?? '';
  if (path === ADMIN_SIGN_IN) return <AdminFrame>{children}</AdminFrame>;
  const staff = await currentStaff();
  if (!staff) redirect(ADMIN_SIGN_IN);
  return (
    <AdminFrame>
      <meta name="admin-csrf" content={staff.csrfToken} />
      <AdminShell staffName={staff.name} staffEmail={staff.email}>
        {children}
      </AdminShell>
    </AdminFrame>
  );
}

/** The back-office uses the storefront's fonts and colours but not its header and footer. */
function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <div data-admin-root className="min-h-dvh bg-neutral-50">
      <style>{'body:has([data-admin-root]) > :is(a[href="#main"], p, header, footer) { display: none; }'}</style>
      {children}
    </div>
  );
}
