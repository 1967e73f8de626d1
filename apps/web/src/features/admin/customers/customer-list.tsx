import type { CustomerRow } from '@shop/domain/schemas/admin-people';
import Link from 'next/link';
import { omanDateTime } from '../orders/order-format';
import { DataTable } from '../ui/table';

export const customerLabel = (c: Pick<CustomerRow, 'firstName' | 'phone'>) => c.firstName || `+${c.phone}`;

export function CustomerList({ rows }: { rows: CustomerRow[] }) {
  return (
    <DataTable
      caption="Customers"
      rows={rows}
      rowKey={(c) => String(c.id)}
      empty="No customers match."
      columns={[
        {
          key: 'name',
          header: 'Name',
          cell: (c) => (
            <Link className="font-medium text-brand hover:underline" href={`/admin/customers/${c.id}`}>
              {customerLabel(c)}
            </Link>
          ),
        },
        { key: 'phone', header: 'Phone', cell: (c) => <span className="tabular-nums">+{c.phone}</span> },
        { key: 'email', header: 'Email', cell: (c) => c.email ?? '—' },
        { key: 'orders', header: 'Orders', cell: (c) => c.orders },
        { key: 'since', header: 'Since', cell: (c) => omanDateTime(c.createdAt) },
      ]}
    />
  );
}
