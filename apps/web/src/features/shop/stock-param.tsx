'use client';

import { withStockParam } from '@shop/domain/catalog-query';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/**
 * SPEC §2: excludeOutOfStock is always written into the URL, as 1 or 0. On every arrival at a
 * /shop address that lacks a valid value (the first load, a link such as /shop?category=Offers
 * from the header, breadcrumbs or footer, a filter change), the page rendered the parsed value
 * and this writes it in place: a history replace, so no new entry and no server round trip.
 */
export function StockParam() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => {
    const search = withStockParam(window.location.search);
    if (search === null) return;
    window.history.replaceState(null, '', `${window.location.pathname}${search}${window.location.hash}`);
  }, [pathname, searchParams]);
  return null;
}
