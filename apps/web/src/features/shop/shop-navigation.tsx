'use client';

import { type FilterState, shopHref } from '@shop/domain/catalog-query';
import { useShopRouter } from '@/lib/i18n/navigation';
import { type ReactNode, createContext, use, useCallback, useMemo, useOptimistic, useTransition } from 'react';

interface ShopNavigation {
  /** The chosen filters: the URL's, or the one being navigated to (shown at once). */
  filters: FilterState;
  apply: (next: FilterState) => void;
  pending: boolean;
}

const Context = createContext<ShopNavigation | null>(null);

/**
 * Every filter change is a new URL (router.push, scroll kept): the server renders the listing,
 * back and forward restore it. While the next listing loads, the controls already show the choice.
 */
export function ShopNavigationProvider({ filters, children }: { filters: FilterState; children: ReactNode }) {
  const router = useShopRouter();
  const [pending, startTransition] = useTransition();
  const [optimistic, setOptimistic] = useOptimistic(filters);
  const apply = useCallback(
    (next: FilterState) =>
      startTransition(() => {
        setOptimistic(next);
        router.push(shopHref(next), { scroll: false });
      }),
    [router, setOptimistic],
  );
  const value = useMemo(() => ({ filters: optimistic, apply, pending }), [optimistic, apply, pending]);
  return <Context value={value}>{children}</Context>;
}

export function useShopNavigation(): ShopNavigation {
  const value = use(Context);
  if (!value) throw new Error('useShopNavigation outside ShopNavigationProvider');
  return value;
}

/** The results, dimmed and marked busy while the next listing loads. */
export function PendingResults({ children, label }: { children: ReactNode; label: string }) {
  const { pending } = useShopNavigation();
  return (
    <section
      aria-label={label}
      aria-busy={pending}
      className={`min-w-0 flex-1 transition-opacity duration-200 ${pending ? 'opacity-50' : ''}`}
    >
      {children}
    </section>
  );
}
