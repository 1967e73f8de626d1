import { Link } from '@/lib/i18n/navigation';
import { OrderOutcome, primaryAction } from '@/features/orders/order-outcome';
import { PlacedCallNote } from '@/features/orders/placed-call-note';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { Messages } from '@/lib/i18n/messages-boundary';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { searchParam } from '@/lib/search-param';
import { privatePageMetadata } from '@/lib/i18n/private-page-metadata';
import { Code } from '@/components/ui/code';
import { richMessage } from '@/lib/i18n/rich-message';

export const generateMetadata = privatePageMetadata('seo.orderPlacedTitle');

/** SPEC §2 'Order placed': the id from ?oid=, the confirmation-call note and a way back to the shop. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const id = searchParam((await searchParams).oid);
  const t = getT(await requestLocale());
  return (
    <OrderOutcome
      testId="order-placed"
      title={id ? richMessage(t, 'orders.placedTitle', { id: <Code>{id}</Code> }) : t('orders.placedTitleNoId')}
      actions={
        <Link href={routes.shop} className={primaryAction}>
          {t('orders.continue')}
        </Link>
      }
    >
      <Messages ids={clientMessageIds.orderPlaced}>
        <PlacedCallNote orderId={id} />
      </Messages>
    </OrderOutcome>
  );
}
