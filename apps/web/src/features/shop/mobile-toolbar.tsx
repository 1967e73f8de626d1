'use client';

import { filterBadgeCount, toggleCategory, toggleSubCategory } from '@shop/domain/catalog-query';
import { Suspense, lazy, useCallback, useState } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import type { FilterPanelProps } from './filter-panel';
import { useShopNavigation } from './shop-navigation';
import { LineIcon } from '@/components/ui/line-icon';

/** The sheets (and the filter panel inside) load when a toolbar button is first pressed. */
const loadSheets = () => import('./mobile-sheets');
const SortSheet = lazy(() => loadSheets().then((m) => ({ default: m.SortSheet })));
const FilterSheet = lazy(() => loadSheets().then((m) => ({ default: m.FilterSheet })));

const toolbarButton =
  'flex h-10 flex-1 items-center justify-center gap-2 rounded-xl border border-line bg-white text-sm font-semibold hover:border-ink';

const chip = (active: boolean) =>
  `shrink-0 rounded-full border px-3.5 py-1.5 text-sm whitespace-nowrap ${active ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink'}`;

/** SPEC §2 mobile: Sort and Filter bottom sheets, a chip bar of categories with 'Clear category', a filter badge. */
export function MobileToolbar(props: Omit<FilterPanelProps, 'filters' | 'onChange' | 'onCategory'>) {
  const t = useT();
  const { apply, filters } = useShopNavigation();
  const { tree } = props;
  const [sheet, setSheet] = useState<'sort' | 'filter' | null>(null);
  const close = useCallback(() => setSheet(null), []);

  const chosenTop = tree.find((c) => filters.categories.includes(c.name));
  const chips = chosenTop ? chosenTop.children : tree;
  const badge = filterBadgeCount(filters);

  return (
    <div className="flex flex-col gap-3 noscript:hidden desk:hidden">
      <div className="flex gap-2">
        <button
          type="button"
          onPointerDown={() => void loadSheets()}
          onClick={() => setSheet('sort')}
          className={toolbarButton}
        >
          <LineIcon className="size-4">
            <path d="M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3" strokeLinecap="round" strokeLinejoin="round" />
          </LineIcon>
          {t('shop.sort')}
        </button>
        <button
          type="button"
          onPointerDown={() => void loadSheets()}
          onClick={() => setSheet('filter')}
          className={toolbarButton}
        >
          <LineIcon className="size-4">
            <path d="M4 6h10m4 0h2M4 12h4m4 0h8M4 18h12m4 0h0" strokeLinecap="round" />
            <circle cx="16" cy="6" r="2" />
            <circle cx="10" cy="12" r="2" />
            <circle cx="18" cy="18" r="2" />
          </LineIcon>
          {t('shop.filter')}
          {badge > 0 && (
            <>
              <span
                className="inline-grid min-w-5 place-items-center rounded-full bg-brand px-1 text-[11px] leading-5 text-white"
                data-testid="filter-badge"
                aria-hidden="true"
              >
                {badge}
              </span>
              <span className="sr-only">{t('shop.filterCount', { count: badge })}</span>
            </>
          )}
        </button>
      </div>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1" role="group" aria-label={t('shop.categories')}>
        {(filters.categories.length > 0 || filters.subCategories.length > 0) && (
          <button
            type="button"
            className={chip(false)}
            onClick={() => apply({ ...filters, categories: [], subCategories: [], subSubCategories: [] })}
          >
            {t('shop.clearCategory')}
          </button>
        )}
        {chips.map((c) => {
          const active = chosenTop ? filters.subCategories.includes(c.name) : filters.categories.includes(c.name);
          return (
            <button
              key={c.name}
              type="button"
              aria-pressed={active}
              className={chip(active)}
              onClick={() => apply(chosenTop ? toggleSubCategory(filters, c.name) : toggleCategory(filters, c.name))}
            >
              {c.label}
            </button>
          );
        })}
      </div>
      {sheet && (
        <Suspense fallback={null}>
          {sheet === 'sort' ? <SortSheet onClose={close} /> : <FilterSheet {...props} onClose={close} />}
        </Suspense>
      )}
    </div>
  );
}
