'use client';

import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import type { FilterPanelProps } from './filter-panel';
import { type HeldInput, holdInput } from './held-input';
import { useShopNavigation } from './shop-navigation';

const loadControls = () => import('./sidebar-controls');

/** Opened when the browser is idle on a desktop screen, at the shopper's first move in the sidebar, or when the filters change. */
let want: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => (want = resolve));

/** The server's HTML of the controls is on the page: this is the first page load, hydrating. */
const serverRendered = () => typeof document !== 'undefined' && !!document.querySelector('[data-shop-sidebar] > *');

/**
 * The server renders the sidebar's controls; their script loads later: during hydration the lazy
 * component waits on `wanted`, so React keeps the server's HTML (visible, not yet interactive)
 * until the script is there, then hydrates it. Input that lands before is held and replayed. A
 * /shop reached by a client-side navigation has no such HTML: it loads the controls at once.
 */
const SidebarControls = lazy(() => (serverRendered() ? wanted.then(loadControls) : loadControls()).then((m) => ({ default: m.SidebarControls })));

const DESKTOP = '(min-width: 769px)';

/** SPEC §2 desktop sidebar: Sort By, Clear All Filters, categories with counts, brands, stock. */
export function ShopSidebar(props: Omit<FilterPanelProps, 'filters' | 'onChange' | 'onCategory'>) {
  const t = useT();
  const region = useRef<HTMLElement>(null);
  const held = useRef<HeldInput>(null);
  const ready = useRef(false);
  // A change of the filters reaches the controls: React can only apply it to hydrated ones.
  const { filters, pending } = useShopNavigation();
  const [first] = useState(filters);
  if (filters !== first || pending) want();

  useEffect(() => {
    const aside = region.current;
    // Already hydrated (the script was there), as the controls' own effect ran first.
    if (!aside || ready.current) return;
    const input = holdInput(aside, want);
    held.current = input;
    const intents = ['pointerover', 'focusin'] as const;
    intents.forEach((e) => aside.addEventListener(e, want, { once: true }));
    const desktop = matchMedia(DESKTOP);
    // Safari has no requestIdleCallback.
    const whenDesktop = () => desktop.matches && ('requestIdleCallback' in window ? requestIdleCallback(want, { timeout: 4000 }) : setTimeout(want, 300));
    const onLoad = () => whenDesktop();
    if (document.readyState === 'complete') whenDesktop();
    else addEventListener('load', onLoad, { once: true });
    desktop.addEventListener('change', whenDesktop);
    return () => {
      input.stop();
      intents.forEach((e) => aside.removeEventListener(e, want));
      removeEventListener('load', onLoad);
      desktop.removeEventListener('change', whenDesktop);
    };
  }, []);
  const onReady = useCallback(() => {
    ready.current = true;
    held.current?.release();
  }, []);

  return (
    <aside ref={region} data-shop-sidebar className="hidden w-64 shrink-0 flex-col gap-6 desk:flex" aria-label={t('shop.filters')}>
      <Suspense fallback={null}>
        <SidebarControls {...props} onReady={onReady} />
      </Suspense>
    </aside>
  );
}
