'use client';

import { useRouter } from 'next/navigation';
import { orderNoteSchema } from '@shop/domain/schemas/admin-orders';
import { orderDetailReply } from '@shop/domain/schemas/admin-replies';
import { ActionMessage } from '../ui/action-message';
import { TextArea } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { primaryButton } from '../ui/form-kit/styles';
import { useAdminForm } from '../ui/form-kit/use-admin-form';
import { useAdminAction } from '../use-admin-action';

const asBody = (fields: { body: string }) => fields;

/** Adds a staff note to the order's history. */
export function OrderNoteForm({ name }: { name: string }) {
  const router = useRouter();
  const form = useAdminForm(orderNoteSchema, { body: '' }, asBody);
  const save = useAdminAction();
  async function send(body: { body: string }) {
    await save.run(
      (client, init) =>
        client.POST('/api/admin/orders/{name}/notes', {
          params: { path: { name } },
          body: { body: body.body.trim() },
          ...init,
        }),
      orderDetailReply,
      {
        onSuccess: () => {
          form.reset();
          router.refresh();
        },
      },
    );
  }
  return (
    <KitForm aria-label="Add a note" className="mt-3 flex flex-col gap-2" form={form} outcome={save} onValid={send}>
      <TextArea form={form} name="body" label="Note for the team" rows={2} maxLength={2000} />
      <ActionMessage error={save.error} />
      <button type="submit" disabled={save.pending} className={`${primaryButton} self-start`}>
        {save.pending ? 'Saving…' : 'Add note'}
      </button>
    </KitForm>
  );
}
