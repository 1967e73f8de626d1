'use client';

import { useEffect } from 'react';
import { releaseEarlyTaps } from '@/lib/browser/early-taps';

/** In the root layout: its effect runs once React has hydrated the page, and carries out the taps held until then. */
export function EarlyTapsRelease() {
  useEffect(releaseEarlyTaps, []);
  return null;
}
