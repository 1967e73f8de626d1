import { formatOMR } from '@shop/domain/money';
import { formatDisplayDate } from '@shop/domain/dates';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '../ui/badge';
import { type Column, DataTable } from '../ui/table';
import { OrderActions } from './order-actions';
import { STAGE_LABELS } from '@shop/domain/order-lifecycle';
import { OrderHistory } from './order-history';
import { OrderMessages } from './order-messages';
import { OrderNoteForm } from './order-note-form';
import { OrderRefundForm } from './order-refund-form';
import { OrderRefunds } from './order-refunds';
import { REFUND_DUE, addressLine, omanDateTime, orderTone, paymentTone, paymentTypeLabel } from './order-format';
import type { AdminOrderDetail } from './order-replies';

type Line = AdminOrderDetail['items'][number];

const lineColumns: Column<Line>[] = [
  { key: 'idx', header: '#', cell: (l) => l.idx },
  {
    key: 'item',
    header: 'Item',
    cell: (l) => (
      <>
        <span className="block font-medium">{l.item_name}</span>
        <span className="text-xs text-muted">{l.item_code}</span>
      </>
    ),
  },
  {
    key: 'qty',
    header: 'Qty',
    className: 'text-right tabular-nums',
    cell: (l) => (l.refunded_qty ? `${l.qty} (${l.refunded_qty} refunded)` : l.qty),
  },
  {
    key: 'rate',
    header: 'Price',
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: (l) => formatOMR(l.rate),
  },
  {
    key: 'discount',
    header: 'Discount',
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: (l) => (l.distributed_discount_amount ? `−${formatOMR(l.distributed_discount_amount)}` : ''),
  },
  {
    key: 'amount',
    header: 'Amount',
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: (l) => formatOMR(l.amount),
  },
];

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-line bg-white p-4">
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`flex justify-between gap-4 py-1 text-sm ${className}`.trimEnd()}>
      <dt className="text-muted">{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

export function OrderDetail({ detail }: { detail: AdminOrderDetail }) {
  const { order, items, taxes, paymentSessions, history, refunds, messages, actions } = detail;
  const pickup = Boolean(order.pickup_date || order.outlet);
  return (
    <div>
      <Link href="/admin/orders" className="text-sm text-brand hover:underline">
        ← All orders
      </Link>
      <div className="mb-6 mt-2 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{order.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            Placed {omanDateTime(order.creation)} · {paymentTypeLabel(order.payment_method)}
            <Badge tone={paymentTone(order.custom_online_payment_status)}>
              Payment: {order.custom_online_payment_status}
            </Badge>
            <Badge tone={orderTone(order.status)}>
              <span data-testid="order-stage">{STAGE_LABELS[order.stage]}</span>
            </Badge>
            {order.payment_method === 'COD' && order.stage === 'placed' ? (
              <Badge tone="warn">Awaiting confirmation call</Badge>
            ) : null}
            {order.refunded_amount > 0 ? <Badge>Refunded {formatOMR(order.refunded_amount)}</Badge> : null}
            {order.stock_returned ? <Badge>Stock returned</Badge> : null}
            {order.refund_status === REFUND_DUE && <Badge tone="bad">Needs refund</Badge>}
          </p>
        </div>
        <div className="flex flex-col items-start gap-2">
          <OrderActions name={order.name} steps={actions.steps} paid={order.custom_payment_verification_check === 1} />
          <p className="flex gap-3 text-sm">
            <Link
              href={`/admin/orders/${encodeURIComponent(order.name)}/packing-slip`}
              className="text-brand hover:underline"
            >
              Packing slip
            </Link>
            <Link
              href={`/admin/orders/${encodeURIComponent(order.name)}/invoice`}
              className="text-brand hover:underline"
            >
              Invoice
            </Link>
          </p>
        </div>
      </div>

      <div className="grid gap-4 desk:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-4">
          <DataTable caption="Order lines" columns={lineColumns} rows={items} rowKey={(l) => String(l.id)} />
          <Card title="History and notes">
            <OrderHistory events={history} />
            <OrderNoteForm name={order.name} />
          </Card>
          <Card title="Messages to the customer">
            <OrderMessages name={order.name} messages={messages} />
          </Card>
          {actions.refund > 0 || refunds.length > 0 ? (
            <Card title="Refunds">
              <OrderRefunds name={order.name} refunds={refunds} />
              {actions.refund > 0 ? (
                <OrderRefundForm name={order.name} items={items} remaining={actions.refund} />
              ) : null}
            </Card>
          ) : null}
          <Card title="Payment sessions">
            {paymentSessions.length === 0 ? (
              <p className="text-sm text-muted">
                {order.payment_method === 'COD'
                  ? 'Cash on delivery: no card payment.'
                  : 'No payment page was opened for this order.'}
              </p>
            ) : (
              <ul className="flex flex-col gap-4">
                {paymentSessions.map((s) => (
                  <li key={s.id} data-testid="payment-session" className="text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{s.provider}</span>
                      <Badge tone={s.status === 'paid' ? 'ok' : s.status === 'cancelled' ? 'bad' : 'warn'}>
                        {s.status}
                      </Badge>
                      <span className="tabular-nums">{formatOMR(s.total_amount)}</span>
                    </p>
                    <p className="mt-1 break-all text-xs text-muted">
                      Reference {s.client_reference_id}
                      {s.provider_session_id ? ` · session ${s.provider_session_id}` : ''} · opened{' '}
                      {omanDateTime(s.created_at)}
                    </p>
                    <ol className="mt-2 border-s-2 border-line ps-3">
                      <li className="text-xs text-muted">{omanDateTime(s.created_at)} — opened (unpaid)</li>
                      {s.events.map((e) => (
                        <li key={e.id} className="text-xs">
                          {omanDateTime(e.created_at)} — <span className="font-medium">{e.status}</span>{' '}
                          <span className="text-muted">via {e.source}</span>
                        </li>
                      ))}
                    </ol>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        <div className="flex flex-col gap-4">
          <Card title="Totals">
            <dl>
              <Row label="Subtotal">{formatOMR(order.sub_total)}</Row>
              {order.discount_amount ? (
                <Row label={`Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}`}>
                  −{formatOMR(order.discount_amount)}
                </Row>
              ) : null}
              {taxes.map((t) => (
                <Row key={t.description} label={t.description}>
                  {formatOMR(t.tax_amount)}
                </Row>
              ))}
              <Row label="Shipping">{formatOMR(order.shipping_amount)}</Row>
              <Row label="Total" className="mt-2 border-t border-line pt-2">
                <span className="font-semibold" data-testid="order-total">
                  {formatOMR(order.grand_total)}
                </span>
              </Row>
            </dl>
          </Card>
          <Card title="Customer">
            <p className="text-sm font-medium">{order.first_name}</p>
            <p className="text-sm">+{order.phone}</p>
            {order.email ? <p className="text-sm">{order.email}</p> : null}
          </Card>
          <Card title={pickup ? 'Pickup' : 'Delivery'}>
            {pickup ? (
              <dl>
                <Row label="Outlet">{order.outlet ?? '—'}</Row>
                <Row label="Date">{order.pickup_date ?? '—'}</Row>
                <Row label="Time">{order.pickup_time ?? '—'}</Row>
              </dl>
            ) : (
              <address className="text-sm not-italic">{addressLine(order)}</address>
            )}
            <p className="mt-2 text-xs text-muted">
              {order.shipping_method} · expected {formatDisplayDate(order.delivery_date)}
            </p>
          </Card>
        </div>
      </div>
    </div>
  );
}
