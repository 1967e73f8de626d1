'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { formatOMR } from '@shop/domain/money';
import { lineRefundAmount } from '@shop/domain/order-refunds';
import { orderDetailReply } from '@shop/domain/schemas/admin-replies';
import { useNotify } from '@/lib/toast';
import { inputClass, primaryButton } from '../ui/form-kit/styles';
import { ActionMessage } from '../ui/action-message';
import { useAdminAction } from '../use-admin-action';
import type { AdminOrderDetail } from './order-replies';
import { AdminForm } from '../ui/admin-form';

/** A new key per refund: a repeated click or a retried request with the same key refunds once. */
function newRefundKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Refunds the card payment through the provider: everything left, or chosen units of chosen
 * lines. The amount shown is the domain rule's; the server decides again and never refunds more
 * than is left.
 */
export function OrderRefundForm({
  name,
  items,
  remaining,
}: {
  name: string;
  items: AdminOrderDetail['items'];
  remaining: number;
}) {
  const router = useRouter();
  const notify = useNotify();
  const [kind, setKind] = useState<'full' | 'lines'>('full');
  const [qty, setQty] = useState<Record<number, number>>({});
  const [key, setKey] = useState(newRefundKey);
  const refund = useAdminAction();
  const picks = items.filter((i) => (qty[i.id] ?? 0) > 0).map((i) => ({ id: i.id, qty: qty[i.id]! }));
  const amount =
    kind === 'full'
      ? remaining
      : picks.reduce((sum, p) => {
          const line = items.find((i) => i.id === p.id)!;
          return (
            sum +
            lineRefundAmount({ qty: line.qty, amount: line.amount, discount: line.distributed_discount_amount }, p.qty)
          );
        }, 0);

  async function submit(form: HTMLFormElement) {
    const reason = String(new FormData(form).get('reason') ?? '').trim();
    if (reason.length < 3) return refund.fail('Give a reason of at least 3 characters.');
    if (kind === 'lines' && picks.length === 0) return refund.fail('Choose at least one unit to refund.');
    const body = { idempotencyKey: key, reason, kind, ...(kind === 'lines' ? { lines: picks } : {}) };
    await refund.run(
      (client, init) => client.POST('/api/admin/orders/{name}/refunds', { params: { path: { name } }, body, ...init }),
      orderDetailReply,
      {
        onSuccess: () => {
          notify.success(`${formatOMR(amount)} refunded to the card.`);
          setKey(newRefundKey());
          setQty({});
          form.reset();
          router.refresh();
        },
        onFailure: () => router.refresh(),
      },
    );
  }

  return (
    <AdminForm aria-label="Refund the card payment" className="flex flex-col gap-3" outcome={refund} onSubmit={submit}>
      <p className="text-sm">
        Left to refund:{' '}
        <span className="font-semibold tabular-nums" data-testid="refund-remaining">
          {formatOMR(remaining)}
        </span>
      </p>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">What to refund</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" checked={kind === 'full'} onChange={() => setKind('full')} /> Everything left
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" checked={kind === 'lines'} onChange={() => setKind('lines')} /> Chosen lines
        </label>
      </fieldset>
      {kind === 'lines' ? (
        <ul className="flex flex-col gap-2">
          {items.map((i) => {
            const left = i.qty - i.refunded_qty;
            return (
              <li key={i.id} className="flex items-center justify-between gap-3 text-sm">
                <span className="min-w-0 break-words">
                  {i.item_name}{' '}
                  <span className="text-muted">
                    ({left} of {i.qty} left)
                  </span>
                </span>
                <label className="flex shrink-0 items-center gap-1 text-xs text-muted">
                  Units
                  <input
                    type="number"
                    min={0}
                    max={left}
                    disabled={left === 0}
                    value={qty[i.id] ?? 0}
                    aria-label={`Units of ${i.item_name} to refund`}
                    onChange={(e) =>
                      setQty({ ...qty, [i.id]: Math.max(0, Math.min(left, Math.trunc(Number(e.target.value) || 0))) })
                    }
                    className="w-16 rounded-lg border border-line px-2 py-1 text-sm"
                  />
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label className="text-xs font-medium text-muted">
        Reason
        <input name="reason" maxLength={200} className={inputClass} placeholder="Out of stock, returned, …" />
      </label>
      <ActionMessage error={refund.error} />
      <button type="submit" disabled={refund.pending || amount === 0} className={`${primaryButton} self-start`}>
        {refund.pending ? 'Refunding…' : `Refund ${formatOMR(amount)}`}
      </button>
    </AdminForm>
  );
}
