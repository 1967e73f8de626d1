import type { Metadata } from 'next';
import { staffListReply, twoFactorPolicyReply } from '@shop/domain/schemas/admin-people';
import { currentStaff, loadAdmin } from '@/features/admin/admin-server';
import { StaffManager } from '@/features/admin/staff/staff-manager';
import { TwoFactorPolicyForm } from '@/features/admin/staff/two-factor-policy-form';
import { LoadError, PageHeader } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Staff' };

export default async function StaffPage() {
  const [result, policy, me] = await Promise.all([
    loadAdmin((client) => client.GET('/api/admin/staff'), staffListReply),
    loadAdmin((client) => client.GET('/api/admin/staff/two-factor-policy'), twoFactorPolicyReply),
    currentStaff(),
  ]);
  return (
    <>
      <PageHeader
        title="Staff"
        description="Invite the team, choose what each may do, and disable accounts of people who left."
      />
      {policy.ok ? <TwoFactorPolicyForm required={policy.data.data.required} /> : null}
      {result.ok ? (
        <StaffManager members={result.data.data} myId={me?.id ?? 0} />
      ) : (
        <LoadError message={result.message} />
      )}
    </>
  );
}
