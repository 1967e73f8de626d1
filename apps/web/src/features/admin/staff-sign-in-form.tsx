'use client';

import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { passwordStepReply } from '@shop/domain/schemas/admin-people';
import { type StaffMe, staffReply } from '@shop/domain/schemas/admin-replies';
import { staffSignInSchema, twoFactorCodeSchema } from '@shop/domain/schemas/staff';
import { ActionMessage } from './ui/action-message';
import { TextInput } from './ui/form-kit/inputs';
import { KitForm } from './ui/form-kit/kit-form';
import { useAdminForm } from './ui/form-kit/use-admin-form';
import { leaveFor, useAdminAction } from './use-admin-action';

type Outcome = ReturnType<typeof useAdminAction>;

const asIs = <T,>(fields: T) => fields;

/** The sign-in card around either step: the shop's logo and heading, the step's fields, its refusal and button. */
function SignInCard({ signIn, button, children }: { signIn: Outcome; button: string; children: ReactNode }) {
  return (
    <>
      <Logo className="mx-auto h-9 w-auto" />
      <h1 className="mt-6 text-center text-xl font-semibold">Back-office sign in</h1>
      <p className="mt-1 text-center text-sm text-muted">For the shop&apos;s team only.</p>
      {children}
      <ActionMessage error={signIn.error} boxed className="mt-4" />
      <Button type="submit" disabled={signIn.pending} shape="lg" className="mt-6 w-full">
        {signIn.pending ? 'Signing in…' : button}
      </Button>
    </>
  );
}

const cardClass = 'w-full max-w-sm rounded-2xl border border-line bg-white p-8 shadow-sm';

function PasswordStep({ signIn, next, askCode }: { signIn: Outcome; next: string; askCode: () => void }) {
  const form = useAdminForm(staffSignInSchema, { email: '', password: '' }, asIs);
  async function send(body: { email: string; password: string }) {
    await signIn.run<StaffMe | { twoFactorRequired: true }>(
      (client, init) => client.POST('/api/admin/sign-in', { body, ...init }),
      passwordStepReply,
      { onSuccess: (step) => ('twoFactorRequired' in step ? askCode() : leaveFor(next)) },
    );
  }
  return (
    <KitForm className={cardClass} form={form} outcome={signIn} onValid={send}>
      <SignInCard signIn={signIn} button="Sign in">
        <TextInput form={form} name="email" label="Email" type="email" autoComplete="username" className="mt-6" />
        <TextInput
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          className="mt-4"
        />
      </SignInCard>
    </KitForm>
  );
}

function CodeStep({ signIn, next }: { signIn: Outcome; next: string }) {
  const form = useAdminForm(twoFactorCodeSchema, { code: '' }, asIs);
  async function send(body: { code: string }) {
    await signIn.run((client, init) => client.POST('/api/admin/sign-in/code', { body, ...init }), staffReply, {
      onSuccess: () => leaveFor(next),
    });
  }
  return (
    <KitForm className={cardClass} form={form} outcome={signIn} onValid={send}>
      <SignInCard signIn={signIn} button="Verify">
        <TextInput
          form={form}
          name="code"
          label="Code from your authenticator app"
          hint="Lost your phone? Enter one of your recovery codes."
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          className="mt-6"
        />
      </SignInCard>
    </KitForm>
  );
}

/**
 * Email and password, then (when the account has two-factor on) a code from the app or a recovery
 * code. The domain schemas the server signs in with judge each field before anything is sent.
 */
export function StaffSignInForm({ next }: { next: string }) {
  const signIn = useAdminAction();
  const [askCode, setAskCode] = useState(false);
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      {askCode ? (
        <CodeStep signIn={signIn} next={next} />
      ) : (
        <PasswordStep signIn={signIn} next={next} askCode={() => setAskCode(true)} />
      )}
    </div>
  );
}
