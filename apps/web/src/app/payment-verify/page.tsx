import type { Metadata } from 'next';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { PaymentVerify } from '@/features/orders/payment-verify';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { Messages } from '@/lib/i18n/messages-boundary';
import { searchParam } from '@/lib/search-param';

export async function generateMetadata(): Promise<Metadata> {
  return { title: getT(await requestLocale())('seo.verifyingPaymentTitle'), robots: { index: false } };
}

/** SPEC §2 'Payment verify': the provider returns the shopper here with ?cuid=. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <Messages ids={clientMessageIds.paymentVerify}>
      <PaymentVerify cuid={searchParam((await searchParams).cuid)} />
    </Messages>
  );
}
