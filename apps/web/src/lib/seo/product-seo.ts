import type { Metadata } from 'next';
import { formatAmount } from '@shop/domain/money';
import type { ProductDetail } from '../catalog/types';
import { PLACEHOLDER_IMAGE, routes } from '../routes';
import { OG_IMAGE, ogImagePath } from './og-image';

const absolute = (base: string, path: string) => (/^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`);

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

export function productDescription(p: ProductDetail): string {
  const text = p.shortDescription || plain(p.longDescription);
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/**
 * Title, description, canonical URL, Open Graph (with price) and Twitter card for a product. The
 * shared image is the JPEG rendition of the product's image (the page itself shows the WebP).
 */
export function productMetadata(p: ProductDetail, baseUrl: string): Metadata {
  const url = absolute(baseUrl, routes.product(p.route));
  const image = absolute(baseUrl, ogImagePath(p.image, baseUrl));
  const description = productDescription(p);
  const price = formatAmount(p.salePrice);
  return {
    title: p.name,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title: `${p.name} — OMR ${price}`,
      description,
      images: [{ url: image, ...OG_IMAGE, alt: p.name }],
    },
    twitter: { card: 'summary_large_image', title: p.name, description, images: [{ url: image, alt: p.name }] },
    other: {
      'product:price:amount': price,
      'product:price:currency': 'OMR',
      'product:availability': p.stock > 0 ? 'in stock' : 'out of stock',
    },
  };
}

/** schema.org Product as JSON text safe to put inside a <script> element. */
export function productJsonLd(p: ProductDetail, baseUrl: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    image: [absolute(baseUrl, p.image ?? PLACEHOLDER_IMAGE)],
    description: productDescription(p),
    sku: p.itemCode,
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: absolute(baseUrl, routes.product(p.route)),
      price: formatAmount(p.salePrice),
      priceCurrency: 'OMR',
      availability: p.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
