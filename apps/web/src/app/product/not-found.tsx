import type { Metadata } from 'next';
import { MissingProduct } from '@/features/product/missing-product';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { Messages } from '@/lib/i18n/messages-boundary';

export async function generateMetadata(): Promise<Metadata> {
  return { title: getT(await requestLocale())('product.notFoundTitle'), robots: { index: false } };
}

export default function NotFound() {
  return (
    <Messages ids={clientMessageIds.productNotFound}>
      <MissingProduct />
    </Messages>
  );
}
