import type { Metadata } from 'next';
import { dashboardReply } from '@shop/domain/schemas/admin-replies';
import { loadAdmin } from '@/features/admin/admin-server';
import { Dashboard } from '@/features/admin/dashboard/dashboard';
import { LoadError } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  const result = await loadAdmin((client) => client.GET('/api/admin/dashboard'), dashboardReply);
  if (!result.ok) return <LoadError message={result.message} />;
  return <Dashboard figures={result.data.data} />;
}
