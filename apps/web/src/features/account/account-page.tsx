'use client';

import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import { AccountOrders } from './account-orders';
import { OtpDialog } from './otp-dialog';
import { SignInForm } from './sign-in-form';
import { useAccount } from './use-account';
import { type SignInCountry, usePhoneSignIn } from './use-phone-sign-in';

export interface AccountPageProps {
  countries: SignInCountry[];
  invoiceBase: string | null;
}

/** /user: the phone sign-in (signed out) or the customer's orders (signed in), per SPEC §2 and §4. */
export function AccountPage({ countries, invoiceBase }: AccountPageProps) {
  const t = useT();
  const account = useAccount();
  const signIn = usePhoneSignIn(account.refresh);
  const [signingOut, setSigningOut] = useState(false);
  const { view } = account;

  if (view.kind === 'checking') {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-9 w-56" />
        <div className="grid grid-cols-2 gap-[15px] desk:grid-cols-6">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className={`aspect-[3/4] ${i >= 2 ? 'hidden desk:block' : ''}`} />
          ))}
        </div>
      </div>
    );
  }

  if (view.kind === 'signed-in') {
    return (
      <AccountOrders
        customer={view.customer}
        invoiceBase={invoiceBase}
        signingOut={signingOut}
        onSignOut={() => {
          setSigningOut(true);
          void account.signOut().finally(() => setSigningOut(false));
        }}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 rounded-2xl border border-line bg-white p-6 desk:p-8">
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-bold tracking-[0.2em]">{t('account.title')}</h1>
        <p className="text-sm text-muted">{t('account.intro')}</p>
      </div>
      <SignInForm
        countries={countries}
        sending={signIn.sending}
        onSubmit={(country, national) => void signIn.requestCode(country, national)}
      />
      <OtpDialog
        target={signIn.target}
        sentAt={signIn.sentAt}
        verifying={signIn.verifying}
        sending={signIn.sending}
        onSubmit={(otp) => void signIn.submitCode(otp)}
        onResend={() => {
          const target = signIn.target;
          const country = countries.find((c) => c.prefix === target?.prefix);
          if (target && country) void signIn.requestCode(country, target.national);
        }}
        onClose={signIn.close}
      />
    </div>
  );
}
