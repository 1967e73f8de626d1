'use client';

import { useRouter } from 'next/navigation';
import { orderDetailReply } from '@shop/domain/schemas/admin-replies';
import { refundResolutionSchema } from '@shop/domain/schemas/admin-orders';
import { secondaryButton } from '../ui/form-kit/styles';
import { SubmitRow } from '../ui/form-kit/submit-row';
import { TextInput } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { useAdminForm } from '../ui/form-kit/use-admin-form';
import { useAdminAction } from '../use-admin-action';

type Outcome = { outcome: 'refunded'; providerRefundId: string } | { outcome: 'not-refunded' };

const refundedBody = (fields: { providerRefundId: string }): Outcome => ({
  outcome: 'refunded',
  providerRefundId: fields.providerRefundId,
});

/**
 * A refund the provider did not answer: once staff have looked it up at the provider, they enter
 * the refund id it shows (the server checks it there) or say it has none (the amount is released).
 */
export function PendingRefundSettle({ name, refundId }: { name: string; refundId: number }) {
  const router = useRouter();
  const settle = useAdminAction();
  const form = useAdminForm(refundResolutionSchema, { providerRefundId: '' }, refundedBody);
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
  return (
    <KitForm
      aria-label="Settle the pending refund"
      className="mt-2 flex flex-col gap-2 rounded-lg border border-line p-3"
      form={form}
      outcome={settle}
      onValid={send}
    >
      <p className="text-xs text-muted">
        The provider did not answer. Look this refund up at the provider, then settle it here.
      </p>
      <TextInput
        form={form}
        name="providerRefundId"
        label="Refund id at the provider"
        maxLength={100}
        autoComplete="off"
      />
      <SubmitRow outcome={settle} label="Confirm refunded" busyLabel="Confirm refunded">
        <button
          type="button"
          disabled={settle.pending}
          className={secondaryButton}
          onClick={() => void send({ outcome: 'not-refunded' })}
        >
          Not refunded at the provider
        </button>
      </SubmitRow>
    </KitForm>
  );
}
