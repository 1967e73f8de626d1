'use client';

import { doneReply, staffLinkInfoReply } from '@shop/domain/schemas/admin-people';
import { staffLinkAcceptSchema } from '@shop/domain/schemas/staff';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { ActionMessage } from '../ui/action-message';
import { TextInput } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { useAdminForm } from '../ui/form-kit/use-admin-form';
import { useAdminAction } from '../use-admin-action';

const labelText = 'text-sm font-medium text-ink';

interface WelcomeFields {
  token: string;
  invite: boolean;
  name: string;
  password: string;
  repeat: string;
}

/** A reset link keeps the member's name. */
const acceptBody = ({ token, invite, name, password }: WelcomeFields) => ({
  token,
  password,
  ...(invite ? { name } : {}),
});

type Link = { token: string; kind: 'invite' | 'reset'; email: string; name: string };

/**
 * The page a one-time link opens (/admin/welcome#token): an invitee sets name and password, a
 * reset sets a new password. The token stays in the fragment, so it never reaches a log.
 */
export function WelcomeForm() {
  const [link, setLink] = useState<Link | null>(null);
  const outcome = useAdminAction();
  const { error, run } = outcome;
  const [done, setDone] = useState(false);
  const form = useAdminForm(
    staffLinkAcceptSchema,
    { token: '', invite: false, name: '', password: '', repeat: '' },
    acceptBody,
  );
  const { reset } = form;

  useEffect(() => {
    const token = window.location.hash.slice(1);
    void run(
      (client, init) => client.POST('/api/admin/staff-links/inspect', { body: { token }, ...init }),
      staffLinkInfoReply,
      {
        onSuccess: (info) => {
          setLink({ token, ...info });
          reset({ token, invite: info.kind === 'invite', name: '', password: '', repeat: '' });
        },
      },
    );
  }, [run, reset]);

  async function send(body: z.input<typeof staffLinkAcceptSchema>) {
    if (form.getValues('repeat') !== body.password)
      return form.setError('repeat', { message: 'The passwords differ.' }, { shouldFocus: true });
    await run((client, init) => client.POST('/api/admin/staff-links/accept', { body, ...init }), doneReply, {
      onSuccess: () => {
        history.replaceState(null, '', window.location.pathname);
        setDone(true);
      },
    });
  }

  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-2xl border border-line bg-white p-8 shadow-sm">
        <Logo className="mx-auto h-9 w-auto" />
        <h1 className="mt-6 text-center text-xl font-semibold">
          {link?.kind === 'reset' ? 'Set a new password' : 'Join the back-office'}
        </h1>
        {done ? (
          <p role="status" className="mt-4 text-center text-sm">
            Your password is set.{' '}
            <a className="font-semibold text-brand underline" href="/admin/sign-in">
              Sign in
            </a>
          </p>
        ) : link ? (
          <KitForm form={form} outcome={outcome} onValid={send}>
            <p className="mt-1 text-center text-sm text-muted">{link.email}</p>
            {link.kind === 'invite' ? (
              <TextInput
                form={form}
                name="name"
                label={<span className={labelText}>Your name</span>}
                autoComplete="name"
                className="mt-6"
              />
            ) : null}
            <TextInput
              form={form}
              name="password"
              label={<span className={labelText}>Password (at least 10 characters)</span>}
              type="password"
              autoComplete="new-password"
              className="mt-4"
            />
            <TextInput
              form={form}
              name="repeat"
              label={<span className={labelText}>Password again</span>}
              type="password"
              autoComplete="new-password"
              className="mt-4"
            />
            <ActionMessage error={error} boxed className="mt-4" />
            <Button type="submit" shape="lg" className="mt-6 w-full">
              Set password
            </Button>
          </KitForm>
        ) : error ? (
          <ActionMessage error={error} boxed className="mt-4" />
        ) : (
          <p className="mt-4 text-center text-sm text-muted">Checking the link…</p>
        )}
      </div>
    </div>
  );
}
