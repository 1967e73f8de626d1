import type { Metadata } from 'next';
import { staffListReply } from '@shop/domain/schemas/admin-people';
import { currentStaff, loadAdmin } from '@/features/admin/admin-server';
import { StaffManager } from '@/features/admin/staff/staff-manager';
import { LoadError, PageHeader } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Staff' };

export default async function StaffPage() {
  const [result, me] = await Promise.all([loadAdmin((client) => client.GET('/api/admin/staff'), staffListReply), currentStaff()]);
  return (
    <>
      <PageHeader title="Staff" description="Invite the team, choose what each may do, and disable accounts of people who left." />
      {result.ok ? <StaffManager members={result.data.data} myId={me?.id ?? 0} /> : <LoadError message={result.message} />}
    </>
  );
}
