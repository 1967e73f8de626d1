import { describe, expect, it } from 'vitest';
import { shareMetadata } from './share-metadata';

const url = 'https://shop.example.om/shop?category=Serums';
const page = {
  baseUrl: 'https://shop.example.om',
  path: '/shop?category=Serums',
  title: 'Serums | Gulf Glow',
  description: 'Serums delivered across Oman.',
  siteName: 'Gulf Glow',
  locale: 'en-OM' as const,
};

describe('shareMetadata', () => {
  it('gives the canonical address, Open Graph and a large-image card for a page with a picture', () => {
    const image = { url: 'https://shop.example.om/media/og/products/a.webp.jpg', alt: 'Serum' };
    expect(shareMetadata({ ...page, image })).toEqual({
      alternates: {
        canonical: url,
        languages: { 'en-OM': url, 'ar-OM': 'https://shop.example.om/ar/shop?category=Serums', 'x-default': url },
      },
      openGraph: {
        type: 'website',
        url,
        title: page.title,
        description: page.description,
        siteName: 'Gulf Glow',
        locale: 'en_OM',
        alternateLocale: ['ar_OM'],
        images: [{ url: image.url, width: 1200, height: 1200, type: 'image/jpeg', alt: 'Serum' }],
      },
      twitter: { card: 'summary_large_image', title: page.title, description: page.description, images: [image] },
    });
  });

  it('gives an Arabic page its own canonical address under /ar, with the same alternates', () => {
    const meta = shareMetadata({ ...page, locale: 'ar-OM', image: null });
    expect(meta.alternates).toEqual({
      canonical: 'https://shop.example.om/ar/shop?category=Serums',
      languages: { 'en-OM': url, 'ar-OM': 'https://shop.example.om/ar/shop?category=Serums', 'x-default': url },
    });
    expect(meta.openGraph).toMatchObject({
      url: 'https://shop.example.om/ar/shop?category=Serums',
      locale: 'ar_OM',
      alternateLocale: ['en_OM'],
    });
  });

  it('leaves the image out and uses a summary card when there is none', () => {
    const meta = shareMetadata({ ...page, image: null });
    expect(meta.openGraph).not.toHaveProperty('images');
    expect(meta.twitter).toEqual({ card: 'summary', title: page.title, description: page.description });
  });
});
