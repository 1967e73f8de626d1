'use client';

import { canAddUnit } from '@shop/domain/order-limits';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Product } from '@/lib/catalog/types';

export type DiscountType = 'fixed' | 'percentage' | 'shipping';

export interface VerifiedDiscount {
  code: string;
  type: DiscountType;
  /** Percent for 'percentage', rial for 'fixed', 0 for 'shipping' (as the discount check returns it). */
  amount: number;
}

export interface CartLine {
  product: Product;
  quantity: number;
}

/** What a quantity change did, so the caller shows the right toast (SPEC §8). */
export type QuantityOutcome = 'incremented' | 'decremented' | 'max' | 'min' | 'missing';

interface CartState {
  items: CartLine[];
  verifiedDiscount: VerifiedDiscount | null;
  /** SPEC §4: adding a product already present does nothing here (the card increments instead). */
  addItem(product: Product): 'added' | 'present' | 'out-of-stock';
  /** One more unit while below min(stock, maxUnitsPerLine) (SPEC §4 and the shop's order limits). */
  increment(productId: string, maxUnitsPerLine: number): QuantityOutcome;
  decrement(productId: string): QuantityOutcome;
  removeItem(productId: string): void;
  clearCart(): void;
  setDiscount(discount: VerifiedDiscount | null): void;
}

export const CART_STORAGE_KEY = 'gulf-glow-cart';
export const CART_STORAGE_VERSION = 3;

const empty = { items: [] as CartLine[], verifiedDiscount: null as VerifiedDiscount | null };

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      ...empty,
      addItem(product) {
        if (product.stock <= 0) return 'out-of-stock';
        if (get().items.some((l) => l.product.id === product.id)) return 'present';
        set({ items: [...get().items, { product, quantity: 1 }] });
        return 'added';
      },
      increment(productId, maxUnitsPerLine) {
        const line = get().items.find((l) => l.product.id === productId);
        if (!line) return 'missing';
        if (!canAddUnit(line.quantity, line.product.stock, maxUnitsPerLine)) return 'max';
        set({ items: get().items.map((l) => (l === line ? { ...l, quantity: l.quantity + 1 } : l)) });
        return 'incremented';
      },
      decrement(productId) {
        const line = get().items.find((l) => l.product.id === productId);
        if (!line) return 'missing';
        if (line.quantity <= 1) return 'min';
        set({ items: get().items.map((l) => (l === line ? { ...l, quantity: l.quantity - 1 } : l)) });
        return 'decremented';
      },
      removeItem(productId) {
        set({ items: get().items.filter((l) => l.product.id !== productId) });
      },
      clearCart() {
        set({ ...empty });
      },
      setDiscount(discount) {
        set({ verifiedDiscount: discount });
      },
    }),
    {
      name: CART_STORAGE_KEY,
      version: CART_STORAGE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items, verifiedDiscount }) => ({ items, verifiedDiscount }),
      // SPEC §4: a stored cart older than version 3 is wiped on load, discount included.
      migrate: () => ({ ...empty }),
      skipHydration: true,
    },
  ),
);

/** Number of units in the cart (the header count). */
export const selectItemCount = (s: Pick<CartState, 'items'>) => s.items.reduce((n, l) => n + l.quantity, 0);
