'use client';

import { type FilterState, sortOptions, type SortValue, clearAll, filtersToQuery } from '@shop/domain/catalog-query';
import { buttonClass } from '@/components/ui/button-class';
import { useT } from '@/lib/i18n/i18n-provider';
import { routes } from '@/lib/routes';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import { useShopNavigation } from './shop-navigation';
import { SORT_LABELS } from './sort-label';

/** What the form's own fields do not send: the categories, the search text and the price range now shown. */
const FORM_FIELDS = new Set(['sort', 'brand', 'excludeOutOfStock']);

/**
 * SPEC §2 desktop sidebar: Sort By, Clear All Filters, categories with counts, brands, stock.
 * A GET form to /shop as well: without script (its Apply button shows only then) the shopper
 * sorts and filters by brand and stock all the same, at phone width too, where it stands in for
 * the scripted sheets.
 */
export function ShopSidebar(props: Omit<FilterPanelProps, 'filters' | 'onChange' | 'onCategory'>) {
  const t = useT();
  const { apply, filters } = useShopNavigation();
  return (
    <aside className="hidden shrink-0 noscript:block desk:block desk:w-64" aria-label={t('shop.filters')}>
      <form action={routes.shop} method="get" className="flex flex-col gap-6">
        {[...filtersToQuery(filters)]
          .filter(([key]) => !FORM_FIELDS.has(key))
          .map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
        <div>
          <label htmlFor="shop-sort" className="mb-2 block text-[13px] font-bold tracking-wide text-muted">
            {t('shop.sortBy')}
          </label>
          <select
            id="shop-sort"
            name="sort"
            value={filters.sort}
            onChange={(e) => apply({ ...filters, sort: e.target.value as SortValue } satisfies FilterState)}
            className="h-10 w-full rounded-lg border border-line bg-white px-3 text-sm"
          >
            {sortOptions(filters.keyword).map((o) => (
              <option key={o.value} value={o.value}>
                {t(SORT_LABELS[o.value])}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => apply(clearAll(filters))}
          className="self-start text-sm font-semibold text-brand hover:underline"
        >
          {t('shop.clearAllFilters')}
        </button>
        <FilterPanel {...props} filters={filters} onChange={apply} />
        <noscript>
          <button type="submit" className={buttonClass({ size: 'sm', className: 'w-full' })}>
            {t('shop.applyFilters')}
          </button>
        </noscript>
      </form>
    </aside>
  );
}
