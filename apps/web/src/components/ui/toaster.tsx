'use client';

import { Toaster as Sonner } from 'sonner';
import { TOAST_MS } from '@/lib/toast';

/** The toast area: bottom centre, dark, auto-closing, no progress bar, an icon per type. */
export function Toaster() {
  return <Sonner position="bottom-center" theme="dark" richColors={false} duration={TOAST_MS.global} closeButton={false} />;
}
