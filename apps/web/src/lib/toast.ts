'use client';

import { useMemo } from 'react';
import type * as Sonner from 'sonner';
import type { MessageId } from './i18n/catalog';
import { useT } from './i18n/i18n-provider';
import type { Translate } from './i18n/translate';

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

export type Kind = 'success' | 'error' | 'info' | 'warning';
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

/** SPEC §8: the default titles by type (the spec names none for warnings). */
const DEFAULT_TITLE: Partial<Record<Kind, MessageId>> = {
  success: 'toast.title.success',
  error: 'toast.title.error',
  info: 'toast.title.info',
};

/**
 * A toast's title and the line beneath it: a toast with its own description keeps the message as
 * its title ('Discount coupon is invalid' over the server's reason); any other toast shows its
 * type's default title over the message.
 */
export function toastText(
  t: Translate,
  kind: Kind,
  message: string,
  description?: string,
): { title: string; description?: string } {
  if (description !== undefined) return { title: message, description };
  const title = DEFAULT_TITLE[kind];
  return title ? { title: t(title), description: message } : { title: message };
}

function show(t: Translate, kind: Kind, message: string, duration: number = TOAST_MS.default, detail?: string): void {
  const { title, description } = toastText(t, kind, message, detail);
  if (loaded) loaded.toast[kind](title, { duration, description });
  else void loadToasts().then(({ toast }) => toast[kind](title, { duration, description }));
}

type Show = (message: string, duration?: number, description?: string) => void;
export type Notify = Record<Kind, Show>;

/** Shows toasts titled in the page's locale (their messages are the caller's, from its t). */
export function useNotify(): Notify {
  const t = useT();
  return useMemo(
    () => ({
      success: (message, duration, description) => show(t, 'success', message, duration, description),
      error: (message, duration, description) => show(t, 'error', message, duration, description),
      info: (message, duration, description) => show(t, 'info', message, duration, description),
      warning: (message, duration, description) => show(t, 'warning', message, duration, description),
    }),
    [t],
  );
}
