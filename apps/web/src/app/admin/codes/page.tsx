import type { Metadata } from 'next';
import { loadAdmin } from '@/features/admin/admin-server';
import { CodesAdmin } from '@/features/admin/codes/codes-admin';
import type { AdminDiscountCode } from '@/features/admin/codes/code-types';
import { LoadError } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Discount codes' };

export default async function AdminCodesPage() {
  const result = await loadAdmin<{ data: AdminDiscountCode[] }>('/discounts/codes');
  if (!result.ok) return <LoadError message={result.message} />;
  return <CodesAdmin codes={result.data.data} />;
}
