import type { Metadata } from 'next';
import { loadAdmin } from '@/features/admin/admin-server';
import { CatalogAdmin } from '@/features/admin/catalog/catalog-admin';
import type { AdminCatalogItem, CatalogPageMeta } from '@/features/admin/catalog/catalog-types';
import { LoadError } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Catalog' };

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export default async function AdminCatalogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const q = text(params.q).slice(0, 100);
  const after = text(params.after).slice(0, 200);
  const result = await loadAdmin<{ data: AdminCatalogItem[]; meta: CatalogPageMeta }>('/catalog/items', { q, after, limit: '25' });
  if (!result.ok) return <LoadError message={result.message} />;
  return <CatalogAdmin items={result.data.data} meta={result.data.meta} q={q} after={after} />;
}
