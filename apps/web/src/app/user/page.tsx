import type { Metadata } from 'next';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { AccountPage } from '@/features/account/account-page';
import { getAccountSettings } from '@/features/account/account-settings';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { Messages } from '@/lib/i18n/messages-boundary';

export async function generateMetadata(): Promise<Metadata> {
  return { title: getT(await requestLocale())('seo.accountTitle'), robots: { index: false } };
}

/** SPEC §2 'Account (/user)': phone sign-in, then the customer's orders. */
export default async function Page() {
  const { countries, invoiceBase } = await getAccountSettings();
  return (
    <div className="container-shop py-8 desk:py-12">
      <Messages ids={clientMessageIds.account}>
        <AccountPage countries={countries} invoiceBase={invoiceBase} />
      </Messages>
    </div>
  );
}
