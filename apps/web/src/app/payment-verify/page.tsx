import { PaymentVerify } from '@/features/orders/payment-verify';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { Messages } from '@/lib/i18n/messages-boundary';
import { searchParam } from '@/lib/search-param';
import { privatePageMetadata } from '@/lib/i18n/private-page-metadata';

export const generateMetadata = privatePageMetadata('seo.verifyingPaymentTitle');

/** SPEC §2 'Payment verify': the provider returns the shopper here with ?cuid=. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <Messages ids={clientMessageIds.paymentVerify}>
      <PaymentVerify cuid={searchParam((await searchParams).cuid)} />
    </Messages>
  );
}
