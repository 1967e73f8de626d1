'use client';

import { useRouter } from 'next/navigation';
import { useNotify } from '@/lib/toast';
import { orderDetailReply } from '@shop/domain/schemas/admin-replies';
import { type AdminCall } from '../admin-outcome';
import { adminRequest } from '../admin-client';
import { ConfirmButton } from '../ui/confirm-button';
import type { OrderActionsAllowed } from './order-replies';

export function OrderActions({ name, actions, paid }: { name: string; actions: OrderActionsAllowed; paid: boolean }) {
  const router = useRouter();
  const notify = useNotify();
  if (!actions.confirm && !actions.markDelivered && !actions.cancel) return null;
  const params = { path: { name } };
  const calls: Record<'confirm' | 'deliver' | 'cancel', AdminCall> = {
    confirm: (client, init) => client.POST('/api/admin/orders/{name}/confirm', { params, ...init }),
    deliver: (client, init) => client.POST('/api/admin/orders/{name}/deliver', { params, ...init }),
    cancel: (client, init) => client.POST('/api/admin/orders/{name}/cancel', { params, ...init }),
  };
  const run = async (action: 'confirm' | 'deliver' | 'cancel', done: string) => {
    const reply = await adminRequest(calls[action], orderDetailReply);
    if (reply.ok) notify.success(done);
    else notify.error(reply.message, 4000);
    router.refresh();
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {actions.confirm ? (
        <ConfirmButton tone="primary" confirmLabel="Yes, the customer confirmed" onConfirm={() => run('confirm', `${name} confirmed; it no longer expires.`)}>
          Confirm (phone call done)
        </ConfirmButton>
      ) : null}
      {actions.markDelivered ? (
        <ConfirmButton tone="primary" confirmLabel="Yes, delivered" onConfirm={() => run('deliver', `${name} marked delivered.`)}>
          Mark delivered
        </ConfirmButton>
      ) : null}
      {actions.cancel ? (
        <ConfirmButton
          confirmLabel={paid ? 'Cancel (refund at the provider)' : 'Yes, cancel order'}
          onConfirm={() => run('cancel', `${name} cancelled; its stock is back.`)}
        >
          Cancel order
        </ConfirmButton>
      ) : null}
    </div>
  );
}
