import { filtersFromQuery, shopHref } from '@shop/domain/catalog-query';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ShopView } from '@/features/shop/shop-view';
import { storeWarehouse } from '@/lib/config';
import { getBrands, getCategoryTree, getListing } from '@/lib/data/catalog';
import { getRatingSummaries } from '@/lib/data/reviews';
import { categoryCounts } from '@/lib/data/shop';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filters = filtersFromQuery(await searchParams);
  const named = [...filters.subSubCategories, ...filters.subCategories, ...filters.categories, ...filters.brands];
  return {
    title: named.length ? `${named.slice(0, 3).join(', ')} | Shop` : 'Shop',
    description: named.length
      ? `Shop ${named.slice(0, 3).join(', ')} at Gulf Glow: skin care and beauty delivered across Oman and the Gulf.`
      : 'Every skin-care and beauty product at Gulf Glow, delivered across Oman and the Gulf.',
  };
}

export default async function ShopPage({ searchParams }: Props) {
  const query = await searchParams;
  const filters = filtersFromQuery(query);
  // SPEC §2: excludeOutOfStock is always written into the URL.
  if (query.excludeOutOfStock !== '0' && query.excludeOutOfStock !== '1') redirect(shopHref(filters));
  const [listing, tree, brands] = await Promise.all([getListing(filters, 0), getCategoryTree(), getBrands()]);
  const categories = tree.ok ? tree.data : [];
  const [counts, summaries] = await Promise.all([
    categoryCounts(filters, categories),
    getRatingSummaries(listing.ok ? listing.data.products.map((p) => p.id) : []),
  ]);
  if (!listing.ok) console.error('[shop] listing failed', listing.error);
  return (
    <ShopView
      filters={filters}
      listing={listing.ok ? listing.data : null}
      tree={categories}
      brands={brands.ok ? brands.data : []}
      counts={counts}
      warehouse={storeWarehouse}
      summaries={summaries}
    />
  );
}
