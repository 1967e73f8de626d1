'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { PriceTag } from '@/components/ui/price-tag';
import { searchCatalog } from '@/lib/browser/search-api';
import type { SearchHit } from '@/lib/catalog/types';
import { t } from '@/lib/i18n/messages';
import { PLACEHOLDER_IMAGE, routes } from '@/lib/routes';

/** SPEC §2: the dropdown closes about 200 ms after the box loses focus. */
export const CLOSE_AFTER_BLUR_MS = 200;

/**
 * Search-as-you-type (SPEC §2 Header): runs on every change of text; opens on focus only with
 * text; closes ~200 ms after blur or when emptied; older answers never replace newer ones.
 */
export function SearchBox({ warehouse, className = '' }: { warehouse: string; className?: string }) {
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [active, setActive] = useState(-1);
  const inFlight = useRef<AbortController | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => {
    inFlight.current?.abort();
    clearTimeout(closeTimer.current);
  }, []);

  const run = (value: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    searchCatalog(value.trim(), warehouse, controller.signal)
      .then((list) => {
        if (!controller.signal.aborted) {
          setHits(list);
          setActive(-1);
        }
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setHits([]);
      });
  };

  const onChange = (value: string) => {
    setText(value);
    setOpen(value.trim().length > 0);
    if (value.trim().length > 0) setHits(null);
    run(value);
  };

  const go = (hit: SearchHit) => {
    setOpen(false);
    router.push(routes.product(hit.route));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setOpen(false);
    if (!open || !hits?.length) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % hits.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0 && hits[active]) {
      event.preventDefault();
      go(hits[active]);
    }
  };

  const listId = `${id}-results`;
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <div className="flex h-11 items-center gap-2 rounded-full border border-line bg-cream px-4 focus-within:border-brand focus-within:bg-white">
        <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-muted" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${id}-hit-${active}` : undefined}
          autoComplete="off"
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            if (text.trim()) setOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = setTimeout(() => setOpen(false), CLOSE_AFTER_BLUR_MS);
          }}
          onKeyDown={onKeyDown}
          className="h-full w-full bg-transparent text-sm outline-none placeholder:text-muted"
        />
      </div>
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          data-testid="search-dropdown"
          className="absolute inset-x-0 top-full z-40 mt-2 max-h-[75vh] overflow-y-auto rounded-2xl border border-line bg-white p-2 shadow-xl desk:max-h-[500px]"
        >
          {hits === null ? (
            <div className="flex flex-col gap-2 p-2" aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-14 animate-pulse rounded-lg bg-line/60" />
              ))}
            </div>
          ) : hits.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted">
              {/* local placeholder art */}
              <img src={PLACEHOLDER_IMAGE} alt="" width={72} height={72} className="rounded-xl" />
              <p>{t('search.noResults')}</p>
            </div>
          ) : (
            hits.map((hit, i) => (
              <a
                key={hit.id}
                id={`${id}-hit-${i}`}
                role="option"
                aria-selected={i === active}
                href={routes.product(hit.route)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={(e) => {
                  e.preventDefault();
                  go(hit);
                }}
                className={`flex items-center gap-3 rounded-xl p-2 hover:bg-cream ${i === active ? 'bg-cream' : ''}`}
                data-testid="search-result"
              >
                <img src={hit.image ?? PLACEHOLDER_IMAGE} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-lg bg-cream object-cover" />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-sm text-ink">{hit.name}</span>
                  <PriceTag salePrice={hit.salePrice} regularPrice={hit.regularPrice} size="sm" />
                </span>
              </a>
            ))
          )}
        </div>
      )}
    </div>
  );
}
