'use client';

import { useEffect, useState } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { TOAST_MS, loadToasts, onToastsLoaded } from '@/lib/toast';

/** First interactions that may lead to a toast: the library is fetched then, ahead of the toast. */
const WARM_UP_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * The toast area: bottom centre, dark, auto-closing, no progress bar, an icon per type. Mounted
 * once the toast library has loaded (lib/toast.ts), which the first pointer or key press starts.
 */
export function Toaster() {
  const [Sonner, setSonner] = useState<typeof SonnerToaster | null>(null);
  useEffect(() => {
    const warmUp = () => void loadToasts();
    for (const type of WARM_UP_EVENTS) window.addEventListener(type, warmUp, { once: true, capture: true, passive: true });
    const unsubscribe = onToastsLoaded((library) => setSonner(() => library.Toaster));
    return () => {
      for (const type of WARM_UP_EVENTS) window.removeEventListener(type, warmUp, { capture: true });
      unsubscribe();
    };
  }, []);
  if (!Sonner) return null;
  return <Sonner position="bottom-center" theme="dark" richColors={false} duration={TOAST_MS.global} closeButton={false} />;
}
