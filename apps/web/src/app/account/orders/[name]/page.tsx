import { OrderDetails } from '@/features/order-page/order-details';
import { loadShopperOrder } from '@/features/order-page/order-page-data';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { localizePath } from '@/lib/i18n/locale';
import { Messages } from '@/lib/i18n/messages-boundary';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { privatePageMetadata } from '@/lib/i18n/private-page-metadata';
import { searchParam } from '@/lib/search-param';
import { notFound } from 'next/navigation';

export const generateMetadata = privatePageMetadata('seo.orderPageTitle');

type Props = {
  params: Promise<{ name: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The shopper's order (issue 28): for the phone's verified owner, or the order's own message link (?k=). */
export default async function Page({ params, searchParams }: Props) {
  const name = decodeURIComponent((await params).name);
  const key = searchParam((await searchParams).k) ?? undefined;
  const locale = await requestLocale();
  const t = getT(locale);
  const localize = (path: string) => localizePath(locale, path);
  const result = await loadShopperOrder(name, key);
  if (!result.ok && result.reason === 'missing') notFound();
  if (!result.ok) throw new Error(`The order page of ${name} could not be loaded.`);
  return (
    <div className="container-shop py-6 desk:py-10">
      <Messages ids={clientMessageIds.orderPage}>
        <OrderDetails order={result.data} t={t} linkKey={key} localize={localize} />
      </Messages>
    </div>
  );
}
