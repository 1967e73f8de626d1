import type { Metadata } from 'next';
import { CatalogTransfer } from '@/features/admin/catalog/catalog-transfer';

export const metadata: Metadata = { title: 'Import / export' };

export default async function CatalogTransferPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = (await searchParams).q;
  return <CatalogTransfer q={typeof q === 'string' ? q.slice(0, 100) : ''} />;
}
