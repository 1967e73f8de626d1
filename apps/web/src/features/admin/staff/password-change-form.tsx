'use client';

import { doneReply } from '@shop/domain/schemas/admin-people';
import { Button } from '@/components/ui/button';
import { ActionMessage } from '../ui/action-message';
import { useAdminAction } from '../use-admin-action';
import { AdminForm } from '../ui/admin-form';

const field = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm focus:border-brand';

/** Changing one's own password: the current one is asked; the member's other sessions end. */
export function PasswordChangeForm() {
  const change = useAdminAction();

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    if (data.get('newPassword') !== data.get('repeat')) return change.fail('The new passwords differ.');
    const body = {
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
    };
    await change.run((client, init) => client.PUT('/api/admin/account/password', { body, ...init }), doneReply, {
      onSuccess: () => {
        form.reset();
        return { notice: 'Password changed. Your other sessions were signed out.' };
      },
    });
  }

  return (
    <AdminForm aria-label="Change password" className="grid gap-3" outcome={change} onSubmit={submit}>
      <label className="text-sm font-medium">
        Current password
        <input name="currentPassword" type="password" autoComplete="current-password" required className={field} />
      </label>
      <label className="text-sm font-medium">
        New password (at least 10 characters)
        <input
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
          className={field}
        />
      </label>
      <label className="text-sm font-medium">
        New password again
        <input name="repeat" type="password" autoComplete="new-password" minLength={10} required className={field} />
      </label>
      <ActionMessage error={change.error} notice={change.notice} boxed />
      <Button type="submit" size="sm" shape="lg" className="justify-self-start">
        Change password
      </Button>
    </AdminForm>
  );
}
