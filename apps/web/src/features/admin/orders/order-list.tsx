import { formatOMR } from '@shop/domain/money';
import Link from 'next/link';
import { STAGE_LABELS } from '@shop/domain/order-lifecycle';
import { orderRefundOf } from '@shop/domain/order-refunds';
import { Badge } from '../ui/badge';
import { type Column, DataTable } from '../ui/table';
import { REFUND_DUE, omanDateTime, orderTone, paymentTone, paymentTypeLabel } from './order-format';
import type { AdminOrderRow } from './order-replies';

/** What must go back, or what went back (in full: the order is no longer fulfilled). */
function RefundBadge({ order }: { order: AdminOrderRow }) {
  if (order.refund_status === REFUND_DUE) return <Badge tone="bad">Needs refund</Badge>;
  const refund = orderRefundOf(order);
  if (refund === 'full') return <Badge tone="warn">Refunded</Badge>;
  return refund === 'partial' ? <Badge>Partly refunded</Badge> : null;
}

const columns: Column<AdminOrderRow>[] = [
  {
    key: 'name',
    header: 'Order',
    cell: (o) => (
      <Link
        href={`/admin/orders/${encodeURIComponent(o.name)}`}
        className="whitespace-nowrap font-semibold text-brand underline-offset-2 hover:underline"
      >
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
  {
    key: 'pay',
    header: 'Payment status',
    cell: (o) => <Badge tone={paymentTone(o.custom_online_payment_status)}>{o.custom_online_payment_status}</Badge>,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (o) => (
      <span className="flex flex-wrap gap-1">
        <Badge tone={orderTone(o.status)}>{STAGE_LABELS[o.stage]}</Badge>
        <RefundBadge order={o} />
      </span>
    ),
  },
  {
    key: 'total',
    header: 'Total',
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (o) => formatOMR(o.grand_total),
  },
];

/** On a phone each order is a card (no table to scroll sideways); from the desk breakpoint on, a table. */
function OrderCards({ rows }: { rows: AdminOrderRow[] }) {
  if (rows.length === 0)
    return (
      <p className="rounded-xl border border-line bg-white px-3 py-10 text-center text-muted">
        No orders match these filters.
      </p>
    );
  return (
    <ul className="flex flex-col gap-2">
      {rows.map((o) => (
        <li key={o.name} className="rounded-xl border border-line bg-white p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <Link href={`/admin/orders/${encodeURIComponent(o.name)}`} className="break-all font-semibold text-brand">
              {o.name}
            </Link>
            <span className="whitespace-nowrap font-semibold tabular-nums">{formatOMR(o.grand_total)}</span>
          </div>
          <p className="text-muted">
            {omanDateTime(o.creation)} · {o.first_name} · +{o.phone}
          </p>
          <p className="mt-1 flex flex-wrap gap-1">
            <Badge>{paymentTypeLabel(o.payment_method)}</Badge>
            <Badge tone={paymentTone(o.custom_online_payment_status)}>{o.custom_online_payment_status}</Badge>
            <Badge tone={orderTone(o.status)}>{STAGE_LABELS[o.stage]}</Badge>
            <RefundBadge order={o} />
          </p>
        </li>
      ))}
    </ul>
  );
}

export function OrderList({ rows }: { rows: AdminOrderRow[] }) {
  return (
    <div data-testid="order-list">
      <div className="desk:hidden">
        <OrderCards rows={rows} />
      </div>
      <div className="hidden desk:block">
        <DataTable
          caption="Orders"
          columns={columns}
          rows={rows}
          rowKey={(o) => o.name}
          empty="No orders match these filters."
        />
      </div>
    </div>
  );
}
