import type { Metadata } from 'next';
import { formatAmount } from '@shop/domain/money';
import type { ProductDetail, RatingSummaryData } from '../catalog/types';
import type { Locale } from '../i18n/locale';
import type { Translate } from '../i18n/translate';
import { PLACEHOLDER_IMAGE, routes } from '../routes';
import { absoluteUrl, pageUrl } from './absolute-url';
import { breadcrumbListLd } from './breadcrumb-list';
import type { JsonLdNode } from './json-ld';
import { ogImagePath } from './og-image';
import { shareMetadata } from './share-metadata';

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function productDescription(p: ProductDetail): string {
  const text = p.shortDescription || plain(p.longDescription);
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

export interface ProductPageContext {
  baseUrl: string;
  siteName: string;
  locale: Locale;
}

/**
 * Title, description, canonical URL, Open Graph (with price) and Twitter card for a product. The
 * shared image is the JPEG rendition of the product's image (the page itself shows the WebP), the
 * placeholder JPEG when it has none; the preview title carries the price.
 */
export function productMetadata(p: ProductDetail, { baseUrl, siteName, locale }: ProductPageContext): Metadata {
  const price = formatAmount(p.salePrice);
  const description = productDescription(p);
  return {
    title: p.name,
    description,
    ...shareMetadata({
      baseUrl,
      path: routes.product(p.route),
      title: `${p.name} — OMR ${price}`,
      description,
      siteName,
      locale,
      image: { url: absoluteUrl(baseUrl, ogImagePath(p.image, baseUrl)), alt: p.name },
    }),
    other: {
      'product:price:amount': price,
      'product:price:currency': 'OMR',
      'product:availability': p.stock > 0 ? 'in stock' : 'out of stock',
    },
  };
}

/** schema.org AggregateRating of the published reviews; none without reviews. */
function aggregateRating(summary: RatingSummaryData | undefined) {
  if (!summary || summary.count < 1) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average.toFixed(1),
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/** schema.org Product (offer, and rating when reviews are published). */
export function productLd(p: ProductDetail, baseUrl: string, locale: Locale, summary?: RatingSummaryData): JsonLdNode {
  return {
    '@type': 'Product',
    name: p.name,
    image: [absoluteUrl(baseUrl, p.image ?? PLACEHOLDER_IMAGE)],
    description: productDescription(p),
    sku: p.itemCode,
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl(baseUrl, locale, routes.product(p.route)),
      price: formatAmount(p.salePrice),
      priceCurrency: 'OMR',
      availability: p.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...aggregateRating(summary),
  };
}

/** The product page's visible crumbs, Home / Shop / product name, as a BreadcrumbList. */
export function productBreadcrumbsLd(
  p: ProductDetail,
  baseUrl: string,
  locale: Locale,
  labels: { home: string; shop: string },
): JsonLdNode {
  return breadcrumbListLd([
    { name: labels.home, url: pageUrl(baseUrl, locale, routes.home) },
    { name: labels.shop, url: pageUrl(baseUrl, locale, routes.shop) },
    { name: p.name, url: pageUrl(baseUrl, locale, routes.product(p.route)) },
  ]);
}

/** The product page's structured data: the Product and its breadcrumbs. */
export function productJsonLd(
  p: ProductDetail,
  baseUrl: string,
  locale: Locale,
  summary: RatingSummaryData | undefined,
  t: Translate,
): JsonLdNode[] {
  return [
    productLd(p, baseUrl, locale, summary),
    productBreadcrumbsLd(p, baseUrl, locale, { home: t('common.home'), shop: t('common.shop') }),
  ];
}
