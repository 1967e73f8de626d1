import type { CustomerRow } from '@shop/domain/schemas/admin-people';
import Link from 'next/link';
import { omanDateTime } from '../orders/order-format';
import { RecordList } from '../ui/record-list';

export const customerLabel = (c: Pick<CustomerRow, 'firstName' | 'phone'>) => c.firstName || `+${c.phone}`;

export function CustomerList({ rows }: { rows: CustomerRow[] }) {
  return (
    <RecordList
      label="Customers"
      rows={rows}
      rowKey={(c) => String(c.id)}
      empty="No customers match."
      columns="desk:grid-cols-[1.5fr_1fr_1.5fr_0.5fr_1fr]"
      fields={[
        {
          key: 'name',
          label: 'Name',
          cell: (c) => (
            <Link className="font-medium text-brand hover:underline" href={`/admin/customers/${c.id}`}>
              {customerLabel(c)}
            </Link>
          ),
        },
        { key: 'phone', label: 'Phone', cell: (c) => <span className="tabular-nums">+{c.phone}</span> },
        { key: 'email', label: 'Email', cell: (c) => c.email ?? '—' },
        { key: 'orders', label: 'Orders', cell: (c) => c.orders },
        { key: 'since', label: 'Since', cell: (c) => omanDateTime(c.createdAt) },
      ]}
    />
  );
}
