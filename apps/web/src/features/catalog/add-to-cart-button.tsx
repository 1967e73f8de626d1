'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { Spinner } from '@/components/ui/spinner';
import type { Product } from '@/lib/catalog/types';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCart } from '../cart/public';
import { type CartOutcome, useCartToast, useMaxUnitsPerLine } from '../cart/public-controls';

/** SPEC §4 add button: Add → Adding (500 ms) → Added (3 s) → Add. */
const ADDING_MS = 500;
const ADDED_MS = 3000;

type Phase = 'idle' | 'adding' | 'added';

/** Puts the product in the cart, or increments it when already there. */
function putInCart(product: Product, maxUnitsPerLine: number): CartOutcome {
  const cart = useCart.getState();
  const outcome = cart.addItem(product);
  return outcome === 'present' ? cart.increment(product.id, maxUnitsPerLine) : outcome;
}

/** Adds the product, or increments it when already in the cart, with the SPEC §8 toasts. */
export function useAddOrIncrement(): (product: Product) => void {
  const maxUnitsPerLine = useMaxUnitsPerLine();
  const showCartToast = useCartToast();
  return useCallback(
    (product: Product) => showCartToast(putInCart(product, maxUnitsPerLine)),
    [maxUnitsPerLine, showCartToast],
  );
}

export function AddToCartButton({ product, className = '' }: { product: Product; className?: string }) {
  const t = useT();
  const showCartToast = useCartToast();
  const [phase, setPhase] = useState<Phase>('idle');
  const maxUnitsPerLine = useMaxUnitsPerLine();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const soldOut = product.stock <= 0;
  // SPEC §2/§4: disabled only while adding or at stock 0. A click while it reads 'Added' adds
  // again (an increment, within the stock, with its toast) and starts the cycle over.
  const onClick = () => {
    if (phase === 'adding' || soldOut) return;
    timers.current.forEach(clearTimeout);
    timers.current.length = 0;
    setPhase('adding');
    // the cart changes at once (a shopper who leaves within the half second keeps the item);
    // the toast comes with 'Added'
    const outcome = putInCart(product, maxUnitsPerLine);
    timers.current.push(
      setTimeout(() => {
        showCartToast(outcome);
        setPhase('added');
        timers.current.push(setTimeout(() => setPhase('idle'), ADDED_MS));
      }, ADDING_MS),
    );
  };

  const label = soldOut
    ? t('product.outOfStock')
    : phase === 'adding'
      ? t('product.adding')
      : phase === 'added'
        ? t('product.added')
        : t('product.add');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={soldOut || phase === 'adding'}
      aria-live="polite"
      className={
        soldOut
          ? `inline-flex h-10 w-full items-center justify-center rounded-lg bg-line text-sm font-semibold text-muted ${className}`
          : buttonClass({ size: 'sm', shape: 'lg', className: `h-10 w-full ${className}` })
      }
    >
      {phase === 'adding' && <Spinner />}
      {label}
    </button>
  );
}
