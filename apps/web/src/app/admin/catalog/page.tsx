import type { Metadata } from 'next';
import { catalogPageReply } from '@shop/domain/schemas/admin-replies';
import { loadAdmin } from '@/features/admin/admin-server';
import { presentQuery } from '@/features/admin/admin-outcome';
import { CatalogAdmin } from '@/features/admin/catalog/catalog-admin';
import { LoadError } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Catalog' };

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export default async function AdminCatalogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const q = text(params.q).slice(0, 100);
  const after = text(params.after).slice(0, 200);
  const result = await loadAdmin(
    (client) =>
      client.GET('/api/admin/catalog/items', { params: { query: { ...presentQuery({ q, after }), limit: 25 } } }),
    catalogPageReply,
  );
  if (!result.ok) return <LoadError message={result.message} />;
  return <CatalogAdmin items={result.data.data} meta={result.data.meta} q={q} after={after} />;
}
