'use client';

import { RELEVANCE, defaultSort } from '@shop/domain/catalog-query';
import { useT } from '@/lib/i18n/i18n-provider';
import { useShopNavigation } from './shop-navigation';

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
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
      </span>
    </div>
  );
}
