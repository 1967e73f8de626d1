import type { CustomerDetail } from '@shop/domain/schemas/admin-people';
import { formatOMR } from '@shop/domain/money';
import Link from 'next/link';
import { omanDateTime, orderTone, paymentTone, paymentTypeLabel } from '../orders/order-format';
import { Badge } from '../ui/badge';
import { RecordList } from '../ui/record-list';

const REVIEW_STATUS = ['Pending', 'Published', 'Rejected'] as const;

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
      <section aria-labelledby="customer-orders">
        <h2 id="customer-orders" className="mb-2 text-lg font-semibold">
          Orders
        </h2>
        <RecordList
          label="Orders"
          rows={orders}
          rowKey={(o) => o.name}
          empty="No orders yet."
          columns="desk:grid-cols-[1fr_1fr_1fr_1fr_1fr]"
          fields={[
            {
              key: 'name',
              label: 'Order',
              cell: (o) => (
                <Link className="font-medium text-brand hover:underline" href={`/admin/orders/${encodeURIComponent(o.name)}`}>
                  {o.name}
                </Link>
              ),
            },
            { key: 'when', label: 'Placed', cell: (o) => omanDateTime(o.creation) },
            { key: 'status', label: 'Status', cell: (o) => <Badge tone={orderTone(o.status)}>{o.status}</Badge> },
            {
              key: 'payment',
              label: 'Payment',
              cell: (o) => (
                <span>
                  {paymentTypeLabel(o.paymentMethod)} <Badge tone={paymentTone(o.paymentStatus)}>{o.paymentStatus}</Badge>
                </span>
              ),
            },
            { key: 'total', label: 'Total', cell: (o) => <span className="tabular-nums">{formatOMR(o.grandTotal)}</span> },
          ]}
        />
      </section>
      <section aria-labelledby="customer-reviews">
        <h2 id="customer-reviews" className="mb-2 text-lg font-semibold">
          Reviews
        </h2>
        <RecordList
          label="Reviews"
          rows={reviews}
          rowKey={(r) => r.name}
          empty="No reviews written with this number."
          columns="desk:grid-cols-[1.5fr_2fr_0.5fr_1fr_1fr]"
          fields={[
            { key: 'item', label: 'Product', cell: (r) => r.itemName },
            { key: 'title', label: 'Title', cell: (r) => r.title },
            { key: 'stars', label: 'Stars', cell: (r) => `${r.stars}/5` },
            { key: 'status', label: 'Status', cell: (r) => REVIEW_STATUS[r.docstatus] ?? r.docstatus },
            { key: 'when', label: 'Written', cell: (r) => omanDateTime(r.creation) },
          ]}
        />
      </section>
    </div>
  );
}
