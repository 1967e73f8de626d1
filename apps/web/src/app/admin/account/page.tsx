import type { Metadata } from 'next';
import { twoFactorStatusReply } from '@shop/domain/schemas/admin-people';
import { currentStaff, loadAdmin } from '@/features/admin/admin-server';
import { PasswordChangeForm } from '@/features/admin/staff/password-change-form';
import { TwoFactorSettings } from '@/features/admin/staff/two-factor-settings';
import { LoadError, PageHeader } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'My account' };

const card = 'rounded-xl border border-line bg-white p-4';

export default async function AccountPage() {
  const [status, me] = await Promise.all([
    loadAdmin((client) => client.GET('/api/admin/account/two-factor'), twoFactorStatusReply),
    currentStaff(),
  ]);
  return (
    <>
      <PageHeader title="My account" description={me ? `${me.name} · ${me.email} · ${me.role}` : undefined} />
      {me?.twoFactorSetupRequired ? (
        <p role="alert" className="mb-6 rounded-xl border border-brand bg-blush px-4 py-3 text-sm">
          The shop requires two-factor sign-in. Set it up below to open the rest of the back-office.
        </p>
      ) : null}
      <div className="grid gap-6 desk:grid-cols-2">
        <section aria-labelledby="two-factor" className={card}>
          <h2 id="two-factor" className="mb-3 text-lg font-semibold">
            Two-factor sign-in
          </h2>
          {status.ok ? <TwoFactorSettings {...status.data.data} /> : <LoadError message={status.message} />}
        </section>
        <section aria-labelledby="password" className={card}>
          <h2 id="password" className="mb-3 text-lg font-semibold">
            Password
          </h2>
          <PasswordChangeForm />
        </section>
      </div>
    </>
  );
}
