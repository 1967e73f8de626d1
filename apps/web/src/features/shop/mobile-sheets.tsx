'use client';

import { type FilterState, sortOptions, type SortValue, clearAll } from '@shop/domain/catalog-query';
import { useState } from 'react';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import { useShopNavigation } from './shop-navigation';
import { SORT_LABELS } from './sort-label';

/**
 * The mobile toolbar's Sort and Filters sheets (SPEC §2 mobile), mounted while open and loaded
 * with the first open (mobile-toolbar.tsx).
 */
export function SortSheet({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { apply, filters } = useShopNavigation();
  return (
    <BottomSheet open title={t('shop.sortBy')} onClose={onClose} closeLabel={t('common.close')}>
      <fieldset className="flex flex-col gap-1">
        <legend className="sr-only">{t('shop.sortBy')}</legend>
        {sortOptions(filters.keyword).map((o) => (
          <label key={o.value} className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-3 hover:bg-cream">
            <input
              type="radio"
              name="mobile-sort"
              className="size-4 accent-brand"
              checked={filters.sort === o.value}
              onChange={() => {
                onClose();
                apply({ ...filters, sort: o.value as SortValue });
              }}
            />
            {t(SORT_LABELS[o.value])}
          </label>
        ))}
      </fieldset>
    </BottomSheet>
  );
}

/** The Filters sheet edits a draft, started from the filters shown when it opens; 'Apply Filters' makes it the URL. */
export function FilterSheet({
  onClose,
  ...panel
}: Omit<FilterPanelProps, 'filters' | 'onChange' | 'onCategory'> & { onClose: () => void }) {
  const t = useT();
  const { apply, filters } = useShopNavigation();
  const [draft, setDraft] = useState<FilterState>(filters);
  const finish = (next: FilterState) => {
    onClose();
    apply(next);
  };
  return (
    <BottomSheet
      open
      title={t('shop.filters')}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <div className="flex gap-3">
          <Button variant="secondary" onClick={() => finish(clearAll(draft))} className="flex-1">
            {t('shop.clearAll')}
          </Button>
          <Button onClick={() => finish(draft)} className="flex-1">
            {t('shop.applyFilters')}
          </Button>
        </div>
      }
    >
      <FilterPanel {...panel} headingLevel={3} filters={draft} onChange={setDraft} onCategory={finish} />
    </BottomSheet>
  );
}
