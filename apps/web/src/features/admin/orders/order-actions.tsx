'use client';

import { useRouter } from 'next/navigation';
import { useNotify } from '@/lib/toast';
import { type OrderStep, STEP_LABELS } from '@shop/domain/order-lifecycle';
import { orderDetailReply } from '@shop/domain/schemas/admin-replies';
import { type AdminCall } from '../admin-outcome';
import { adminRequest } from '../admin-client';
import { ConfirmButton } from '../ui/confirm-button';

type Params = { params: { path: { name: string } } };

/** One typed call per lifecycle step (POST /api/admin/orders/{name}/<step>). */
const STEP_CALLS: Record<OrderStep, (p: Params) => AdminCall> = {
  confirm: (p) => (client, init) => client.POST('/api/admin/orders/{name}/confirm', { ...p, ...init }),
  pack: (p) => (client, init) => client.POST('/api/admin/orders/{name}/pack', { ...p, ...init }),
  ship: (p) => (client, init) => client.POST('/api/admin/orders/{name}/ship', { ...p, ...init }),
  ready: (p) => (client, init) => client.POST('/api/admin/orders/{name}/ready', { ...p, ...init }),
  deliver: (p) => (client, init) => client.POST('/api/admin/orders/{name}/deliver', { ...p, ...init }),
  collect: (p) => (client, init) => client.POST('/api/admin/orders/{name}/collect', { ...p, ...init }),
  cancel: (p) => (client, init) => client.POST('/api/admin/orders/{name}/cancel', { ...p, ...init }),
};

const CONFIRM_LABELS: Record<OrderStep, string> = {
  confirm: 'Yes, the customer confirmed',
  pack: 'Yes, packed',
  ship: 'Yes, handed to the courier',
  ready: 'Yes, ready at the store',
  deliver: 'Yes, delivered',
  collect: 'Yes, collected',
  cancel: 'Yes, cancel order',
};

const DONE: Record<OrderStep, string> = {
  confirm: 'confirmed; it no longer expires',
  pack: 'marked packed',
  ship: 'marked shipped',
  ready: 'marked ready for pickup',
  deliver: 'marked delivered',
  collect: 'marked collected',
  cancel: 'cancelled; its stock is back',
};

/** The lifecycle steps the server allows now, each a button that asks once more. */
export function OrderActions({ name, steps, paid }: { name: string; steps: OrderStep[]; paid: boolean }) {
  const router = useRouter();
  const notify = useNotify();
  if (steps.length === 0) return null;
  const run = async (step: OrderStep) => {
    const reply = await adminRequest(STEP_CALLS[step]({ params: { path: { name } } }), orderDetailReply);
    if (reply.ok) notify.success(`${name} ${DONE[step]}.`);
    else notify.error(reply.message, 4000);
    router.refresh();
  };
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="order-steps">
      {steps.map((step) => (
        <ConfirmButton
          key={step}
          tone={step === 'cancel' ? 'danger' : 'primary'}
          confirmLabel={step === 'cancel' && paid ? 'Cancel (refund at the provider)' : CONFIRM_LABELS[step]}
          onConfirm={() => run(step)}
        >
          {STEP_LABELS[step]}
        </ConfirmButton>
      ))}
    </div>
  );
}
