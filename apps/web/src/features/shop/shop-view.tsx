import { type FilterState, OFFERS, clearAll, filtersToQuery, shopHref } from '@shop/domain/catalog-query';
import { Link } from '@/lib/i18n/navigation';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { ProductCard } from '@/features/catalog/public';
import type { RatingSummaries } from '@/lib/catalog/review-summaries';
import type { Brand, CategoryNode, ListingPage } from '@/lib/catalog/types';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { KeywordChip } from './keyword-chip';
import { MobileToolbar } from './mobile-toolbar';
import { ProductGrid } from './product-grid';
import { CorrectedNote, NoResultHelp } from './search-outcome';
import { PendingResults, ShopNavigationProvider } from './shop-navigation';
import { ShopSidebar } from './shop-sidebar';

/**
 * Cards whose images are fetched first, at high priority: a phone's first row. More would hold
 * the page's scripts back on a phone's six connections (the desktop's later first-row images
 * still load at once: they are on the screen).
 */
const PRIORITY_CARDS = 2;

interface ShopViewProps {
  filters: FilterState;
  listing: ListingPage | null;
  tree: CategoryNode[];
  brands: Brand[];
  /** Every brand's name in the page's language, for the cards of later pages. */
  brandLabels: Brand[];
  counts: Record<string, number>;
  warehouse: string;
  summaries: RatingSummaries;
}

export async function ShopView({
  filters,
  listing,
  tree,
  brands,
  brandLabels,
  counts,
  warehouse,
  summaries,
}: ShopViewProps) {
  const t = getT(await requestLocale());
  const panel = { tree, brands, counts };
  // Filters name categories and brands as the URL does (English); the page shows each one's label in its language.
  const labels = new Map<string, string>([
    [OFFERS, t('shop.offers')],
    ...brands.map((b): [string, string] => [b.name, b.label]),
  ]);
  const collect = (nodes: CategoryNode[]) => nodes.forEach((n) => (labels.set(n.name, n.label), collect(n.children)));
  collect(tree);
  const trail = [...filters.categories, ...filters.subCategories, ...filters.subSubCategories, ...filters.brands].map(
    (name) => labels.get(name) ?? name,
  );
  // The heading names only known choices; unknown values from the URL are not echoed.
  const headingName = [
    filters.subSubCategories[0],
    filters.subCategories[0],
    filters.categories[0],
    filters.brands.length === 1 ? filters.brands[0] : undefined,
  ].find((name) => name !== undefined && labels.has(name));
  const heading = headingName === undefined ? undefined : labels.get(headingName);
  return (
    <ShopNavigationProvider filters={filters}>
      <div className="container-shop flex flex-col gap-4 py-4 desk:py-8">
        <Breadcrumbs
          label={t('shop.breadcrumb')}
          items={[
            { label: t('common.home'), href: routes.home },
            { label: t('common.shop'), href: routes.shop },
            ...trail.map((label) => ({ label })),
          ]}
        />
        <div className="flex items-end justify-between gap-4 border-b border-line pb-4">
          <h1 className="text-2xl font-semibold tracking-tight text-ink desk:text-3xl">{heading ?? t('shop.title')}</h1>
          {listing && listing.total > 0 && (
            <p className="shrink-0 text-sm text-muted" data-testid="shop-total">
              {t('shop.results', { count: listing.total })}
            </p>
          )}
        </div>
        <KeywordChip />
        <CorrectedNote outcome={listing?.search} t={t} />
        <MobileToolbar {...panel} />
        <div className="flex flex-col gap-8 desk:flex-row">
          <ShopSidebar {...panel} />
          <PendingResults label={t('shop.results', { count: listing?.total ?? 0 })}>
            {listing === null ? (
              <div
                className="flex flex-col items-center gap-3 rounded-2xl bg-cream px-6 py-16 text-center"
                role="alert"
              >
                <p className="text-muted">{t('shop.unavailable')}</p>
                <a href={shopHref(filters)} className={buttonClass({ variant: 'outline', size: 'sm' })}>
                  {t('shop.retry')}
                </a>
              </div>
            ) : listing.products.length === 0 ? (
              <div
                className="flex flex-col items-center gap-2 rounded-2xl bg-cream px-6 py-16 text-center"
                data-testid="shop-empty"
              >
                <h2 className="text-xl font-semibold">{t('shop.emptyTitle')}</h2>
                <p className="text-muted">{t('shop.emptyText')}</p>
                <Link
                  href={shopHref(clearAll(filters))}
                  scroll={false}
                  className={buttonClass({ variant: 'outline', size: 'sm', className: 'mt-3' })}
                >
                  {t('shop.clearAllFilters')}
                </Link>
                <NoResultHelp outcome={listing.search} filters={filters} summaries={summaries} t={t} />
              </div>
            ) : (
              <ProductGrid
                key={filtersToQuery(filters).toString()}
                firstPage={listing.products.map((product, i) => (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      priority={i < PRIORITY_CARDS}
                      summary={summaries[product.id]}
                      t={t}
                    />
                  </li>
                ))}
                initial={listing.products}
                pageCount={listing.pageCount}
                filters={filters}
                warehouse={warehouse}
                brands={brandLabels}
                summaries={summaries}
              />
            )}
          </PendingResults>
        </div>
      </div>
    </ShopNavigationProvider>
  );
}
