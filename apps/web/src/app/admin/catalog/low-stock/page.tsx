import type { Metadata } from 'next';
import { lowStockReply } from '@shop/domain/schemas/admin-replies';
import { loadAdmin } from '@/features/admin/admin-server';
import { LowStock } from '@/features/admin/catalog/low-stock';
import { LoadError } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Low stock' };

export default async function LowStockPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).threshold;
  const threshold = typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : 5;
  const result = await loadAdmin(
    (client) => client.GET('/api/admin/catalog/low-stock', { params: { query: { threshold, limit: 200 } } }),
    lowStockReply,
  );
  if (!result.ok) return <LoadError message={result.message} />;
  return <LowStock items={result.data.data} threshold={threshold} />;
}
