import type { Metadata } from 'next';
import { customerPageReply } from '@shop/domain/schemas/admin-people';
import { loadAdmin } from '@/features/admin/admin-server';
import { presentQuery } from '@/features/admin/admin-outcome';
import { CustomerList } from '@/features/admin/customers/customer-list';
import { FilterText, FiltersBar } from '@/features/admin/ui/filters-bar';
import { PagedResult } from '@/features/admin/ui/paged-result';
import { PageHeader } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Customers' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export default async function CustomersPage({ searchParams }: Props) {
  const raw = await searchParams;
  const query = { q: one(raw.q), page: one(raw.page) };
  const result = await loadAdmin(
    (client) => client.GET('/api/admin/customers', { params: { query: presentQuery(query) } }),
    customerPageReply,
  );
  return (
    <>
      <PageHeader title="Customers" description="Shoppers who signed in with their phone, newest first." />
      <FiltersBar label="Search customers">
        <FilterText name="q" type="search" label="Name, email or phone" defaultValue={query.q} />
      </FiltersBar>
      <PagedResult
        result={result}
        list={(rows) => <CustomerList rows={rows} />}
        basePath="/admin/customers"
        query={query}
      />
    </>
  );
}
