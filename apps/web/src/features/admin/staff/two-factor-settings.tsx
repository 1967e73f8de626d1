'use client';

import { recoveryCodesReply, twoFactorSetupReply, doneReply } from '@shop/domain/schemas/admin-people';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ActionMessage } from '../ui/action-message';
import { useAdminAction } from '../use-admin-action';
import { AdminForm } from '../ui/admin-form';

const field = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm focus:border-brand';

type Setup = { otpauthUri: string; secret: string; qrSvg: string };

/** Turning two-factor sign-in on (scan, confirm with a code, keep the recovery codes) or off. */
export function TwoFactorSettings({ enabled, recoveryCodesLeft }: { enabled: boolean; recoveryCodesLeft: number }) {
  const router = useRouter();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const step = useAdminAction();

  async function start() {
    await step.run(
      (client, init) => client.POST('/api/admin/account/two-factor/setup', { ...init }),
      twoFactorSetupReply,
      { onSuccess: setSetup },
    );
  }

  async function confirm(form: HTMLFormElement) {
    const code = String(new FormData(form).get('code') ?? '');
    await step.run(
      (client, init) => client.POST('/api/admin/account/two-factor/confirm', { body: { code }, ...init }),
      recoveryCodesReply,
      {
        onSuccess: ({ recoveryCodes }) => {
          setSetup(null);
          setCodes(recoveryCodes);
        },
      },
    );
  }

  async function turnOff(form: HTMLFormElement) {
    const password = String(new FormData(form).get('password') ?? '');
    await step.run(
      (client, init) => client.POST('/api/admin/account/two-factor/disable', { body: { password }, ...init }),
      doneReply,
      {
        onSuccess: () => router.refresh(),
      },
    );
  }

  const alert = <ActionMessage error={step.error} boxed className="mt-3" />;

  if (codes) {
    return (
      <div>
        <p className="text-sm font-semibold text-ok">Two-factor sign-in is on.</p>
        <p className="mt-2 text-sm">
          Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are not
          shown again.
        </p>
        <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button size="sm" shape="lg" className="mt-4" onClick={() => router.refresh()}>
          I saved them
        </Button>
      </div>
    );
  }

  if (enabled) {
    return (
      <AdminForm aria-label="Turn off two-factor" outcome={step} onSubmit={turnOff}>
        <p className="text-sm">
          Two-factor sign-in is <strong>on</strong>. {recoveryCodesLeft} recovery code
          {recoveryCodesLeft === 1 ? '' : 's'} left.
        </p>
        <label className="mt-3 block text-sm font-medium">
          Password, to turn it off
          <input name="password" type="password" autoComplete="current-password" required className={field} />
        </label>
        {alert}
        <Button type="submit" size="sm" shape="lg" variant="danger" className="mt-3">
          Turn off two-factor
        </Button>
      </AdminForm>
    );
  }

  if (setup) {
    return (
      <AdminForm aria-label="Confirm two-factor" outcome={step} onSubmit={confirm}>
        <p className="text-sm">
          Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then
          enter the 6-digit code it shows.
        </p>
        <img
          alt="QR code of the two-factor secret"
          className="mt-3 h-48 w-48 border border-line bg-white"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
        />
        <p className="mt-3 text-xs text-muted">Cannot scan? Enter this key instead:</p>
        <p data-testid="totp-secret" className="break-all font-mono text-sm">
          {setup.secret}
        </p>
        <label className="mt-3 block text-sm font-medium">
          Code from the app
          <input name="code" inputMode="numeric" autoComplete="one-time-code" required className={field} />
        </label>
        {alert}
        <Button type="submit" size="sm" shape="lg" className="mt-3">
          Turn on
        </Button>
      </AdminForm>
    );
  }

  return (
    <div>
      <p className="text-sm">
        Two-factor sign-in is off. With it on, signing in also asks for a code from an app on your phone.
      </p>
      {alert}
      <Button size="sm" shape="lg" className="mt-3" onClick={() => void start()}>
        Set up two-factor
      </Button>
    </div>
  );
}
