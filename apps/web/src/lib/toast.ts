'use client';

import type * as Sonner from 'sonner';

/** SPEC §8 / §9 toast timeouts. */
export const TOAST_MS = {
  default: 2000,
  cart: 200,
  validation: 200,
  checkout: 1400,
  discount: 1400,
  reviewSuccess: 5000,
  reviewError: 3000,
  global: 1000,
} as const;

type Kind = 'success' | 'error' | 'info' | 'warning';
type ToastLibrary = typeof Sonner;

/**
 * The toast library is not part of any page's first load: it arrives on the shopper's first
 * pointer or key press (components/ui/toaster.tsx), or with the first toast, whichever comes
 * first. A toast asked for before then is shown once it has loaded, for its full duration (the
 * library replays toasts created before its toast area mounted; timers start on display).
 */
let library: Promise<ToastLibrary> | null = null;
let loaded: ToastLibrary | null = null;
const waiting = new Set<(library: ToastLibrary) => void>();

export function loadToasts(): Promise<ToastLibrary> {
  library ??= import('sonner').then((lib) => {
    loaded = lib;
    for (const notifyLoaded of waiting) notifyLoaded(lib);
    waiting.clear();
    return lib;
  });
  return library;
}

/** Calls back once the library is there (at once when it already is); returns an unsubscribe. */
export function onToastsLoaded(callback: (library: ToastLibrary) => void): () => void {
  if (loaded) {
    callback(loaded);
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

function show(kind: Kind, message: string, duration: number = TOAST_MS.default, description?: string): void {
  if (loaded) loaded.toast[kind](message, { duration, description });
  else void loadToasts().then(({ toast }) => toast[kind](message, { duration, description }));
}

export const notify = {
  success: (message: string, duration?: number, description?: string) => show('success', message, duration, description),
  error: (message: string, duration?: number, description?: string) => show('error', message, duration, description),
  info: (message: string, duration?: number, description?: string) => show('info', message, duration, description),
  warning: (message: string, duration?: number, description?: string) => show('warning', message, duration, description),
};
