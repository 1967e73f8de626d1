'use client';

import { type FilterState, SORT_OPTIONS, type SortValue, clearAll } from '@shop/domain/catalog-query';
import { useT } from '@/lib/i18n/i18n-provider';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import { useShopNavigation } from './shop-navigation';
import { SORT_LABELS } from './sort-label';

/** SPEC §2 desktop sidebar: Sort By, Clear All Filters, categories with counts, brands, stock. */
export function ShopSidebar(props: Omit<FilterPanelProps, 'filters' | 'onChange' | 'onCategory'>) {
  const t = useT();
  const { apply, filters } = useShopNavigation();
  return (
    <aside className="hidden w-64 shrink-0 flex-col gap-6 desk:flex" aria-label={t('shop.filters')}>
      <div>
        <label htmlFor="shop-sort" className="mb-2 block text-[13px] font-bold tracking-wide text-muted">
          {t('shop.sortBy')}
        </label>
        <select
          id="shop-sort"
          value={filters.sort}
          onChange={(e) => apply({ ...filters, sort: e.target.value as SortValue } satisfies FilterState)}
          className="h-10 w-full rounded-lg border border-line bg-white px-3 text-sm"
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {t(SORT_LABELS[o.value])}
            </option>
          ))}
        </select>
      </div>
      <button type="button" onClick={() => apply(clearAll(filters))} className="self-start text-sm font-semibold text-brand hover:underline">
        {t('shop.clearAllFilters')}
      </button>
      <FilterPanel {...props} filters={filters} onChange={apply} />
    </aside>
  );
}
