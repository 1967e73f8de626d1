'use client';

import { useRouter } from 'next/navigation';
import { orderDetailReply } from '@shop/domain/schemas/admin-replies';
import { inputClass, primaryButton } from '../ui/form-kit/styles';
import { ActionMessage } from '../ui/action-message';
import { useAdminAction } from '../use-admin-action';
import { AdminForm } from '../ui/admin-form';

/** Adds a staff note to the order's history. */
export function OrderNoteForm({ name }: { name: string }) {
  const router = useRouter();
  const save = useAdminAction();
  async function submit(form: HTMLFormElement) {
    const body = String(new FormData(form).get('body') ?? '').trim();
    if (!body) return save.fail('Write the note first.');
    await save.run(
      (client, init) =>
        client.POST('/api/admin/orders/{name}/notes', { params: { path: { name } }, body: { body }, ...init }),
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
    <AdminForm aria-label="Add a note" className="mt-3 flex flex-col gap-2" outcome={save} onSubmit={submit}>
      <label className="text-xs font-medium text-muted">
        Note for the team
        <textarea name="body" rows={2} maxLength={2000} className={inputClass} />
      </label>
      <ActionMessage error={save.error} />
      <button type="submit" disabled={save.pending} className={`${primaryButton} self-start`}>
        {save.pending ? 'Saving…' : 'Add note'}
      </button>
    </AdminForm>
  );
}
