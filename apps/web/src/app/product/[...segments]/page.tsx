import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { Suspense } from 'react';
import { ProductView } from '@/features/product/product-view';
import { ReviewsSection } from '@/features/reviews/reviews-section';
import { ReviewsSkeleton } from '@/features/reviews/reviews-skeleton';
import { publicBaseUrl } from '@/lib/config';
import { getRelatedProducts, lookupProduct } from '@/lib/data/product';
import { getRatingSummaries } from '@/lib/data/reviews';
import { getSettings } from '@/lib/data/settings';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { languageOf, localizePath } from '@/lib/i18n/locale';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { Messages } from '@/lib/i18n/messages-boundary';
import { routes } from '@/lib/routes';
import { JsonLdScripts } from '@/lib/seo/json-ld-scripts';
import { productJsonLd, productMetadata } from '@/lib/seo/product-seo';

type Props = { params: Promise<{ segments: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await requestLocale();
  const found = await lookupProduct((await params).segments, languageOf(locale));
  if (found.kind !== 'found') return { title: getT(locale)('product.notFoundTitle') };
  return productMetadata(found.product, { baseUrl: publicBaseUrl(), siteName: getT(locale)('seo.siteName'), locale });
}

export default async function ProductPage({ params }: Props) {
  const locale = await requestLocale();
  const found = await lookupProduct((await params).segments, languageOf(locale));
  if (found.kind === 'redirect') permanentRedirect(localizePath(locale, routes.product(found.route)));
  if (found.kind === 'unavailable') throw new Error('The catalog is unavailable');
  if (found.kind === 'missing') notFound();
  const { product } = found;
  const [settings, related] = await Promise.all([getSettings(), getRelatedProducts(product, languageOf(locale), 6)]);
  const summaries = await getRatingSummaries([product.id, ...related.map((p) => p.id)]);
  return (
    <Messages ids={clientMessageIds.product}>
      <JsonLdScripts nodes={productJsonLd(product, publicBaseUrl(), locale, summaries[product.id], getT(locale))} />
      <ProductView
        product={product}
        url={`${publicBaseUrl()}${localizePath(locale, routes.product(product.route))}`}
        deliveryInfo={settings.deliveryInfo}
        related={related}
        summaries={summaries}
        reviews={
          <Suspense fallback={<ReviewsSkeleton />}>
            <ReviewsSection product={product} summary={summaries[product.id]} />
          </Suspense>
        }
      />
    </Messages>
  );
}
