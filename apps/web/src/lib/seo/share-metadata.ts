import type { Metadata } from 'next';
import { LOCALES, type Locale } from '../i18n/locale';
import { languageAlternates, pageUrl } from './absolute-url';
import { OG_IMAGE } from './og-image';

export interface ShareImage {
  /** Absolute address of a JPEG rendition (og-image.ts). */
  url: string;
  alt: string;
}

export interface ShareInput {
  baseUrl: string;
  /** The page's canonical shop path, without a locale ('/shop?category=Serums'). */
  path: string;
  /** The title as a link preview shows it (with the shop's name or the price, as the page wants). */
  title: string;
  description: string;
  siteName: string;
  locale: Locale;
  image?: ShareImage | null;
}

/** 'en-OM' → 'en_OM', the form Open Graph expects. */
const ogLocale = (locale: Locale) => locale.replace('-', '_');
const otherLocales = (locale: Locale) => LOCALES.filter((other) => other !== locale).map(ogLocale);

/**
 * The canonical address in the page's language with its other languages (hreflang), Open Graph and
 * Twitter card of a page, the same for every kind of page: a large-image card when there is a
 * picture to share, a summary card otherwise.
 */
export function shareMetadata({
  baseUrl,
  path,
  title,
  description,
  siteName,
  locale,
  image,
}: ShareInput): Pick<Metadata, 'alternates' | 'openGraph' | 'twitter'> {
  const url = pageUrl(baseUrl, locale, path);
  return {
    alternates: { canonical: url, languages: languageAlternates(baseUrl, path) },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName,
      locale: ogLocale(locale),
      alternateLocale: otherLocales(locale),
      ...(image ? { images: [{ url: image.url, ...OG_IMAGE, alt: image.alt }] } : {}),
    },
    twitter: image
      ? { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] }
      : { card: 'summary', title, description },
  };
}
