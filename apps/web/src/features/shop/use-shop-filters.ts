'use client';

import { type FilterState, shopHref } from '@shop/domain/catalog-query';
import { useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';

/** Every filter change is a new URL: the server renders the listing, back/forward restore it. */
export function useShopNavigation() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const apply = useCallback(
    (next: FilterState) => startTransition(() => router.push(shopHref(next), { scroll: false })),
    [router],
  );
  return { apply, pending };
}
