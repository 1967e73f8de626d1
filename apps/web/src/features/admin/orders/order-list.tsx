import { formatOMR } from '@shop/domain/money';
import Link from 'next/link';
import { Badge } from '../ui/badge';
import { type Column, DataTable } from '../ui/table';
import { REFUND_DUE, omanDateTime, orderTone, paymentTone, paymentTypeLabel } from './order-format';
import type { AdminOrderRow } from './order-replies';

const columns: Column<AdminOrderRow>[] = [
  {
    key: 'name',
    header: 'Order',
    cell: (o) => (
      <Link href={`/admin/orders/${encodeURIComponent(o.name)}`} className="whitespace-nowrap font-semibold text-brand underline-offset-2 hover:underline">
        {o.name}
      </Link>
    ),
  },
  { key: 'date', header: 'Placed', cell: (o) => <span className="whitespace-nowrap">{omanDateTime(o.creation)}</span> },
  {
    key: 'customer',
    header: 'Customer',
    cell: (o) => (
      <>
        <span className="block">{o.first_name}</span>
        <span className="text-xs text-muted">+{o.phone}</span>
      </>
    ),
  },
  { key: 'type', header: 'Payment', cell: (o) => paymentTypeLabel(o.payment_method) },
  { key: 'pay', header: 'Payment status', cell: (o) => <Badge tone={paymentTone(o.custom_online_payment_status)}>{o.custom_online_payment_status}</Badge> },
  {
    key: 'status',
    header: 'Status',
    cell: (o) => (
      <span className="flex flex-wrap gap-1">
        <Badge tone={orderTone(o.status)}>{o.status}</Badge>
        {o.refund_status === REFUND_DUE && <Badge tone="bad">Needs refund</Badge>}
      </span>
    ),
  },
  { key: 'total', header: 'Total', className: 'text-right whitespace-nowrap tabular-nums', cell: (o) => formatOMR(o.grand_total) },
];

export function OrderList({ rows }: { rows: AdminOrderRow[] }) {
  return <DataTable caption="Orders" columns={columns} rows={rows} rowKey={(o) => o.name} empty="No orders match these filters." />;
}
