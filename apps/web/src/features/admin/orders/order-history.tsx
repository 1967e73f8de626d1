import { formatOMR } from '@shop/domain/money';
import { omanDateTime } from './order-format';
import type { AdminOrderDetail } from './order-replies';

type OrderEvent = AdminOrderDetail['history'][number];

const EVENT_LABELS: Record<string, string> = {
  confirmed: 'Confirmed by phone',
  packed: 'Packed',
  shipped: 'Shipped',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
  cash_received: 'Cash received',
  paid: 'Card payment received',
  refund_due: 'Needs refund',
  refunded: 'Refunded',
  refund_failed: 'Refund refused',
  refund_pending: 'Refund pending at the provider',
  note: 'Note',
};

/** The order's history, oldest first: each step, money in and out, and staff notes, with who and when. */
export function OrderHistory({ events }: { events: OrderEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-muted">Nothing has happened to this order yet.</p>;
  return (
    <ol className="flex flex-col gap-2 border-s-2 border-line ps-3" data-testid="order-history">
      {events.map((e) => (
        <li key={e.id} className="text-sm" data-kind={e.kind}>
          <p>
            <span className="font-medium">{EVENT_LABELS[e.kind] ?? e.kind}</span>
            {e.amount !== null ? <span className="tabular-nums"> · {formatOMR(e.amount)}</span> : null}
          </p>
          {e.detail ? (
            <p className={e.kind === 'note' ? 'whitespace-pre-wrap break-words' : 'break-words text-muted'}>
              {e.detail}
            </p>
          ) : null}
          <p className="text-xs text-muted">
            {omanDateTime(e.created_at)} · {e.staff_name ?? 'the shop'}
          </p>
        </li>
      ))}
    </ol>
  );
}
