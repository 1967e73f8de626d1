import { formatOMR } from '@shop/domain/money';
import Link from 'next/link';
import { Badge } from '../ui/badge';
import { omanDateTime } from './order-format';
import type { AdminOrderDetail } from './order-replies';
import { PendingRefundSettle } from './pending-refund-settle';

const TONE = { succeeded: 'ok', failed: 'bad', pending: 'warn' } as const;

/** The refunds asked of the provider for this order, oldest first; a pending one can be settled. */
export function OrderRefunds({ name, refunds }: { name: string; refunds: AdminOrderDetail['refunds'] }) {
  if (refunds.length === 0) return null;
  return (
    <ul className="mb-4 flex flex-col gap-2" data-testid="order-refunds">
      {refunds.map((r) => (
        <li key={r.id} className="text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold tabular-nums">{formatOMR(r.amount)}</span>
            <Badge tone={TONE[r.status as keyof typeof TONE] ?? 'warn'}>{r.status}</Badge>
            <span className="text-muted">
              {r.lines.length ? `${r.lines.reduce((n, l) => n + l.qty, 0)} unit(s)` : ''}
            </span>
          </p>
          <p className="break-words text-muted">
            {r.reason}
            {r.error ? ` — ${r.error}` : ''}
          </p>
          <p className="text-xs text-muted">
            {omanDateTime(r.created_at)} · {r.staff_name ?? 'the shop'}
            {r.provider_refund_id ? <span className="break-all"> · {r.provider_refund_id}</span> : null}
          </p>
          {r.credit_note ? (
            <Link
              href={`/admin/orders/${encodeURIComponent(name)}/credit-notes/${encodeURIComponent(r.credit_note)}`}
              className="text-xs text-brand hover:underline"
              data-testid="refund-credit-note"
            >
              Credit note {r.credit_note}
            </Link>
          ) : null}
          {r.status === 'pending' ? <PendingRefundSettle name={name} refundId={r.id} /> : null}
        </li>
      ))}
    </ul>
  );
}
