'use client';

import { doneReply, staffLinkInfoReply } from '@shop/domain/schemas/admin-people';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { ActionMessage } from '../ui/action-message';
import { useAdminAction } from '../use-admin-action';
import { AdminForm } from '../ui/admin-form';

const field = 'mt-1 w-full rounded-lg border border-line px-3 py-2 focus:border-brand';

type Link = { token: string; kind: 'invite' | 'reset'; email: string; name: string };

/**
 * The page a one-time link opens (/admin/welcome#token): an invitee sets name and password, a
 * reset sets a new password. The token stays in the fragment, so it never reaches a log.
 */
export function WelcomeForm() {
  const [link, setLink] = useState<Link | null>(null);
  const outcome = useAdminAction();
  const { error, run, fail } = outcome;
  const [done, setDone] = useState(false);

  useEffect(() => {
    const token = window.location.hash.slice(1);
    void run(
      (client, init) => client.POST('/api/admin/staff-links/inspect', { body: { token }, ...init }),
      staffLinkInfoReply,
      {
        onSuccess: (info) => setLink({ token, ...info }),
      },
    );
  }, [run]);

  async function submit(form: HTMLFormElement) {
    if (!link) return;
    const data = new FormData(form);
    if (data.get('password') !== data.get('repeat')) return fail('The passwords differ.');
    const body = {
      token: link.token,
      password: String(data.get('password') ?? ''),
      ...(link.kind === 'invite' ? { name: String(data.get('name') ?? '') } : {}),
    };
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
          <AdminForm outcome={outcome} onSubmit={submit}>
            <p className="mt-1 text-center text-sm text-muted">{link.email}</p>
            {link.kind === 'invite' ? (
              <label className="mt-6 block text-sm font-medium">
                Your name
                <input name="name" required autoComplete="name" className={field} />
              </label>
            ) : null}
            <label className="mt-4 block text-sm font-medium">
              Password (at least 10 characters)
              <input
                name="password"
                type="password"
                minLength={10}
                required
                autoComplete="new-password"
                className={field}
              />
            </label>
            <label className="mt-4 block text-sm font-medium">
              Password again
              <input
                name="repeat"
                type="password"
                minLength={10}
                required
                autoComplete="new-password"
                className={field}
              />
            </label>
            <ActionMessage error={error} boxed className="mt-4" />
            <Button type="submit" shape="lg" className="mt-6 w-full">
              Set password
            </Button>
          </AdminForm>
        ) : error ? (
          <ActionMessage error={error} boxed className="mt-4" />
        ) : (
          <p className="mt-4 text-center text-sm text-muted">Checking the link…</p>
        )}
      </div>
    </div>
  );
}
