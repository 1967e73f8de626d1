import type { CustomerDetail } from '@shop/domain/schemas/admin-people';
import { formatOMR } from '@shop/domain/money';
import Link from 'next/link';
import { omanDateTime, orderTone, paymentTone, paymentTypeLabel } from '../orders/order-format';
import { Badge } from '../ui/badge';
import type { Column } from '../ui/table';
import { CustomerSection } from './customer-section';

const REVIEW_STATUS = ['Pending', 'Published', 'Rejected'] as const;

const orderColumns: Column<CustomerDetail['orders'][number]>[] = [
  {
    key: 'name',
    header: 'Order',
    cell: (o) => (
      <Link className="font-medium text-brand hover:underline" href={`/admin/orders/${encodeURIComponent(o.name)}`}>
        {o.name}
      </Link>
    ),
  },
  { key: 'when', header: 'Placed', cell: (o) => omanDateTime(o.creation) },
  { key: 'status', header: 'Status', cell: (o) => <Badge tone={orderTone(o.status)}>{o.status}</Badge> },
  {
    key: 'payment',
    header: 'Payment',
    cell: (o) => (
      <span>
        {paymentTypeLabel(o.paymentMethod)} <Badge tone={paymentTone(o.paymentStatus)}>{o.paymentStatus}</Badge>
      </span>
    ),
  },
  { key: 'total', header: 'Total', cell: (o) => <span className="tabular-nums">{formatOMR(o.grandTotal)}</span> },
];

const reviewColumns: Column<CustomerDetail['reviews'][number]>[] = [
  { key: 'item', header: 'Product', cell: (r) => r.itemName },
  { key: 'title', header: 'Title', cell: (r) => r.title },
  { key: 'stars', header: 'Stars', cell: (r) => `${r.stars}/5` },
  { key: 'status', header: 'Status', cell: (r) => REVIEW_STATUS[r.docstatus] ?? r.docstatus },
  { key: 'when', header: 'Written', cell: (r) => omanDateTime(r.creation) },
];

/** One shopper: contact, their orders (newest 50) and the reviews written with their number. */
export function CustomerDetailView({ detail }: { detail: CustomerDetail }) {
  const { customer, orders, reviews } = detail;
  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 rounded-xl border border-line bg-white p-4 text-sm desk:grid-cols-4">
        {[
          ['Phone', `+${customer.phone}`],
          ['Email', customer.email ?? '—'],
          ['Orders', String(customer.orders)],
          ['Customer since', omanDateTime(customer.createdAt)],
        ].map(([term, value]) => (
          <div key={term} className="min-w-0 break-words">
            <dt className="text-xs font-medium text-muted">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <CustomerSection
        id="customer-orders"
        title="Orders"
        rows={orders}
        rowKey={(o) => o.name}
        empty="No orders yet."
        columns={orderColumns}
      />
      <CustomerSection
        id="customer-reviews"
        title="Reviews"
        rows={reviews}
        rowKey={(r) => r.name}
        empty="No reviews written with this number."
        columns={reviewColumns}
      />
    </div>
  );
}
