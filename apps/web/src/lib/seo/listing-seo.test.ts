import { filtersFromQuery } from '@shop/domain/catalog-query';
import { describe, expect, it } from 'vitest';
import { listingCanonicalPath } from './listing-canonical';
import { listingJsonLd, listingMetadata, listingShareImage, listingTrail } from './listing-seo';

const BASE = 'https://shop.example.om';
const filters = (query: string) => filtersFromQuery(new URLSearchParams(query));
const labels = { homeLabel: 'Home', shopLabel: 'Shop' };

describe('listingTrail', () => {
  it('lists categories, sub-levels, then brands, each standing for the choices up to it', () => {
    const trail = listingTrail(filters('brand=Lunara&subcategory=Creams&category=Face&sort=brand+asc'));
    expect(trail.map((c) => c.label)).toEqual(['Face', 'Creams', 'Lunara']);
    expect(trail.map((c) => listingCanonicalPath(c.filters))).toEqual([
      '/shop?category=Face',
      '/shop?category=Face&subcategory=Creams',
      '/shop?brand=Lunara&category=Face&subcategory=Creams',
    ]);
  });

  it('is empty for the whole catalog', () => {
    expect(listingTrail(filters('sort=creation+desc'))).toEqual([]);
  });
});

describe('listingJsonLd', () => {
  const products = [
    { name: 'Rose Serum', route: 'lunara/rose-serum' },
    { name: 'Oud Cream', route: 'auric/oud cream' },
  ];

  it('gives the breadcrumbs Home / Shop / trail with absolute addresses', () => {
    const [crumbs] = listingJsonLd({
      filters: filters('category=Serums&excludeOutOfStock=0'),
      products,
      baseUrl: BASE,
      locale: 'en-OM',
      ...labels,
    });
    expect(crumbs).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.om/' },
        { '@type': 'ListItem', position: 2, name: 'Shop', item: 'https://shop.example.om/shop' },
        { '@type': 'ListItem', position: 3, name: 'Serums', item: 'https://shop.example.om/shop?category=Serums' },
      ],
    });
  });

  it('lists the products of the page by position and address', () => {
    const [, list] = listingJsonLd({
      filters: filters('category=Serums'),
      products,
      baseUrl: BASE,
      locale: 'en-OM',
      ...labels,
    });
    expect(list).toEqual({
      '@type': 'ItemList',
      url: 'https://shop.example.om/shop?category=Serums',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: 'https://shop.example.om/product/lunara/rose-serum',
          name: 'Rose Serum',
        },
        {
          '@type': 'ListItem',
          position: 2,
          url: 'https://shop.example.om/product/auric/oud%20cream',
          name: 'Oud Cream',
        },
      ],
    });
  });

  it('has no ItemList for an empty listing', () => {
    expect(
      listingJsonLd({ filters: filters('category=None'), products: [], baseUrl: BASE, locale: 'en-OM', ...labels }).map(
        (n) => n['@type'],
      ),
    ).toEqual(['BreadcrumbList']);
  });
});

describe('listingMetadata', () => {
  const input = {
    title: 'Serums | Shop',
    shareTitle: 'Serums | Shop | Gulf Glow',
    description: 'Serums.',
    siteName: 'Gulf Glow',
    locale: 'en-OM' as const,
    baseUrl: BASE,
    image: null,
  };

  it('points a sorted, stock-toggled listing at the canonical one', () => {
    const meta = listingMetadata({
      ...input,
      filters: filters('category=Serums&sort=creation+desc&excludeOutOfStock=0'),
    });
    expect(meta.alternates?.canonical).toBe('https://shop.example.om/shop?category=Serums');
    expect(meta.openGraph).toMatchObject({
      url: 'https://shop.example.om/shop?category=Serums',
      title: 'Serums | Shop | Gulf Glow',
      type: 'website',
    });
    expect(meta.title).toBe('Serums | Shop');
    expect(meta.robots).toBeUndefined();
  });

  it('keeps search results out of the index but follows their links', () => {
    const meta = listingMetadata({ ...input, filters: filters('q=rose') });
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.alternates?.canonical).toBe('https://shop.example.om/shop?q=rose');
  });
});

describe('listingShareImage', () => {
  it('is the rendition of the first product with a picture that can be shared', () => {
    const products = [
      { name: 'No Picture', image: null },
      { name: 'Rose Serum', image: '/media/products/rose.webp' },
      { name: 'Oud Cream', image: '/media/products/oud.webp' },
    ];
    expect(listingShareImage(products, BASE)).toEqual({
      url: 'https://shop.example.om/media/og/products/rose.webp.jpg',
      alt: 'Rose Serum',
    });
    expect(listingShareImage([{ name: 'No Picture', image: '/placeholder.svg' }], BASE)).toBeNull();
  });
});
