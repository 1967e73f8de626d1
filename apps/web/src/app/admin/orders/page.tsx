import type { Metadata } from 'next';
import { orderListReply } from '@shop/domain/schemas/admin-replies';
import { loadAdmin } from '@/features/admin/admin-server';
import { presentQuery } from '@/features/admin/admin-outcome';
import { OrderFilters } from '@/features/admin/orders/order-filters';
import { OrderList } from '@/features/admin/orders/order-list';
import { Pagination } from '@/features/admin/ui/pagination';
import { LoadError, PageHeader } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Orders' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTERS = ['paymentStatus', 'paymentType', 'status', 'refund', 'from', 'to', 'q', 'page'] as const;

export default async function OrdersPage({ searchParams }: Props) {
  const raw = await searchParams;
  const query = Object.fromEntries(FILTERS.map((k) => [k, typeof raw[k] === 'string' ? raw[k] : undefined])) as Record<
    (typeof FILTERS)[number],
    string | undefined
  >;
  const result = await loadAdmin((client) => client.GET('/api/admin/orders', { params: { query: presentQuery(query) } }), orderListReply);
  return (
    <>
      <PageHeader title="Orders" description="Newest first. Dates are Oman days; search by order number or phone." />
      <OrderFilters query={query} />
      {result.ok ? (
        <>
          <OrderList rows={result.data.data} />
          <Pagination page={result.data.meta.page} pageSize={result.data.meta.pageSize} total={result.data.meta.total} basePath="/admin/orders" query={query} />
        </>
      ) : (
        <LoadError message={result.message} />
      )}
    </>
  );
}
