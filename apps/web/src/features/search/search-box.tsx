'use client';

import { searchHref } from '@shop/domain/catalog-query';
import { useShopRouter } from '@/lib/i18n/navigation';
import { type FormEvent, type KeyboardEvent, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { SearchHit } from '@/lib/catalog/types';
import { useLocale, useT } from '@/lib/i18n/i18n-provider';
import { languageOf } from '@/lib/i18n/locale';
import { routes } from '@/lib/routes';
import { CrossIcon } from '@/components/ui/close-button';
import { LineIcon } from '@/components/ui/line-icon';

/**
 * The request code and the result list load when the box is first focused (a shopper always
 * focuses before typing), not with the page.
 */
const loadSearch = () => import('@/lib/browser/search-api');
const loadResults = () => import('./search-results');
const SearchResults = lazy(() => loadResults().then((m) => ({ default: m.SearchResults })));
function preload() {
  void loadSearch();
  void loadResults();
}

/** SPEC §2: the dropdown closes about 200 ms after the box loses focus. */
const CLOSE_AFTER_BLUR_MS = 200;

/**
 * Search-as-you-type (SPEC §2 Header), the combobox pattern: the search re-runs on every change of
 * text (including empty), the previous request is aborted so an older answer never replaces a
 * newer one; the dropdown opens on focus only with text, stays open while typing and closes
 * ~200 ms after blur, on Escape or when the text is emptied. ArrowUp/ArrowDown move through the
 * results, Enter opens the active one; Enter (or the phone keyboard's search key) with none active
 * submits the form: the listing of products matching the text (/shop?q=…, also without script).
 */
export function SearchBox({ warehouse, className = '' }: { warehouse: string; className?: string }) {
  const t = useT();
  const router = useShopRouter();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  /** Results for `forText`; null until the first answer. */
  const [result, setResult] = useState<{ forText: string; hits: SearchHit[] } | null>(null);
  const [active, setActive] = useState(-1);
  const inFlight = useRef<AbortController | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      inFlight.current?.abort();
      clearTimeout(closeTimer.current);
    },
    [],
  );

  const language = languageOf(useLocale());
  const run = (value: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    loadSearch()
      .then(({ searchCatalog }) => searchCatalog(value.trim(), warehouse, language, controller.signal))
      .then((hits) => {
        if (controller.signal.aborted) return;
        setResult({ forText: value, hits });
        setActive(-1);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || (error as Error).name === 'AbortError') return;
        setResult({ forText: value, hits: [] });
        setActive(-1);
      });
  };

  const onChange = (value: string) => {
    setText(value);
    setOpen(value.trim().length > 0);
    run(value);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (hit: SearchHit) => {
    close();
    inputRef.current?.blur();
    router.push(routes.product(hit.route));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    close();
    inputRef.current?.blur();
    router.push(searchHref(value));
  };

  const hits = result?.hits ?? [];
  const loading = result === null || result.forText !== text;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (open) event.preventDefault();
      close();
      return;
    }
    if (event.key === 'ArrowDown' && !open && text.trim()) {
      event.preventDefault();
      setOpen(true);
      return;
    }
    if (!open || hits.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % hits.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const hit = hits[active];
      if (!hit) return;
      event.preventDefault();
      go(hit);
    }
  };

  const skeleton = (
    <div className="flex flex-col gap-1 p-1" aria-hidden="true" data-testid="search-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3 p-1">
          <div className="size-14 animate-pulse rounded-lg bg-line/70" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-3 w-3/4 animate-pulse rounded bg-line/70" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-line/70" />
          </div>
        </div>
      ))}
    </div>
  );

  const inputId = `${id}-input`;
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-hit-${i}`;
  const showList = open && hits.length > 0;
  return (
    <form action={routes.shop} method="get" onSubmit={submit} className={`relative ${className}`} role="search">
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <div className="flex h-11 items-center gap-2 rounded-full border border-line bg-cream ps-4 pe-1.5 transition-colors focus-within:border-brand focus-within:bg-white focus-within:ring-4 focus-within:ring-blush">
        <LineIcon className="size-5 shrink-0 text-muted">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </LineIcon>
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => {
            preload();
            clearTimeout(closeTimer.current);
            if (text.trim()) setOpen(true);
          }}
          onBlur={() => {
            clearTimeout(closeTimer.current);
            closeTimer.current = setTimeout(close, CLOSE_AFTER_BLUR_MS);
          }}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent text-[15px] outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:appearance-none desk:text-sm"
        />
        {text && (
          <button
            type="button"
            aria-label={t('search.clear')}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
            className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-line/60 hover:text-ink"
          >
            <CrossIcon className="size-4" strokeWidth={2.2} />
          </button>
        )}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {open && !loading ? t('search.count', { count: hits.length }) : ''}
      </p>
      {open && (
        <div
          data-testid="search-dropdown"
          // Scrollable, so reachable from the keyboard (axe); a press inside keeps focus in the search box.
          tabIndex={0}
          onMouseDown={(e) => e.preventDefault()}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-[75vh] overflow-y-auto overscroll-contain rounded-2xl border border-line bg-white p-2 shadow-[0_18px_40px_-12px_rgb(29_26_28/0.25)] desk:max-h-[500px]"
        >
          {result === null ? (
            skeleton
          ) : (
            <Suspense fallback={skeleton}>
              <SearchResults
                hits={hits}
                loading={loading}
                active={active}
                listId={listId}
                optionId={optionId}
                onActive={setActive}
                onPick={go}
              />
            </Suspense>
          )}
        </div>
      )}
    </form>
  );
}
