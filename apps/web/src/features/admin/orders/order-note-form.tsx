'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { orderDetailReply } from '@shop/domain/schemas/admin-replies';
import { adminRequest } from '../admin-client';
import { inputClass, primaryButton } from '../catalog/omr-field';

/** Adds a staff note to the order's history. */
export function OrderNoteForm({ name }: { name: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(form: HTMLFormElement) {
    const body = String(new FormData(form).get('body') ?? '').trim();
    if (!body) return setError('Write the note first.');
    setBusy(true);
    setError(null);
    const reply = await adminRequest(
      (client, init) => client.POST('/api/admin/orders/{name}/notes', { params: { path: { name } }, body: { body }, ...init }),
      orderDetailReply,
    );
    setBusy(false);
    if (!reply.ok) return setError(reply.message);
    form.reset();
    router.refresh();
  }
  return (
    <form
      aria-label="Add a note"
      className="mt-3 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <label className="text-xs font-medium text-muted">
        Note for the team
        <textarea name="body" rows={2} maxLength={2000} className={inputClass} />
      </label>
      {error ? (
        <p role="alert" className="text-sm text-sale">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={`${primaryButton} self-start`}>
        {busy ? 'Saving…' : 'Add note'}
      </button>
    </form>
  );
}
