'use client';

import { useShopPathname } from '@/lib/i18n/navigation';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ProductPageSkeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import { productNavigationTarget } from './product-link-click';

/** The skeleton gives way if the product never arrives (a failed or abandoned navigation). */
const PRODUCT_SKELETON_SAFETY_MS = 15_000;

/**
 * SPEC §2 product page 'skeleton while loading', on client-side navigation: a product link
 * followed in this tab shows the product page's skeleton over the main content at once, until
 * the address changes (the product, or wherever the link led), the shopper goes back or forward,
 * or the safety time passes. It covers the page without changing its layout, so the page left
 * behind keeps its scroll position for the way back.
 */
export function ProductNavSkeleton() {
  const t = useT();
  const pathname = useShopPathname();
  const [cover, setCover] = useState<{ top: number } | null>(null);
  const [coveredOn, setCoveredOn] = useState(pathname);
  if (coveredOn !== pathname) {
    setCoveredOn(pathname);
    setCover(null);
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') };
      if (!productNavigationTarget(event, link, window.location.href)) return;
      const main = document.getElementById('main');
      // from the top of the main content, or from under the sticky header once scrolled past it
      const header = document.querySelector('body > header');
      if (main)
        setCover({ top: Math.max(0, main.getBoundingClientRect().top, header?.getBoundingClientRect().bottom ?? 0) });
    };
    const uncover = () => setCover(null);
    window.addEventListener('click', onClick);
    window.addEventListener('popstate', uncover);
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('popstate', uncover);
    };
  }, []);

  useEffect(() => {
    if (!cover) return;
    const timer = setTimeout(() => setCover(null), PRODUCT_SKELETON_SAFETY_MS);
    return () => clearTimeout(timer);
  }, [cover]);

  const main = cover ? document.getElementById('main') : null;
  if (!cover || !main) return null;
  return createPortal(
    <div
      role="status"
      aria-busy="true"
      className="fixed inset-x-0 bottom-0 z-30 overflow-hidden bg-white"
      style={{ top: cover.top }}
      data-testid="product-nav-skeleton"
    >
      <span className="sr-only">{t('common.loading')}</span>
      <ProductPageSkeleton />
    </div>,
    main,
  );
}
