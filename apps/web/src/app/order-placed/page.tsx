import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { OrderOutcome, primaryAction } from '@/features/orders/order-outcome';
import { PlacedCallNote } from '@/features/orders/placed-call-note';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { Messages } from '@/lib/i18n/messages-boundary';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { searchParam } from '@/lib/search-param';

export async function generateMetadata(): Promise<Metadata> {
  return { title: getT(await requestLocale())('seo.orderPlacedTitle'), robots: { index: false } };
}

/** SPEC §2 'Order placed': the id from ?oid=, the confirmation-call note and a way back to the shop. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const id = searchParam((await searchParams).oid);
  const t = getT(await requestLocale());
  return (
    <OrderOutcome
      testId="order-placed"
      title={id ? t('orders.placedTitle', { id }) : t('orders.placedTitleNoId')}
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
