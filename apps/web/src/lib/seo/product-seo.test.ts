import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../catalog/types';
import { productBreadcrumbsLd, productLd, productMetadata } from './product-seo';

const BASE = 'https://shop.example.om';
const context = { baseUrl: BASE, siteName: 'Gulf Glow', locale: 'en-OM' as const };

const product: ProductDetail = {
  id: 'WEB-ITM-0001',
  itemCode: 'SKU-1',
  name: 'Lunara Skin Dropper',
  route: 'lunara/skin-dropper',
  image: '/media/products/lunara-skin-dropper-1.v1.webp',
  salePrice: 12500,
  regularPrice: 15000,
  brand: 'Lunara',
  category: 'Serums',
  stock: 3,
  bogo: false,
  dangerousGood: false,
  uom: 'Nos',
  shortDescription: 'A light serum.',
  longDescription: '<p>A light serum.</p>',
};

describe('productMetadata', () => {
  it('shares the JPEG rendition of the product image, absolute, with its type, size and alt', () => {
    const meta = productMetadata(product, context);
    const jpeg = 'https://shop.example.om/media/og/products/lunara-skin-dropper-1.v1.webp.jpg';
    const title = 'Lunara Skin Dropper — OMR 12.500';
    expect(meta.title).toBe('Lunara Skin Dropper');
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      url: 'https://shop.example.om/product/lunara/skin-dropper',
      title,
      siteName: 'Gulf Glow',
      locale: 'en_OM',
    });
    expect(meta.openGraph?.images).toEqual([
      { url: jpeg, width: 1200, height: 1200, type: 'image/jpeg', alt: 'Lunara Skin Dropper' },
    ]);
    expect(meta.twitter).toEqual({
      card: 'summary_large_image',
      title,
      description: 'A light serum.',
      images: [{ url: jpeg, alt: 'Lunara Skin Dropper' }],
    });
    expect(meta.alternates?.canonical).toBe('https://shop.example.om/product/lunara/skin-dropper');
    expect(meta.other).toEqual({
      'product:price:amount': '12.500',
      'product:price:currency': 'OMR',
      'product:availability': 'in stock',
    });
  });

  it('points at the placeholder JPEG when the product has no image', () => {
    const meta = productMetadata({ ...product, image: null }, context);
    const placeholder = 'https://shop.example.om/media/og/placeholder.jpg';
    expect(meta.openGraph?.images).toEqual([
      { url: placeholder, width: 1200, height: 1200, type: 'image/jpeg', alt: 'Lunara Skin Dropper' },
    ]);
    expect(meta.twitter?.images).toEqual([{ url: placeholder, alt: 'Lunara Skin Dropper' }]);
  });
});

describe('productLd', () => {
  it('keeps the product image itself (the WebP) for structured data', () => {
    expect(productLd(product, BASE, 'en-OM')).toMatchObject({
      '@type': 'Product',
      image: ['https://shop.example.om/media/products/lunara-skin-dropper-1.v1.webp'],
      offers: { price: '12.500', url: 'https://shop.example.om/product/lunara/skin-dropper' },
    });
  });

  it('rates the product from its published reviews: average to one decimal and their count', () => {
    expect(
      productLd(product, BASE, 'en-OM', { average: 4.25, count: 7, firstReviewer: 'Aisha' }).aggregateRating,
    ).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.3',
      reviewCount: 7,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('has no rating without published reviews', () => {
    expect(productLd(product, BASE, 'en-OM')).not.toHaveProperty('aggregateRating');
    expect(productLd(product, BASE, 'en-OM', { average: 0, count: 0, firstReviewer: '' })).not.toHaveProperty(
      'aggregateRating',
    );
  });
});

describe('productBreadcrumbsLd', () => {
  it('is Home / Shop / the product, as the page shows', () => {
    expect(productBreadcrumbsLd(product, BASE, 'en-OM', { home: 'Home', shop: 'Shop' })).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.om/' },
        { '@type': 'ListItem', position: 2, name: 'Shop', item: 'https://shop.example.om/shop' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Lunara Skin Dropper',
          item: 'https://shop.example.om/product/lunara/skin-dropper',
        },
      ],
    });
  });
});
