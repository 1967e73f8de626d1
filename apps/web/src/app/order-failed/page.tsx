import { Link } from '@/lib/i18n/navigation';
import { OrderOutcome, primaryAction } from '@/features/orders/order-outcome';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { searchParam } from '@/lib/search-param';
import { privatePageMetadata } from '@/lib/i18n/private-page-metadata';
import { Code } from '@/components/ui/code';
import { richMessage } from '@/lib/i18n/rich-message';

export const generateMetadata = privatePageMetadata('seo.paymentCancelledTitle');

/** SPEC §2 'Order failed': ?orderId= ('Unknown Order' if missing), the cancellation message and GO TO CART. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const id = searchParam((await searchParams).orderId);
  const t = getT(await requestLocale());
  return (
    <OrderOutcome
      testId="order-failed"
      title={t('orders.failedTitle')}
      actions={
        <Link href={routes.cart} className={primaryAction}>
          {t('orders.goToCart')}
        </Link>
      }
    >
      <p className="max-w-md text-muted">
        {richMessage(t, 'orders.failedText', { id: id ? <Code>#{id}</Code> : t('orders.unknownOrder') })}
      </p>
    </OrderOutcome>
  );
}
