'use client';

import { doneReply } from '@shop/domain/schemas/admin-people';
import { passwordChangeSchema } from '@shop/domain/schemas/staff';
import { Button } from '@/components/ui/button';
import { ActionMessage } from '../ui/action-message';
import { TextInput } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { useAdminForm } from '../ui/form-kit/use-admin-form';
import { useAdminAction } from '../use-admin-action';

interface PasswordFields {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

const EMPTY: PasswordFields = { currentPassword: '', newPassword: '', repeat: '' };
const passwordBody = ({ currentPassword, newPassword }: PasswordFields) => ({ currentPassword, newPassword });
const labelText = 'text-sm font-medium text-ink';

/** Changing one's own password: the current one is asked; the member's other sessions end. */
export function PasswordChangeForm() {
  const change = useAdminAction();
  const form = useAdminForm(passwordChangeSchema, EMPTY, passwordBody);

  async function send(body: ReturnType<typeof passwordBody>) {
    if (form.getValues('repeat') !== body.newPassword)
      return form.setError('repeat', { message: 'The new passwords differ.' }, { shouldFocus: true });
    await change.run((client, init) => client.PUT('/api/admin/account/password', { body, ...init }), doneReply, {
      onSuccess: () => {
        form.reset(EMPTY);
        return { notice: 'Password changed. Your other sessions were signed out.' };
      },
    });
  }

  return (
    <KitForm aria-label="Change password" className="grid gap-3" form={form} outcome={change} onValid={send}>
      <TextInput
        form={form}
        name="currentPassword"
        label={<span className={labelText}>Current password</span>}
        type="password"
        autoComplete="current-password"
      />
      <TextInput
        form={form}
        name="newPassword"
        label={<span className={labelText}>New password (at least 10 characters)</span>}
        type="password"
        autoComplete="new-password"
      />
      <TextInput
        form={form}
        name="repeat"
        label={<span className={labelText}>New password again</span>}
        type="password"
        autoComplete="new-password"
      />
      <ActionMessage error={change.error} notice={change.notice} boxed />
      <Button type="submit" size="sm" shape="lg" className="justify-self-start">
        Change password
      </Button>
    </KitForm>
  );
}
