'use client';

import { toast } from 'sonner';

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

function show(kind: Kind, message: string, duration: number = TOAST_MS.default, description?: string) {
  return toast[kind](message, { duration, description });
}

export const notify = {
  success: (message: string, duration?: number, description?: string) => show('success', message, duration, description),
  error: (message: string, duration?: number, description?: string) => show('error', message, duration, description),
  info: (message: string, duration?: number, description?: string) => show('info', message, duration, description),
  warning: (message: string, duration?: number, description?: string) => show('warning', message, duration, description),
};
