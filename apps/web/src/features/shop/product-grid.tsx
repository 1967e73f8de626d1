'use client';

import { type FilterState, hasNextPage, shopHref } from '@shop/domain/catalog-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProductCardSkeleton } from '@/components/ui/skeleton';
import { ProductCard } from '@/features/catalog/public';
import type { RatingSummaries } from '@/lib/catalog/review-summaries';
import { withBrandLabels } from '@/lib/catalog/mappers';
import type { Brand, Product } from '@/lib/catalog/types';
import { useLocale, useT } from '@/lib/i18n/i18n-provider';
import { languageOf } from '@/lib/i18n/locale';
import { listingCache, restoreListing } from './listing-cache';

/**
 * The fetching of later pages (the API client and its wire schemas, most of the listing's script)
 * loads when the shopper first scrolls or taps, not before the page is interactive.
 */
const loadPaging = () => import('./listing-paging');

/** SPEC §9: 16 skeleton cards while a page loads. */
const SHOP_SKELETONS = 16;

interface ProductGridProps {
  /** The first page's cards, rendered on the server: only their Add buttons hydrate. */
  firstPage: ReactNode;
  initial: Product[];
  pageCount: number;
  filters: FilterState;
  warehouse: string;
  summaries: RatingSummaries;
  /** The brands as the page's filters write them: later pages' cards spell them the same way. */
  brands: Brand[];
}

/**
 * The listing: the first page's cards as the server rendered them, later pages by infinite
 * scroll or 'Load More Products', rendered here. What was loaded is kept per listing (listing-cache.ts), so coming back to the same
 * listing from a product shows the same pages at once and the browser's scroll restoration lands
 * where the shopper left.
 */
export function ProductGrid({
  firstPage,
  initial,
  pageCount,
  filters,
  warehouse,
  summaries: initialSummaries,
  brands,
}: ProductGridProps) {
  const t = useT();
  const cacheKey = shopHref(filters);
  const [restored] = useState(() => restoreListing(listingCache.get(cacheKey), initial, initialSummaries));
  const [products, setProducts] = useState(restored.products);
  const [summaries, setSummaries] = useState(restored.summaries);
  const [page, setPage] = useState(restored.page);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const controller = useRef<AbortController | null>(null);
  // The button and the observer can both ask in the same moment, before a render shows the
  // first ask: these refs, not state, decide, so one page is fetched once.
  const lastPage = useRef(restored.page);
  const fetching = useRef(false);
  const more = hasNextPage(page, pageCount);
  const language = languageOf(useLocale());

  useEffect(() => {
    listingCache.set(cacheKey, { products, page, summaries });
  }, [cacheKey, products, page, summaries]);

  const loadMore = useCallback(async () => {
    if (fetching.current || !hasNextPage(lastPage.current, pageCount)) return;
    const nextPage = lastPage.current + 1;
    fetching.current = true;
    setLoading(true);
    setFailed(false);
    const abort = new AbortController();
    controller.current = abort;
    try {
      const { fetchListingPage, fetchRatingSummaries } = await loadPaging();
      const next = withBrandLabels(
        await fetchListingPage(filters, nextPage, warehouse, language, abort.signal),
        brands,
      );
      lastPage.current = nextPage;
      setProducts((list) => {
        const seen = new Set(list.map((p) => p.id));
        return [...list, ...next.filter((p) => !seen.has(p.id))];
      });
      setPage(nextPage);
      fetchRatingSummaries(
        next.map((p) => p.id),
        abort.signal,
      )
        .then((more) => setSummaries((s) => ({ ...s, ...more })))
        .catch(() => undefined);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setFailed(true);
    } finally {
      fetching.current = false;
      if (!abort.signal.aborted) setLoading(false);
    }
  }, [pageCount, filters, warehouse, language, brands]);

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    const prefetch = () => void loadPaging();
    const events = ['scroll', 'pointerdown', 'keydown'] as const;
    events.forEach((e) => addEventListener(e, prefetch, { once: true, passive: true }));
    return () => events.forEach((e) => removeEventListener(e, prefetch));
  }, []);

  const latestLoadMore = useRef(loadMore);
  useEffect(() => {
    latestLoadMore.current = loadMore;
  }, [loadMore]);

  // One observer for the whole listing: it loads when the last item comes into view, not again
  // merely because it is still in view after a page arrived (that would chain page after page).
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !more || failed) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && void latestLoadMore.current(),
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, failed]);

  return (
    <div>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 lg:grid-cols-4" data-testid="product-grid">
        {firstPage}
        {products.slice(initial.length).map((product) => (
          <li key={product.id}>
            <ProductCard product={product} summary={summaries[product.id]} t={t} />
          </li>
        ))}
        {loading &&
          Array.from({ length: SHOP_SKELETONS }, (_, i) => (
            <li key={`skeleton-${i}`} className="[overflow-anchor:none]">
              <ProductCardSkeleton />
            </li>
          ))}
      </ul>
      {/* Not scroll anchors: anchoring to them would keep them in view while pages load, loading page after page. */}
      <div ref={sentinel} aria-hidden="true" className="[overflow-anchor:none]" />
      {failed && (
        <p className="mt-6 text-center text-sm text-muted">
          {t('shop.unavailable')}{' '}
          <button type="button" onClick={() => void loadMore()} className="font-semibold text-brand underline">
            {t('shop.retry')}
          </button>
        </p>
      )}
      {/* Kept while a page loads (disabled, saying so): a tap on it then is answered, never lost under a moving layout. */}
      {more && !failed && (
        <div className="mt-8 flex justify-center [overflow-anchor:none]">
          <Button variant="outline" disabled={loading} onClick={() => void loadMore()}>
            {loading ? t('common.loading') : t('shop.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
