'use client';

import { useRouter } from 'next/navigation';
import type { z } from 'zod';
import { formatOMR } from '@shop/domain/money';
import { lineRefundAmount } from '@shop/domain/order-refunds';
import { orderRefundSchema } from '@shop/domain/schemas/admin-orders';
import { orderDetailReply } from '@shop/domain/schemas/admin-replies';
import { useNotify } from '@/lib/toast';
import { SubmitRow } from '../ui/form-kit/submit-row';
import { TextInput } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { useAdminForm } from '../ui/form-kit/use-admin-form';
import { useAdminAction } from '../use-admin-action';
import type { AdminOrderDetail } from './order-replies';

/** A new key per refund: a repeated click or a retried request with the same key refunds once. */
function newRefundKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the refund form holds: its key, what to refund, the units chosen per line id, and why. */
interface RefundFields {
  idempotencyKey: string;
  kind: 'full' | 'lines';
  qty: Record<string, number>;
  reason: string;
}

const picksOf = (fields: Pick<RefundFields, 'qty'>) =>
  Object.entries(fields.qty)
    .filter(([, units]) => units > 0)
    .map(([id, units]) => ({ id: Number(id), qty: units }));

const refundBody = (fields: RefundFields) => ({
  idempotencyKey: fields.idempotencyKey,
  reason: fields.reason,
  kind: fields.kind,
  ...(fields.kind === 'lines' ? { lines: picksOf(fields) } : {}),
});

const freshFields = (): RefundFields => ({ idempotencyKey: newRefundKey(), kind: 'full', qty: {}, reason: '' });

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
  const form = useAdminForm(orderRefundSchema, freshFields(), refundBody);
  const refund = useAdminAction();
  const kind = form.watch('kind');
  const qty = form.watch('qty');
  const picks = picksOf({ qty });
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
  const setKind = (next: RefundFields['kind']) => form.setValue('kind', next);

  async function send(body: z.input<typeof orderRefundSchema>) {
    await refund.run(
      (client, init) => client.POST('/api/admin/orders/{name}/refunds', { params: { path: { name } }, body, ...init }),
      orderDetailReply,
      {
        onSuccess: () => {
          notify.success(`${formatOMR(amount)} refunded to the card.`);
          form.reset(freshFields());
          router.refresh();
        },
        onFailure: () => router.refresh(),
      },
    );
  }

  return (
    <KitForm
      aria-label="Refund the card payment"
      className="flex flex-col gap-3"
      form={form}
      outcome={refund}
      onValid={send}
    >
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
                      form.setValue('qty', {
                        ...qty,
                        [i.id]: Math.max(0, Math.min(left, Math.trunc(Number(e.target.value) || 0))),
                      })
                    }
                    className="w-16 rounded-lg border border-line px-2 py-1 text-sm"
                  />
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      <TextInput form={form} name="reason" label="Reason" maxLength={200} placeholder="Out of stock, returned, …" />
      <SubmitRow
        outcome={refund}
        label={`Refund ${formatOMR(amount)}`}
        busyLabel="Refunding…"
        disabled={amount === 0}
      />
    </KitForm>
  );
}
