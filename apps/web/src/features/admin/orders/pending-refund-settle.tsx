'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { orderDetailReply } from '@shop/domain/schemas/admin-replies';
import { adminRequest } from '../admin-client';
import { inputClass, primaryButton, secondaryButton } from '../catalog/omr-field';

type Outcome = { outcome: 'refunded'; providerRefundId: string } | { outcome: 'not-refunded' };

/**
 * A refund the provider did not answer: once staff have looked it up at the provider, they enter
 * the refund id it shows (the server checks it there) or say it has none (the amount is released).
 */
export function PendingRefundSettle({ name, refundId }: { name: string; refundId: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function settle(body: Outcome) {
    setBusy(true);
    setError(null);
    const reply = await adminRequest(
      (client, init) => client.POST('/api/admin/orders/{name}/refunds/{id}/resolve', { params: { path: { name, id: String(refundId) } }, body, ...init }),
      orderDetailReply,
    );
    setBusy(false);
    if (!reply.ok) return setError(reply.message);
    router.refresh();
  }
  return (
    <form
      aria-label="Settle the pending refund"
      className="mt-2 flex flex-col gap-2 rounded-lg border border-line p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const providerRefundId = String(new FormData(event.currentTarget).get('providerRefundId') ?? '').trim();
        if (!providerRefundId) return setError('Enter the refund id the provider shows.');
        void settle({ outcome: 'refunded', providerRefundId });
      }}
    >
      <p className="text-xs text-muted">The provider did not answer. Look this refund up at the provider, then settle it here.</p>
      <label className="text-xs font-medium text-muted">
        Refund id at the provider
        <input name="providerRefundId" maxLength={100} autoComplete="off" className={inputClass} />
      </label>
      {error ? (
        <p role="alert" className="text-sm text-sale">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={primaryButton}>
          Confirm refunded
        </button>
        <button type="button" disabled={busy} className={secondaryButton} onClick={() => void settle({ outcome: 'not-refunded' })}>
          Not refunded at the provider
        </button>
      </div>
    </form>
  );
}
