import 'server-only';
import type { Metadata } from 'next';
import { type MessageId, getT, requestLocale } from './messages';

/**
 * The `generateMetadata` of a page kept out of search engines (cart, checkout, account, order
 * outcomes): its title in the page's language, so an Arabic tab and screen reader read Arabic.
 */
export function privatePageMetadata(title: MessageId): () => Promise<Metadata> {
  return async () => ({ title: getT(await requestLocale())(title), robots: { index: false } });
}
