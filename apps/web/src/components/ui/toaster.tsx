'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { TOAST_MS, loadToasts, onToastsLoaded } from '@/lib/toast';

/** First interactions that may lead to a toast: the library is fetched then, ahead of the toast. */
const WARM_UP_EVENTS = ['pointerdown', 'keydown'] as const;

/** SPEC: mobile is up to 768 px. */
const PHONE = '(max-width: 768px)';
const watchPhone = (changed: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const isPhone = () => window.matchMedia(PHONE).matches;

/** `--toast-top`: where the storefront's sticky header ends on screen now (0 when a page has none). */
function useHeaderBottom(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const bottom = document.querySelector('body > header')?.getBoundingClientRect().bottom ?? 0;
      root.style.setProperty('--toast-top', `${Math.max(0, Math.round(bottom))}px`);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [active]);
}

/**
 * The toast area: dark, auto-closing, no progress bar, an icon per type. Mounted once the toast
 * library has loaded (lib/toast.ts), which the first pointer or key press starts. Bottom centre
 * from the desk width on (SPEC §8). At phone width the bottom of the screen is where a page's next
 * step sits (the cart's Checkout, the checkout's Continue), so toasts appear at the top instead,
 * just under the sticky header, which stays usable.
 */
export function Toaster() {
  const [Sonner, setSonner] = useState<typeof SonnerToaster | null>(null);
  const phone = useSyncExternalStore(watchPhone, isPhone, () => false);
  useHeaderBottom(Boolean(Sonner) && phone);
  useEffect(() => {
    const warmUp = () => void loadToasts();
    for (const type of WARM_UP_EVENTS)
      window.addEventListener(type, warmUp, { once: true, capture: true, passive: true });
    const unsubscribe = onToastsLoaded((library) => setSonner(() => library.Toaster));
    return () => {
      for (const type of WARM_UP_EVENTS) window.removeEventListener(type, warmUp, { capture: true });
      unsubscribe();
    };
  }, []);
  if (!Sonner) return null;
  const underHeader = { top: 'calc(var(--toast-top, 0px) + 8px)' };
  return (
    <Sonner
      position={phone ? 'top-center' : 'bottom-center'}
      offset={phone ? underHeader : undefined}
      mobileOffset={underHeader}
      theme="dark"
      richColors={false}
      duration={TOAST_MS.global}
      closeButton={false}
    />
  );
}
