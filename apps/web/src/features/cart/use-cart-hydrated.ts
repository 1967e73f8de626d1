'use client';

import { useEffect, useState } from 'react';
import { useCart } from './cart-store';

/** True once the stored cart has been loaded (the server renders before that). */
export function useCartHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (useCart.persist.hasHydrated()) setHydrated(true);
    return useCart.persist.onFinishHydration(() => setHydrated(true));
  }, []);
  return hydrated;
}
