import { describe, expect, it } from 'vitest';
import type { HomeBlock } from '../catalog/types';
import { homeJsonLd, homeMetadata, homeShareImage } from './home-seo';

const BASE = 'https://shop.example.om';

describe('homeJsonLd', () => {
  it('describes the shop and how to search it', () => {
    expect(homeJsonLd('Gulf Glow', BASE, 'en-OM')).toEqual([
      {
        '@type': 'Organization',
        name: 'Gulf Glow',
        url: 'https://shop.example.om/',
        logo: 'https://shop.example.om/logo.svg',
      },
      {
        '@type': 'WebSite',
        name: 'Gulf Glow',
        url: 'https://shop.example.om/',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example.om/shop?q={search_term_string}' },
          'query-input': 'required name=search_term_string',
        },
      },
    ]);
  });
});

describe('homeMetadata', () => {
  it('keeps the title whole and points at the home address', () => {
    const image = { url: `${BASE}/media/og/banners/a.webp.jpg`, alt: 'Spring' };
    const meta = homeMetadata({
      title: 'Gulf Glow — skin care',
      description: 'Beauty.',
      siteName: 'Gulf Glow',
      locale: 'en-OM',
      baseUrl: BASE,
      image,
    });
    expect(meta.title).toEqual({ absolute: 'Gulf Glow — skin care' });
    expect(meta.alternates?.canonical).toBe('https://shop.example.om/');
    expect(meta.openGraph).toMatchObject({
      url: 'https://shop.example.om/',
      title: 'Gulf Glow — skin care',
      siteName: 'Gulf Glow',
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('points the Arabic home page at /ar and names both languages', () => {
    const meta = homeMetadata({
      title: 'جلف جلو',
      description: 'جمال.',
      siteName: 'Gulf Glow',
      locale: 'ar-OM',
      baseUrl: BASE,
      image: null,
    });
    expect(meta.alternates).toEqual({
      canonical: 'https://shop.example.om/ar',
      languages: {
        'en-OM': 'https://shop.example.om/',
        'ar-OM': 'https://shop.example.om/ar',
        'x-default': 'https://shop.example.om/',
      },
    });
  });
});

describe('homeShareImage', () => {
  const slider = (image: string, alt: string): HomeBlock => ({
    kind: 'slider',
    size: null,
    banners: [{ image, mobileImage: image, link: null, alt }],
  });

  it('is the rendition of the first banner of the first slider', () => {
    const blocks: HomeBlock[] = [
      { kind: 'categories-grid', title: null },
      slider('/media/banners/spring.webp', 'Spring glow'),
      slider('/media/banners/b.webp', 'B'),
    ];
    expect(homeShareImage(blocks, BASE, 'Gulf Glow')).toEqual({
      url: 'https://shop.example.om/media/og/banners/spring.webp.jpg',
      alt: 'Spring glow',
    });
    expect(homeShareImage([slider('/media/banners/spring.webp', '')], BASE, 'Gulf Glow')?.alt).toBe('Gulf Glow');
  });

  it('is none without a slider or when its banner cannot be rendered', () => {
    expect(homeShareImage([{ kind: 'product-carousel', title: 'New', categories: [] }], BASE, 'Gulf Glow')).toBeNull();
    expect(homeShareImage([slider('https://cdn.example.com/x.webp', 'X')], BASE, 'Gulf Glow')).toBeNull();
  });
});
