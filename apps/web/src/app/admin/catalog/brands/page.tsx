import type { Metadata } from 'next';
import { brandsReply } from '@shop/domain/schemas/admin-replies';
import { loadAdmin } from '@/features/admin/admin-server';
import { BrandsAdmin } from '@/features/admin/catalog/brands-admin';
import { LoadError } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Brands' };

export default async function BrandsPage() {
  const result = await loadAdmin((client) => client.GET('/api/admin/catalog/brands'), brandsReply);
  return result.ok ? <BrandsAdmin brands={result.data.data} /> : <LoadError message={result.message} />;
}
