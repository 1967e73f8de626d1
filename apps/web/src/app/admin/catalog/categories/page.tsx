import type { Metadata } from 'next';
import { categoriesReply } from '@shop/domain/schemas/admin-replies';
import { loadAdmin } from '@/features/admin/admin-server';
import { CategoriesAdmin } from '@/features/admin/catalog/categories-admin';
import { LoadError } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Categories' };

export default async function CategoriesPage() {
  const result = await loadAdmin((client) => client.GET('/api/admin/catalog/categories'), categoriesReply);
  return result.ok ? <CategoriesAdmin categories={result.data.data} /> : <LoadError message={result.message} />;
}
