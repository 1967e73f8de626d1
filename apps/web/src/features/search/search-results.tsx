'use client';

import { PriceTag } from '@/components/ui/price-tag';
import type { SearchHit } from '@/lib/catalog/types';
import { useLocale, useT } from '@/lib/i18n/i18n-provider';
import { localizePath } from '@/lib/i18n/locale';
import { PLACEHOLDER_IMAGE, routes } from '@/lib/routes';

interface SearchResultsProps {
  hits: SearchHit[];
  /** An answer for older text is shown dimmed until the newer one arrives. */
  loading: boolean;
  active: number;
  listId: string;
  optionId: (i: number) => string;
  onActive: (i: number) => void;
  onPick: (hit: SearchHit) => void;
}

/** The search dropdown's answer (SPEC §2): the matching products, or 'No results found'. */
export function SearchResults({ hits, loading, active, listId, optionId, onActive, onPick }: SearchResultsProps) {
  const t = useT();
  const locale = useLocale();
  if (hits.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-8 text-center" data-testid="search-empty">
        <img src={PLACEHOLDER_IMAGE} alt="" width={88} height={88} className="size-22 rounded-2xl" />
        <p className="text-sm font-medium text-muted">{t('search.noResults')}</p>
      </div>
    );
  }
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={t('search.results')}
      className={`flex flex-col gap-0.5 transition-opacity ${loading ? 'opacity-60' : ''}`}
    >
      {hits.map((hit, i) => (
        <li key={hit.id} role="presentation">
          <a
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            href={localizePath(locale, routes.product(hit.route))}
            tabIndex={-1}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => onActive(i)}
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey) return;
              e.preventDefault();
              onPick(hit);
            }}
            className={`flex items-center gap-3 rounded-xl p-2 ${i === active ? 'bg-cream' : ''}`}
            data-testid="search-result"
          >
            <img
              src={hit.image ?? PLACEHOLDER_IMAGE}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              decoding="async"
              className="size-14 shrink-0 rounded-lg bg-cream object-cover"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="line-clamp-2 text-sm text-ink" data-testid="search-result-name">
                {hit.name}
              </span>
              <PriceTag salePrice={hit.salePrice} regularPrice={hit.regularPrice} size="sm" t={t} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
