import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../catalog/types';
import { productJsonLd, productMetadata } from './product-seo';

const BASE = 'https://shop.example.om';

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
    const meta = productMetadata(product, BASE);
    const jpeg = 'https://shop.example.om/media/og/products/lunara-skin-dropper-1.v1.webp.jpg';
    expect(meta.openGraph).toMatchObject({ url: 'https://shop.example.om/product/lunara/skin-dropper', title: 'Lunara Skin Dropper — OMR 12.500' });
    expect(meta.openGraph?.images).toEqual([{ url: jpeg, width: 1200, height: 1200, type: 'image/jpeg', alt: 'Lunara Skin Dropper' }]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(meta.twitter?.images).toEqual([{ url: jpeg, alt: 'Lunara Skin Dropper' }]);
    expect(meta.alternates?.canonical).toBe('https://shop.example.om/product/lunara/skin-dropper');
    expect(meta.other).toEqual({ 'product:price:amount': '12.500', 'product:price:currency': 'OMR', 'product:availability': 'in stock' });
  });

  it('points at the placeholder JPEG when the product has no image', () => {
    const meta = productMetadata({ ...product, image: null }, BASE);
    const placeholder = 'https://shop.example.om/media/og/placeholder.jpg';
    expect(meta.openGraph?.images).toEqual([{ url: placeholder, width: 1200, height: 1200, type: 'image/jpeg', alt: 'Lunara Skin Dropper' }]);
    expect(meta.twitter?.images).toEqual([{ url: placeholder, alt: 'Lunara Skin Dropper' }]);
  });
});

describe('productJsonLd', () => {
  it('keeps the product image itself (the WebP) for structured data', () => {
    const data = JSON.parse(productJsonLd(product, BASE)) as { image: string[]; offers: { price: string; url: string } };
    expect(data.image).toEqual(['https://shop.example.om/media/products/lunara-skin-dropper-1.v1.webp']);
    expect(data.offers).toMatchObject({ price: '12.500', url: 'https://shop.example.om/product/lunara/skin-dropper' });
  });
});
