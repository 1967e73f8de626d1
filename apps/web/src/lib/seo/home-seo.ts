import type { Metadata } from 'next';
import type { HomeBlock } from '../catalog/types';
import type { Locale } from '../i18n/locale';
import { routes } from '../routes';
import { absoluteUrl, pageUrl } from './absolute-url';
import type { JsonLdNode } from './json-ld';
import { renditionUrl } from './og-image';
import { type ShareImage, shareMetadata } from './share-metadata';

/** The shop's logo (apps/web/public/logo.svg). */
const LOGO_PATH = '/logo.svg';
const SEARCH_TERM = 'search_term_string';

/** schema.org Organization and WebSite, the latter with the shop's search as a SearchAction. */
export function homeJsonLd(siteName: string, baseUrl: string, locale: Locale): JsonLdNode[] {
  const home = pageUrl(baseUrl, locale, routes.home);
  return [
    { '@type': 'Organization', name: siteName, url: home, logo: absoluteUrl(baseUrl, LOGO_PATH) },
    {
      '@type': 'WebSite',
      name: siteName,
      url: home,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${pageUrl(baseUrl, locale, routes.shop)}?q={${SEARCH_TERM}}` },
        'query-input': `required name=${SEARCH_TERM}`,
      },
    },
  ];
}

export interface HomeMetaInput {
  title: string;
  description: string;
  siteName: string;
  locale: Locale;
  baseUrl: string;
  image: ShareImage | null;
}

/** The home page's title as it is (no template), description and share tags. */
export function homeMetadata({ title, description, siteName, locale, baseUrl, image }: HomeMetaInput): Metadata {
  return {
    title: { absolute: title },
    description,
    ...shareMetadata({ baseUrl, path: routes.home, title, description, siteName, locale, image }),
  };
}

/** The picture a link to the home page shows: the first banner of the first slider, if it has a rendition. */
export function homeShareImage(blocks: HomeBlock[], baseUrl: string, fallbackAlt: string): ShareImage | null {
  const banner = blocks.flatMap((b) => (b.kind === 'slider' ? b.banners : []))[0];
  const url = banner ? renditionUrl(banner.image, baseUrl) : null;
  return banner && url ? { url, alt: banner.alt || fallbackAlt } : null;
}
