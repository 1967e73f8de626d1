'use client';

import { useRouter } from 'next/navigation';
import { orderDetailReply } from '@shop/domain/schemas/admin-replies';
import { inputClass, primaryButton, secondaryButton } from '../ui/form-kit/styles';
import { ActionMessage } from '../ui/action-message';
import { useAdminAction } from '../use-admin-action';
import { AdminForm } from '../ui/admin-form';

type Outcome = { outcome: 'refunded'; providerRefundId: string } | { outcome: 'not-refunded' };

/**
 * A refund the provider did not answer: once staff have looked it up at the provider, they enter
 * the refund id it shows (the server checks it there) or say it has none (the amount is released).
 */
export function PendingRefundSettle({ name, refundId }: { name: string; refundId: number }) {
  const router = useRouter();
  const settle = useAdminAction();
  const send = (body: Outcome) =>
    settle.run(
      (client, init) =>
        client.POST('/api/admin/orders/{name}/refunds/{id}/resolve', {
          params: { path: { name, id: String(refundId) } },
          body,
          ...init,
        }),
      orderDetailReply,
      { onSuccess: () => router.refresh() },
    );
  async function confirmRefunded(form: HTMLFormElement) {
    const providerRefundId = String(new FormData(form).get('providerRefundId') ?? '').trim();
    if (!providerRefundId) return settle.fail('Enter the refund id the provider shows.');
    await send({ outcome: 'refunded', providerRefundId });
  }
  return (
    <AdminForm
      aria-label="Settle the pending refund"
      className="mt-2 flex flex-col gap-2 rounded-lg border border-line p-3"
      outcome={settle}
      onSubmit={confirmRefunded}
    >
      <p className="text-xs text-muted">
        The provider did not answer. Look this refund up at the provider, then settle it here.
      </p>
      <label className="text-xs font-medium text-muted">
        Refund id at the provider
        <input name="providerRefundId" maxLength={100} autoComplete="off" className={inputClass} />
      </label>
      <ActionMessage error={settle.error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={settle.pending} className={primaryButton}>
          Confirm refunded
        </button>
        <button
          type="button"
          disabled={settle.pending}
          className={secondaryButton}
          onClick={() => void send({ outcome: 'not-refunded' })}
        >
          Not refunded at the provider
        </button>
      </div>
    </AdminForm>
  );
}
