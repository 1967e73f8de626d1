'use client';

import { useRouter } from 'next/navigation';
import { orderMessagesReply } from '@shop/domain/schemas/admin-replies';
import { useNotify } from '@/lib/toast';
import { adminRequest } from '../admin-client';
import { Badge, type BadgeTone } from '../ui/badge';
import { ConfirmButton } from '../ui/confirm-button';
import { omanDateTime } from './order-format';
import type { AdminOrderDetail } from './order-replies';

type OrderMessage = AdminOrderDetail['messages'][number];

const KIND_LABELS: Record<string, string> = {
  placed_cod: 'Order placed (cash on delivery)',
  paid: 'Card payment received',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

const STATUS_TONES: Record<string, BadgeTone> = { sent: 'ok', failed: 'bad', pending: 'warn', sending: 'warn' };
const STATUS_LABELS: Record<string, string> = { sent: 'Sent', failed: 'Failed', pending: 'Queued', sending: 'Sending' };

function when(m: OrderMessage): string {
  if (m.status === 'sent' && m.sent_at) return `sent ${omanDateTime(m.sent_at)}`;
  if (m.status === 'failed') return `gave up ${omanDateTime(m.next_attempt_at)}`;
  return `next try ${omanDateTime(m.next_attempt_at)}`;
}

/** The order's messages to the shopper, each with its delivery state; a sent or failed one can be sent again. */
export function OrderMessages({ name, messages }: { name: string; messages: OrderMessage[] }) {
  const router = useRouter();
  const notify = useNotify();
  if (messages.length === 0) return <p className="text-sm text-muted">No message has been queued for this order.</p>;
  const resend = async (id: number) => {
    const reply = await adminRequest(
      (client, init) =>
        client.POST('/api/admin/orders/{name}/messages/{id}/resend', { params: { path: { name, id } }, ...init }),
      orderMessagesReply,
    );
    if (reply.ok) notify.success('The message is queued to be sent again.');
    else notify.error(reply.message, 4000);
    router.refresh();
  };
  return (
    <ul className="flex flex-col gap-3" data-testid="order-messages">
      {messages.map((m) => (
        <li key={m.id} className="text-sm" data-testid="order-message" data-status={m.status}>
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{KIND_LABELS[m.kind] ?? m.kind}</span>
            <span className="text-xs uppercase text-muted">{m.channel}</span>
            <Badge tone={STATUS_TONES[m.status] ?? 'neutral'}>{STATUS_LABELS[m.status] ?? m.status}</Badge>
          </p>
          {m.body ? <p className="mt-1 whitespace-pre-wrap break-words text-muted">{m.body}</p> : null}
          {m.last_error ? <p className="mt-1 break-words text-xs text-sale">Last error: {m.last_error}</p> : null}
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-xs text-muted">
              Queued {omanDateTime(m.created_at)} · {m.attempts} {m.attempts === 1 ? 'try' : 'tries'} · {when(m)}
            </p>
            {m.status === 'sent' || m.status === 'failed' ? (
              <ConfirmButton
                tone="primary"
                confirmLabel="Yes, send again"
                onConfirm={() => resend(m.id)}
                className="px-2 py-1 text-xs"
              >
                Resend
              </ConfirmButton>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
