import { price } from '@/lib/i18n/price';
import { type ReactNode, Suspense } from 'react';
import { FEW_LEFT } from '@shop/domain/stock-shown';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PriceTag } from '@/components/ui/price-tag';
import { RatingSummary } from '@/components/ui/rating-summary';
import type { RatingSummaries } from '@/lib/catalog/review-summaries';
import type { Product, ProductDetail } from '@/lib/catalog/types';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { safeHtml } from '@/lib/rich-text';
import { PLACEHOLDER_IMAGE, routes } from '@/lib/routes';
import { ProductCard } from '../catalog/public';
import { ProductCartControl } from './product-cart-control';
import { ProductTabs } from './product-tabs';
import { ShareButtons } from './share-buttons';

interface ProductViewProps {
  product: ProductDetail;
  url: string;
  deliveryInfo: string;
  related: Product[];
  summaries: RatingSummaries;
  /** The reviews feature's 'Customer Reviews' section, shown below the tabs. */
  reviews?: ReactNode;
}

const prose =
  'prose-shop space-y-3 text-sm leading-6 text-ink [&_h2]:mt-4 [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_li]:ms-5 [&_ul]:list-disc [&_a]:text-brand [&_a]:underline';

/**
 * What only follows the Add to cart (share buttons, tabs, related cards) sits in Suspense boundaries
 * that never suspend: React hydrates the page's cart control first and those after it in short
 * slices; a tap on one not yet hydrated makes React hydrate it at once and the tap acts.
 */
export async function ProductView({ product, url, deliveryInfo, related, summaries, reviews }: ProductViewProps) {
  const t = getT(await requestLocale());
  return (
    <div className="container-shop py-4 desk:py-8">
      <Breadcrumbs
        label={t('product.breadcrumbLabel')}
        items={[
          { label: t('common.home'), href: routes.home },
          { label: t('common.shop'), href: routes.shop },
          { label: product.name },
        ]}
      />
      <article className="mt-4 grid gap-6 desk:grid-cols-2 desk:gap-12">
        <div className="relative overflow-hidden rounded-2xl bg-cream">
          {/* the LCP image: pre-sized, local, loaded first */}
          <img
            src={product.image ?? PLACEHOLDER_IMAGE}
            alt={product.name}
            width={600}
            height={600}
            fetchPriority="high"
            decoding="sync"
            className="aspect-square w-full object-cover"
          />
          {product.bogo && (
            <span className="absolute start-3 top-3 rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white">
              {t('product.bogo')}
            </span>
          )}
        </div>
        <div className="flex flex-col gap-4">
          {product.brand && (
            <a
              href={routes.shopBrand(product.brand)}
              className="text-sm font-semibold tracking-wide text-brand hover:underline"
            >
              <span className="sr-only">{t('product.brandLabel')}: </span>
              {product.brandLabel ?? product.brand}
            </a>
          )}
          <h1 className="text-2xl font-semibold leading-tight desk:text-3xl">{product.name}</h1>
          <PriceTag salePrice={product.salePrice} regularPrice={product.regularPrice} size="lg" t={t} />
          {product.shortDescription && <p className="text-muted">{product.shortDescription}</p>}
          <a href="#reviews" className="self-start rounded hover:opacity-80">
            <RatingSummary summary={summaries[product.id]} variant="full" t={t} />
          </a>
          {product.stock > 0 && product.stock <= FEW_LEFT && (
            <p className="text-sm font-medium text-sale">{t('product.stockLeft', { count: product.stock })}</p>
          )}
          <ProductCartControl product={product} />
          <Suspense>
            <ShareButtons
              url={url}
              text={t('product.shareText', { name: product.name, price: price(t, product.salePrice) })}
            />
          </Suspense>
        </div>
      </article>
      <section className="mt-8 desk:mt-12">
        <Suspense>
          <ProductTabs
            tabs={[
              {
                label: t('product.tabDescription'),
                content: product.longDescription ? (
                  <div className={prose} dangerouslySetInnerHTML={{ __html: safeHtml(product.longDescription) }} />
                ) : (
                  <p className="text-sm text-muted">{t('product.noDescription')}</p>
                ),
              },
              {
                label: t('product.tabDelivery'),
                content: <div className={prose} dangerouslySetInnerHTML={{ __html: safeHtml(deliveryInfo) }} />,
              },
            ]}
          />
        </Suspense>
      </section>
      {reviews && <div className="mt-8 desk:mt-12">{reviews}</div>}
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-8">
          <h2 id="related-heading" className="mb-4 text-xl font-semibold">
            {t('product.related')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 desk:grid-cols-6 desk:gap-4">
            {related.map((p) => (
              <li key={p.id}>
                <Suspense>
                  <ProductCard product={p} summary={summaries[p.id]} t={t} />
                </Suspense>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
