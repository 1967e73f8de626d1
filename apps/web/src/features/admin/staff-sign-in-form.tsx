'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { passwordStepReply } from '@shop/domain/schemas/admin-people';
import { type StaffMe, staffReply } from '@shop/domain/schemas/admin-replies';
import { ActionMessage } from './ui/action-message';
import { leaveFor, useAdminAction } from './use-admin-action';
import { AdminForm } from './ui/admin-form';

/** Email and password, then (when the account has two-factor on) a code from the app or a recovery code. */
export function StaffSignInForm({ next }: { next: string }) {
  const signIn = useAdminAction();
  const [askCode, setAskCode] = useState(false);

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    if (askCode) {
      await signIn.run(
        (client, init) =>
          client.POST('/api/admin/sign-in/code', { body: { code: String(data.get('code') ?? '') }, ...init }),
        staffReply,
        {
          onSuccess: () => leaveFor(next),
        },
      );
      return;
    }
    await signIn.run<StaffMe | { twoFactorRequired: true }>(
      (client, init) =>
        client.POST('/api/admin/sign-in', {
          body: { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') },
          ...init,
        }),
      passwordStepReply,
      { onSuccess: (step) => ('twoFactorRequired' in step ? setAskCode(true) : leaveFor(next)) },
    );
  }

  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <AdminForm
        className="w-full max-w-sm rounded-2xl border border-line bg-white p-8 shadow-sm"
        outcome={signIn}
        onSubmit={submit}
      >
        <Logo className="mx-auto h-9 w-auto" />
        <h1 className="mt-6 text-center text-xl font-semibold">Back-office sign in</h1>
        <p className="mt-1 text-center text-sm text-muted">For the shop&apos;s team only.</p>
        {askCode ? (
          <>
            <label className="mt-6 block text-sm font-medium" htmlFor="staff-code">
              Code from your authenticator app
            </label>
            <input
              id="staff-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              autoFocus
              className="mt-1 w-full rounded-lg border border-line px-3 py-2 focus:border-brand"
            />
            <p className="mt-1 text-xs text-muted">Lost your phone? Enter one of your recovery codes.</p>
          </>
        ) : (
          <>
            <label className="mt-6 block text-sm font-medium" htmlFor="staff-email">
              Email
            </label>
            <input
              id="staff-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              className="mt-1 w-full rounded-lg border border-line px-3 py-2 focus:border-brand"
            />
            <label className="mt-4 block text-sm font-medium" htmlFor="staff-password">
              Password
            </label>
            <input
              id="staff-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className="mt-1 w-full rounded-lg border border-line px-3 py-2 focus:border-brand"
            />
          </>
        )}
        <ActionMessage error={signIn.error} boxed className="mt-4" />
        <Button type="submit" disabled={signIn.pending} shape="lg" className="mt-6 w-full">
          {signIn.pending ? 'Signing in…' : askCode ? 'Verify' : 'Sign in'}
        </Button>
      </AdminForm>
    </div>
  );
}
