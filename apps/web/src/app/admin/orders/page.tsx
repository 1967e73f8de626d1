import type { Metadata } from 'next';
import Link from 'next/link';
import { orderListReply } from '@shop/domain/schemas/admin-replies';
import { loadAdmin } from '@/features/admin/admin-server';
import { presentQuery } from '@/features/admin/admin-outcome';
import { OrderFilters } from '@/features/admin/orders/order-filters';
import { LiveRefresh } from '@/features/admin/orders/live-refresh';
import { OrderList } from '@/features/admin/orders/order-list';
import { PagedResult } from '@/features/admin/ui/paged-result';
import { PageHeader } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Orders' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTERS = ['paymentStatus', 'paymentType', 'status', 'stage', 'refund', 'from', 'to', 'q', 'page'] as const;

/** How often the list is loaded again so new orders show up. */
const REFRESH_MS = 10_000;

function csvHref(query: Partial<Record<string, string | undefined>>): string {
  const { page: _page, ...filters } = query;
  const qs = new URLSearchParams(presentQuery(filters) as Record<string, string>).toString();
  return `/api/admin/orders.csv${qs ? `?${qs}` : ''}`;
}

export default async function OrdersPage({ searchParams }: Props) {
  const raw = await searchParams;
  const query = Object.fromEntries(FILTERS.map((k) => [k, typeof raw[k] === 'string' ? raw[k] : undefined])) as Record<
    (typeof FILTERS)[number],
    string | undefined
  >;
  const result = await loadAdmin(
    (client) => client.GET('/api/admin/orders', { params: { query: presentQuery(query) } }),
    orderListReply,
  );
  return (
    <>
      <PageHeader
        title="Orders"
        description="Newest first, refreshed every 10 seconds. Dates are Oman days; search by order number or phone."
      />
      <OrderFilters query={query} />
      <LiveRefresh everyMs={REFRESH_MS} />
      <p className="mb-3 flex flex-wrap gap-4 text-sm">
        <a href={csvHref(query)} className="text-brand hover:underline" download>
          Export these orders (CSV)
        </a>
        <Link href="/admin/orders?refund=due" className="text-brand hover:underline">
          Needs refund
        </Link>
      </p>
      <PagedResult result={result} list={(rows) => <OrderList rows={rows} />} basePath="/admin/orders" query={query} />
    </>
  );
}
