'use client';

import { useEffect } from 'react';
import { useCart } from './cart-store';

/** Loads the stored cart after the first render so server and client HTML agree. */
export function CartHydrator() {
  useEffect(() => {
    void useCart.persist.rehydrate();
  }, []);
  return null;
}
