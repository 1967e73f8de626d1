import { Link } from '@/lib/i18n/navigation';
import { OrderOutcome, primaryAction } from '@/features/orders/order-outcome';
import { PaidTotal } from '@/features/orders/paid-total';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { Messages } from '@/lib/i18n/messages-boundary';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { searchParam } from '@/lib/search-param';
import { privatePageMetadata } from '@/lib/i18n/private-page-metadata';
import { Code } from '@/components/ui/code';
import { richMessage } from '@/lib/i18n/rich-message';

export const generateMetadata = privatePageMetadata('seo.paymentReceivedTitle');

/** Where a verified card payment lands (/payment-verify redirects here with ?orderId=), with the amount paid when this browser paid it. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const id = searchParam((await searchParams).orderId);
  const t = getT(await requestLocale());
  return (
    <OrderOutcome
      testId="order-success"
      title={t('orders.successTitle')}
      actions={
        <Link href={routes.shop} className={primaryAction}>
          {t('orders.continue')}
        </Link>
      }
    >
      <p className="max-w-md text-muted">
        {id ? richMessage(t, 'orders.successText', { id: <Code>{id}</Code> }) : t('orders.successTextNoId')}
      </p>
      <Messages ids={clientMessageIds.orderSuccess}>
        <PaidTotal orderId={id} />
      </Messages>
    </OrderOutcome>
  );
}
