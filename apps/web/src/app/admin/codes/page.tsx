import type { Metadata } from 'next';
import { discountCodesReply } from '@shop/domain/schemas/admin-replies';
import { loadAdmin } from '@/features/admin/admin-server';
import { CodesAdmin } from '@/features/admin/codes/codes-admin';
import { LoadError } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Discount codes' };

export default async function AdminCodesPage() {
  const result = await loadAdmin((client) => client.GET('/api/admin/discounts/codes'), discountCodesReply);
  if (!result.ok) return <LoadError message={result.message} />;
  return <CodesAdmin codes={result.data.data} />;
}
