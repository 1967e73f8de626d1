'use client';

import { useEffect } from 'react';

/**
 * SPEC §2: excludeOutOfStock is always written into the URL, as 1 or 0. When the address lacks
 * a valid value, the page rendered the parsed one and this writes it in place (no new history entry).
 */
export function StockParam({ excludeOutOfStock }: { excludeOutOfStock: boolean }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    const value = url.searchParams.get('excludeOutOfStock');
    if (value === '0' || value === '1') return;
    url.searchParams.set('excludeOutOfStock', excludeOutOfStock ? '1' : '0');
    window.history.replaceState(null, '', `${url.pathname}${url.search.replace(/%2C/g, ',')}${url.hash}`);
  }, [excludeOutOfStock]);
  return null;
}
