'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * SPEC §3 'Browser storage keys' / §4 'Placing an order': the persisted checkout state holds
 * the placed order's id (and the idempotency key of the attempt in progress, so a double
 * click or a retry after a lost response places the order once). Issue 13: also what the
 * placement answered only to this browser: the billed total, and a card order's payment secret
 * (the only key that reopens its payment page, POST /api/thawani-payment).
 */
interface CheckoutState {
  orderId: string | null;
  /** The number the order was placed with (country code + number), for the confirmation-call note. */
  contactNumber: string | null;
  /** The card order's payment secret, from its placement. */
  paymentSecret: string | null;
  attemptKey: string | null;
  /**
   * The last order this browser placed or paid and the total the server billed (rial): what
   * /order-placed and /order-success show. Kept when the rest is cleared after a payment.
   */
  receipt: Receipt | null;
  setOrderId(
    orderId: string,
    contactNumber?: string,
    placed?: { grandTotal: number; paymentSecret: string | null },
  ): void;
  setReceipt(receipt: Receipt): void;
  /** The key for the current attempt, created on first use and kept until the order is handled. */
  ensureAttemptKey(): string;
  /** Forget the attempt's key (its order was handled, or it wrote nothing), keeping the order. */
  resetAttempt(): void;
  clear(): void;
}

interface Receipt {
  orderId: string;
  /** Rial, as the server billed it. */
  grandTotal: number;
}

const CHECKOUT_STORAGE_KEY = 'gulf-glow-checkout';

export const useCheckoutState = create<CheckoutState>()(
  persist(
    (set, get) => ({
      orderId: null,
      contactNumber: null,
      paymentSecret: null,
      attemptKey: null,
      receipt: null,
      setOrderId(orderId, contactNumber, placed) {
        set({
          orderId,
          contactNumber: contactNumber ?? null,
          paymentSecret: placed?.paymentSecret ?? null,
          ...(placed ? { receipt: { orderId, grandTotal: placed.grandTotal } } : {}),
        });
      },
      setReceipt(receipt) {
        set({ receipt });
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
        set({ orderId: null, contactNumber: null, paymentSecret: null, attemptKey: null });
      },
    }),
    { name: CHECKOUT_STORAGE_KEY, version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
