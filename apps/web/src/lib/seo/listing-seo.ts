import { EMPTY_FILTERS, type FilterState } from '@shop/domain/catalog-query';
import type { Metadata } from 'next';
import type { Product } from '../catalog/types';
import type { Locale } from '../i18n/locale';
import { routes } from '../routes';
import { pageUrl } from './absolute-url';
import { breadcrumbListLd } from './breadcrumb-list';
import type { JsonLdNode } from './json-ld';
import { isSearchListing, listingCanonicalPath } from './listing-canonical';
import { renditionUrl } from './og-image';
import { type ShareImage, shareMetadata } from './share-metadata';

export interface ListingCrumb {
  label: string;
  /** The listing the crumb stands for: every choice up to and including this one. */
  filters: FilterState;
}

type ListKey = 'categories' | 'subCategories' | 'subSubCategories' | 'brands';
const TRAIL_ORDER: ListKey[] = ['categories', 'subCategories', 'subSubCategories', 'brands'];

/** The listing's crumbs after Home / Shop, in the order the page shows them (shop-view.tsx). */
export function listingTrail(filters: FilterState): ListingCrumb[] {
  const crumbs: ListingCrumb[] = [];
  let upTo: FilterState = EMPTY_FILTERS;
  for (const key of TRAIL_ORDER) {
    for (const label of filters[key]) {
      upTo = { ...upTo, [key]: [...upTo[key], label] };
      crumbs.push({ label, filters: upTo });
    }
  }
  return crumbs;
}

export interface ListingLdInput {
  filters: FilterState;
  /** The products on the rendered page, in their order. */
  products: Pick<Product, 'name' | 'route'>[];
  baseUrl: string;
  locale: Locale;
  homeLabel: string;
  shopLabel: string;
}

/** BreadcrumbList matching the visible crumbs, and ItemList of the products on the page. */
export function listingJsonLd({
  filters,
  products,
  baseUrl,
  locale,
  homeLabel,
  shopLabel,
}: ListingLdInput): JsonLdNode[] {
  const url = (path: string) => pageUrl(baseUrl, locale, path);
  const breadcrumbs = breadcrumbListLd([
    { name: homeLabel, url: url(routes.home) },
    { name: shopLabel, url: url(routes.shop) },
    ...listingTrail(filters).map((crumb) => ({ name: crumb.label, url: url(listingCanonicalPath(crumb.filters)) })),
  ]);
  if (!products.length) return [breadcrumbs];
  const itemList: JsonLdNode = {
    '@type': 'ItemList',
    url: url(listingCanonicalPath(filters)),
    numberOfItems: products.length,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: url(routes.product(p.route)),
      name: p.name,
    })),
  };
  return [breadcrumbs, itemList];
}

/** The picture a link to a listing shows: the first product on it that has a rendition. */
export function listingShareImage(products: Pick<Product, 'name' | 'image'>[], baseUrl: string): ShareImage | null {
  for (const p of products) {
    const url = renditionUrl(p.image, baseUrl);
    if (url) return { url, alt: p.name };
  }
  return null;
}

export interface ListingMetaInput {
  filters: FilterState;
  /** The page's own title (the layout adds the shop's name) and the title a link preview shows. */
  title: string;
  shareTitle: string;
  description: string;
  siteName: string;
  locale: Locale;
  baseUrl: string;
  image: ShareImage | null;
}

/** Title, description, canonical listing, share tags; search results are followed but not indexed. */
export function listingMetadata({
  filters,
  title,
  shareTitle,
  description,
  siteName,
  locale,
  baseUrl,
  image,
}: ListingMetaInput): Metadata {
  return {
    title,
    description,
    ...(isSearchListing(filters) ? { robots: { index: false, follow: true } } : {}),
    ...shareMetadata({
      baseUrl,
      path: listingCanonicalPath(filters),
      title: shareTitle,
      description,
      siteName,
      locale,
      image,
    }),
  };
}
