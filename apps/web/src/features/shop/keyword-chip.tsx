'use client';

import { RELEVANCE, defaultSort } from '@shop/domain/catalog-query';
import { useT } from '@/lib/i18n/i18n-provider';
import { useShopNavigation } from './shop-navigation';
import { CrossIcon } from '@/components/ui/close-button';

/** The search text the listing is narrowed by (/shop?q=…), as a chip whose × removes it (and its relevance order, kept for a typed text). */
export function KeywordChip() {
  const t = useT();
  const { apply, filters } = useShopNavigation();
  if (!filters.keyword) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="keyword-chip">
      <span className="inline-flex items-center gap-1 rounded-full border border-brand bg-blush ps-3.5 pe-1 py-1 text-sm text-ink">
        {t('shop.keyword', { keyword: filters.keyword })}
        <button
          type="button"
          aria-label={t('shop.removeKeyword', { keyword: filters.keyword })}
          onClick={() =>
            apply({ ...filters, keyword: '', sort: filters.sort === RELEVANCE ? defaultSort('') : filters.sort })
          }
          className="grid size-7 place-items-center rounded-full text-muted hover:bg-line/60 hover:text-ink"
        >
          <CrossIcon className="size-4" strokeWidth={2.2} />
        </button>
      </span>
    </div>
  );
}
