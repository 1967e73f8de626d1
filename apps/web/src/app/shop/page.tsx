import { filtersFromQuery } from '@shop/domain/catalog-query';
import type { Metadata } from 'next';
import { ShopView } from '@/features/shop/shop-view';
import { publicBaseUrl, storeWarehouse } from '@/lib/config';
import { getBrandLabels, getBrands, getCategories, getCategoryTree, getListing } from '@/lib/data/catalog';
import { getRatingSummaries } from '@/lib/data/reviews';
import { categoryCounts } from '@/lib/data/shop';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { Messages } from '@/lib/i18n/messages-boundary';
import { ListingJsonLd } from '@/lib/seo/listing-json-ld';
import { listingMetadata, listingShareImage } from '@/lib/seo/listing-seo';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** 'Serums | Shop': the most specific known categories, then brands; unknown names from the URL are not echoed. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filters = filtersFromQuery(await searchParams);
  const [categories, brands, locale, listing] = await Promise.all([
    getCategories(),
    getBrands(),
    requestLocale(),
    getListing(filters, 0),
  ]);
  const t = getT(locale);
  const knownCategories = new Set([t('shop.offers'), ...(categories.ok ? categories.data.map((c) => c.name) : [])]);
  const knownBrands = new Set(brands.ok ? brands.data.map((b) => b.name) : []);
  const named = [
    ...[...filters.subSubCategories, ...filters.subCategories, ...filters.categories].filter((c) =>
      knownCategories.has(c),
    ),
    ...filters.brands.filter((b) => knownBrands.has(b)),
  ].slice(0, 3);
  const title = named.length ? t('shop.metaTitleFiltered', { names: named.join(', ') }) : t('shop.title');
  const baseUrl = publicBaseUrl();
  return listingMetadata({
    filters,
    title,
    shareTitle: t('seo.pageTitle', { title }),
    description: named.length
      ? t('shop.metaDescriptionFiltered', { names: named.join(', ') })
      : t('shop.metaDescription'),
    siteName: t('seo.siteName'),
    locale,
    baseUrl,
    image: listing.ok ? listingShareImage(listing.data.products, baseUrl) : null,
  });
}

/**
 * The listing's first page is in the first HTML (no loading skeleton: the services answer in
 * milliseconds, so a streamed skeleton would only add a frame and a later reveal). An address
 * without a valid excludeOutOfStock never gets here: proxy.ts redirects it to one that has it.
 */
export default async function ShopPage({ searchParams }: Props) {
  const filters = filtersFromQuery(await searchParams);
  const [listing, tree, brands, brandLabels] = await Promise.all([
    getListing(filters, 0),
    getCategoryTree(),
    getBrands(),
    getBrandLabels(),
  ]);
  const categories = tree.ok ? tree.data : [];
  const [counts, summaries] = await Promise.all([
    categoryCounts(filters, categories),
    getRatingSummaries(
      listing.ok ? [...listing.data.products, ...(listing.data.search?.popular ?? [])].map((p) => p.id) : [],
    ),
  ]);
  if (!listing.ok) console.error('[shop] listing failed', listing.error);
  return (
    <Messages ids={clientMessageIds.shop}>
      <ListingJsonLd filters={filters} products={listing.ok ? listing.data.products : []} />
      <ShopView
        filters={filters}
        listing={listing.ok ? listing.data : null}
        tree={categories}
        brands={brands.ok ? brands.data : []}
        brandLabels={brandLabels.ok ? brandLabels.data : []}
        counts={counts}
        warehouse={storeWarehouse}
        summaries={summaries}
      />
    </Messages>
  );
}
