import type { Metadata } from 'next';
import Link from 'next/link';
import { customerDetailReply } from '@shop/domain/schemas/admin-people';
import { loadAdmin } from '@/features/admin/admin-server';
import { CustomerDetailView } from '@/features/admin/customers/customer-detail';
import { customerLabel } from '@/features/admin/customers/customer-list';
import { LoadError, PageHeader } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Customer' };

type Props = { params: Promise<{ id: string }> };

export default async function CustomerPage({ params }: Props) {
  const { id } = await params;
  const result = await loadAdmin(
    (client) => client.GET('/api/admin/customers/{id}', { params: { path: { id } } }),
    customerDetailReply,
  );
  return (
    <>
      <Link href="/admin/customers" className="mb-3 inline-block text-sm text-brand hover:underline">
        ← Customers
      </Link>
      {result.ok ? (
        <>
          <PageHeader title={customerLabel(result.data.data.customer)} />
          <CustomerDetailView detail={result.data.data} />
        </>
      ) : (
        <LoadError message={result.message} />
      )}
    </>
  );
}
