'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Product } from '@/lib/catalog/types';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAddOrIncrement } from '../catalog/public-add-to-cart';
import { useCart } from '../cart/public';
import { useCartToast, useMaxUnitsPerLine } from '../cart/public-controls';

const ADDING_MS = 500;

/** SPEC §2: the add button becomes a + and - stepper (ASCII '-', as the spec writes it) once the product is in the cart; grey 'Out of Stock' at 0. */
export function ProductCartControl({ product }: { product: Product }) {
  const t = useT();
  const showCartToast = useCartToast();
  const addOrIncrement = useAddOrIncrement();
  const line = useCart((s) => s.items.find((l) => l.product.id === product.id));
  const [adding, setAdding] = useState(false);
  const maxUnitsPerLine = useMaxUnitsPerLine();

  if (product.stock <= 0) {
    return (
      <button type="button" disabled className="h-12 w-full rounded-xl bg-line font-semibold text-muted desk:max-w-sm">
        {t('product.outOfStock')}
      </button>
    );
  }

  if (!line) {
    return (
      <Button
        disabled={adding}
        onClick={() => {
          setAdding(true);
          setTimeout(() => {
            addOrIncrement(product);
            setAdding(false);
          }, ADDING_MS);
        }}
        className="w-full desk:max-w-sm"
      >
        {adding && <Spinner />}
        {adding ? t('product.adding') : t('product.addToCart')}
      </Button>
    );
  }

  const increment = () => {
    showCartToast(useCart.getState().increment(product.id, maxUnitsPerLine));
  };
  const decrement = () => {
    showCartToast(useCart.getState().decrement(product.id));
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        role="group"
        aria-label={t('product.quantity')}
        className="flex h-12 w-full items-center justify-between rounded-xl border border-brand desk:max-w-sm"
      >
        <button
          type="button"
          onClick={decrement}
          aria-label={t('product.decrease')}
          className="h-full px-5 text-xl font-semibold text-brand"
        >
          -
        </button>
        <output aria-live="polite" className="text-lg font-semibold" data-testid="cart-quantity">
          {line.quantity}
        </output>
        <button
          type="button"
          onClick={increment}
          aria-label={t('product.increase')}
          className="h-full px-5 text-xl font-semibold text-brand"
        >
          +
        </button>
      </div>
      <p className="text-sm text-muted">{t('product.inCart', { count: line.quantity })}</p>
    </div>
  );
}
