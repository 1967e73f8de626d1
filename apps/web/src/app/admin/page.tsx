import type { Metadata } from 'next';
import { loadAdmin } from '@/features/admin/admin-server';
import { Dashboard } from '@/features/admin/dashboard/dashboard';
import type { DashboardFigures } from '@/features/admin/dashboard/dashboard-types';
import { LoadError } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  const result = await loadAdmin<{ data: DashboardFigures }>('/dashboard');
  if (!result.ok) return <LoadError message={result.message} />;
  return <Dashboard figures={result.data.data} />;
}
