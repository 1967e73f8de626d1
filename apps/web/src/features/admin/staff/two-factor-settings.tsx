'use client';

import { recoveryCodesReply, twoFactorSetupReply, doneReply } from '@shop/domain/schemas/admin-people';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { twoFactorCodeSchema, twoFactorOffSchema } from '@shop/domain/schemas/staff';
import { Button } from '@/components/ui/button';
import { ActionMessage } from '../ui/action-message';
import { TextInput } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { useAdminForm } from '../ui/form-kit/use-admin-form';
import { useAdminAction } from '../use-admin-action';

const labelText = 'text-sm font-medium text-ink';
const asIs = <T,>(fields: T) => fields;

type Setup = { otpauthUri: string; secret: string; qrSvg: string };

/** Turning two-factor sign-in on (scan, confirm with a code, keep the recovery codes) or off. */
export function TwoFactorSettings({ enabled, recoveryCodesLeft }: { enabled: boolean; recoveryCodesLeft: number }) {
  const router = useRouter();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const step = useAdminAction();
  const codeForm = useAdminForm(twoFactorCodeSchema, { code: '' }, asIs);
  const offForm = useAdminForm(twoFactorOffSchema, { password: '' }, asIs);

  async function start() {
    await step.run(
      (client, init) => client.POST('/api/admin/account/two-factor/setup', { ...init }),
      twoFactorSetupReply,
      { onSuccess: setSetup },
    );
  }

  async function confirm(body: { code: string }) {
    await step.run(
      (client, init) => client.POST('/api/admin/account/two-factor/confirm', { body, ...init }),
      recoveryCodesReply,
      {
        onSuccess: ({ recoveryCodes }) => {
          setSetup(null);
          setCodes(recoveryCodes);
        },
      },
    );
  }

  async function turnOff(body: { password: string }) {
    await step.run(
      (client, init) => client.POST('/api/admin/account/two-factor/disable', { body, ...init }),
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
      <KitForm aria-label="Turn off two-factor" form={offForm} outcome={step} onValid={turnOff}>
        <p className="text-sm">
          Two-factor sign-in is <strong>on</strong>. {recoveryCodesLeft} recovery code
          {recoveryCodesLeft === 1 ? '' : 's'} left.
        </p>
        <TextInput
          form={offForm}
          name="password"
          label={<span className={labelText}>Password, to turn it off</span>}
          type="password"
          autoComplete="current-password"
          className="mt-3"
        />
        {alert}
        <Button type="submit" size="sm" shape="lg" variant="danger" className="mt-3">
          Turn off two-factor
        </Button>
      </KitForm>
    );
  }

  if (setup) {
    return (
      <KitForm aria-label="Confirm two-factor" form={codeForm} outcome={step} onValid={confirm}>
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
        <TextInput
          form={codeForm}
          name="code"
          label={<span className={labelText}>Code from the app</span>}
          inputMode="numeric"
          autoComplete="one-time-code"
          className="mt-3"
        />
        {alert}
        <Button type="submit" size="sm" shape="lg" className="mt-3">
          Turn on
        </Button>
      </KitForm>
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
