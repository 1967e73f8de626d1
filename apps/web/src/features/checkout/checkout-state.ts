'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * SPEC §3 'Browser storage keys' / §4 'Placing an order': the persisted checkout state holds
 * the placed order's id (and the idempotency key of the attempt in progress, so a double
 * click or a retry after a lost response places the order once).
 */
interface CheckoutState {
  orderId: string | null;
  /** The number the order was placed with (country code + number), for the confirmation-call note. */
  contactNumber: string | null;
  attemptKey: string | null;
  setOrderId(orderId: string, contactNumber?: string): void;
  /** The key for the current attempt, created on first use and kept until the order is handled. */
  ensureAttemptKey(): string;
  /** Forget the attempt's key (its order was handled, or it wrote nothing), keeping the order. */
  resetAttempt(): void;
  clear(): void;
}

export const CHECKOUT_STORAGE_KEY = 'gulf-glow-checkout';

export const useCheckoutState = create<CheckoutState>()(
  persist(
    (set, get) => ({
      orderId: null,
      contactNumber: null,
      attemptKey: null,
      setOrderId(orderId, contactNumber) {
        set({ orderId, contactNumber: contactNumber ?? null });
      },
      ensureAttemptKey() {
        const existing = get().attemptKey;
        if (existing) return existing;
        const key = crypto.randomUUID();
        set({ attemptKey: key });
        return key;
      },
      resetAttempt() {
        set({ attemptKey: null });
      },
      clear() {
        set({ orderId: null, contactNumber: null, attemptKey: null });
      },
    }),
    { name: CHECKOUT_STORAGE_KEY, version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
