import { type FilterState, filtersToQuery } from '@shop/domain/catalog-query';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { RatingSummaries } from '@/lib/catalog/review-summaries';
import type { Brand, CategoryNode, ListingPage } from '@/lib/catalog/types';
import { t } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { MobileToolbar } from './mobile-toolbar';
import { ProductGrid } from './product-grid';
import { ShopSidebar } from './shop-sidebar';

interface ShopViewProps {
  filters: FilterState;
  listing: ListingPage | null;
  tree: CategoryNode[];
  brands: Brand[];
  counts: Record<string, number>;
  warehouse: string;
  summaries: RatingSummaries;
}

export function ShopView({ filters, listing, tree, brands, counts, warehouse, summaries }: ShopViewProps) {
  const panel = { tree, brands, counts, filters };
  const trail = [...filters.categories, ...filters.subCategories, ...filters.subSubCategories, ...filters.brands];
  return (
    <div className="container-shop flex flex-col gap-4 py-4 desk:py-8">
      <Breadcrumbs
        label={t('shop.breadcrumb')}
        items={[{ label: t('common.home'), href: routes.home }, { label: t('common.shop'), href: routes.shop }, ...trail.map((label) => ({ label }))]}
      />
      <MobileToolbar {...panel} />
      <div className="flex gap-8">
        <ShopSidebar {...panel} />
        <section className="min-w-0 flex-1" aria-label={t('shop.title')}>
          {listing === null ? (
            <p className="py-16 text-center text-muted">{t('shop.unavailable')}</p>
          ) : listing.products.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-16 text-center" data-testid="shop-empty">
              <h2 className="text-xl font-semibold">{t('shop.emptyTitle')}</h2>
              <p className="text-muted">{t('shop.emptyText')}</p>
            </div>
          ) : (
            <>
              <p className="mb-4 text-sm text-muted">{t('shop.results', { count: listing.total })}</p>
              <ProductGrid key={filtersToQuery(filters).toString()} initial={listing.products} pageCount={listing.pageCount} filters={filters} warehouse={warehouse} summaries={summaries} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
